import { useState } from 'react';
import { LIST_PAGE_SIZE, MSG, type WebsiteRow } from '@rekon/contracts';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, type Column } from '../../../components/ui/data-table';
import type { NoticeTone } from '../../../components/ui/notice';
import { pageCount } from '../../../components/ui/pages';
import { messageOf } from '../../../lib/api-client';
import { editorName, formatDateTime } from '../../../lib/format';
import { useDeleteWebsite } from '../api/delete-website';
import { useWebsites } from '../api/get-websites';
import { useUpdateWebsiteScale } from '../api/update-website';
import { BoScaleCell, scaleLabel, scaleMeaning, type BoScale } from './bo-scale-cell';

export interface WebsiteTableProps {
  canManage: boolean;
  onResult: (tone: NoticeTone, text: string) => void;
}

/** The website list, 100 per page, with the BO scale and Remove (both ADMIN only) behind a confirmation. */
export function WebsiteTable({ canManage, onResult }: WebsiteTableProps) {
  const [page, setPage] = useState(1);
  const [removing, setRemoving] = useState<WebsiteRow | null>(null);
  const [rescaling, setRescaling] = useState<{ row: WebsiteRow; scale: BoScale } | null>(null);
  const websites = useWebsites(LIST_PAGE_SIZE, page);
  const remove = useDeleteWebsite();
  const updateScale = useUpdateWebsiteScale();

  const rows = websites.data?.rows ?? [];
  const totalPages = pageCount(websites.data?.total ?? rows.length, LIST_PAGE_SIZE);

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.website_id, {
      onSuccess: (result) => {
        onResult('info', result.message || MSG.websiteDeleted(removing.website_code));
        if (rows.length === 1 && page > 1) setPage(page - 1);
      },
      onError: (error) => onResult('error', messageOf(error)),
      onSettled: () => setRemoving(null),
    });
  };

  const confirmScale = () => {
    if (!rescaling) return;
    const { row, scale } = rescaling;
    updateScale.mutate(
      { websiteId: row.website_id, scale },
      {
        onSuccess: (result) => onResult('info', result.message || MSG.websiteUpdated(row.website_code)),
        onError: (error) => onResult('error', messageOf(error)),
        onSettled: () => setRescaling(null),
      },
    );
  };

  const columns: Column<WebsiteRow>[] = [
    {
      header: 'Website Name',
      cell: (row) => row.website_name,
      className: 'font-medium text-gray-800 dark:text-white/90',
    },
    { header: 'Website Code', cell: (row) => row.website_code },
    { header: 'Website Panel', cell: (row) => row.website_panel },
    {
      header: 'BO Scale',
      cell: (row) => (
        <BoScaleCell
          row={row}
          canManage={canManage}
          onRequest={(scale) => scale !== row.website_bo_scale && setRescaling({ row, scale })}
        />
      ),
    },
    { header: 'Last Edited', cell: (row) => formatDateTime(row.website_last_edited_at), wrap: true },
    {
      header: 'Last Edited By',
      cell: (row) => editorName(row.website_last_edited_by_name, row.website_last_edited_by),
    },
    {
      header: 'Action',
      cell: (row) => (
        <Button
          size="xs"
          variant="danger"
          disabled={!canManage}
          aria-label={`Remove ${row.website_name}`}
          onClick={() => setRemoving(row)}
        >
          Remove
        </Button>
      ),
    },
  ];

  return (
    <>
      <DataTable
        caption="Website list"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.website_id}
        isLoading={websites.isPending}
        error={websites.isError ? messageOf(websites.error) : null}
        paging={{ page, totalPages, onPageChange: setPage, busy: websites.isFetching }}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove Website"
        lang="en"
        message={removing ? `Remove website ${removing.website_name} (${removing.website_code})?` : ''}
        confirmLabel="Yes, Remove"
        busyLabel="Removing..."
        busy={remove.isPending}
        tone="danger"
        onConfirm={confirmRemove}
      />
      <ConfirmDialog
        open={rescaling !== null}
        onOpenChange={(open) => !open && setRescaling(null)}
        title="Change BO Scale"
        message={
          rescaling
            ? `Ubah skala BO ${rescaling.row.website_name} (${rescaling.row.website_code}) dari ${scaleLabel(rescaling.row.website_bo_scale)} menjadi ${scaleLabel(rescaling.scale)} (${scaleMeaning(rescaling.scale)})? Berlaku untuk upload BO berikutnya.`
            : ''
        }
        confirmLabel="Yes, Change"
        busyLabel="Updating..."
        busy={updateScale.isPending}
        onConfirm={confirmScale}
      />
    </>
  );
}
