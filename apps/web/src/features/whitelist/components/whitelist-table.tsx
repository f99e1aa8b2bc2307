import { useState } from 'react';
import { LIST_PAGE_SIZE, type WhitelistRow } from '@rekon/contracts';
import { StatusBadge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import type { NoticeTone } from '../../../components/ui/notice';
import { pageCount } from '../../../components/ui/pages';
import { ConfirmChange, type PendingChange } from '../../../components/ui/status-or-remove';
import { messageOf } from '../../../lib/api-client';
import { editorName, formatDateTime } from '../../../lib/format';
import { useDeleteWhitelist, useUpdateWhitelistStatus } from '../api/change-whitelist';
import { useWhitelist } from '../api/get-whitelist';

export interface WhitelistTableProps {
  canManage: boolean;
  onResult: (tone: NoticeTone, text: string) => void;
}

/** The whitelist, 100 per page; Remove and Change Status (ADMIN only) ask first. */
export function WhitelistTable({ canManage, onResult }: WhitelistTableProps) {
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<PendingChange<WhitelistRow> | null>(null);
  const whitelist = useWhitelist(LIST_PAGE_SIZE, page);
  const remove = useDeleteWhitelist();
  const updateStatus = useUpdateWhitelistStatus();

  const rows = whitelist.data?.rows ?? [];
  const totalPages = pageCount(whitelist.data?.total ?? rows.length, LIST_PAGE_SIZE);
  const busy = remove.isPending || updateStatus.isPending;

  const report = {
    onError: (error: unknown) => onResult('error', messageOf(error)),
    onSettled: () => setPending(null),
  };

  const confirm = () => {
    if (!pending) return;
    const { row } = pending;
    if (pending.kind === 'remove') {
      remove.mutate(row.Whitelist_id, {
        ...report,
        onSuccess: (result) => {
          onResult('success', result.message);
          if (rows.length === 1 && page > 1) setPage(page - 1);
        },
      });
    } else {
      updateStatus.mutate(
        { whitelistId: row.Whitelist_id, active: !row.Whitelist_status },
        { ...report, onSuccess: (result) => onResult('success', result.message) },
      );
    }
  };

  const columns: Column<WhitelistRow>[] = [
    {
      header: 'IP Address',
      cell: (row) => row.Whitelist_ip,
      className: 'font-medium text-gray-800 dark:text-white/90',
    },
    { header: 'Status', cell: (row) => <StatusBadge active={row.Whitelist_status} /> },
    { header: 'Last Edited', cell: (row) => formatDateTime(row.Whitelist_last_edited_at), wrap: true },
    {
      header: 'Last Edited By',
      cell: (row) => editorName(row.Whitelist_last_edited_by_name, row.Whitelist_last_edited_by),
    },
    {
      header: 'Action',
      cell: (row) => (
        <div className="flex flex-wrap gap-1.5">
          <Button
            size="xs"
            variant="danger"
            disabled={!canManage}
            aria-label={`Remove ${row.Whitelist_ip}`}
            onClick={() => setPending({ kind: 'remove', row })}
          >
            Remove
          </Button>
          <Button
            size="xs"
            variant="outline"
            disabled={!canManage}
            aria-label={`Change status of ${row.Whitelist_ip}`}
            onClick={() => setPending({ kind: 'status', row })}
          >
            Change Status
          </Button>
        </div>
      ),
    },
  ];

  return (
    <>
      <DataTable
        caption="IP whitelist"
        columns={columns}
        rows={rows}
        rowKey={(item) => item.Whitelist_id}
        isLoading={whitelist.isPending}
        error={whitelist.isError ? messageOf(whitelist.error) : null}
        paging={{ page, totalPages, onPageChange: setPage, busy: whitelist.isFetching }}
      />
      <ConfirmChange
        pending={pending}
        onCancel={() => setPending(null)}
        title={pending?.kind === 'remove' ? 'Remove IP' : 'Are you sure?'}
        lang="en"
        question={{
          remove: (row) => `Remove IP ${row.Whitelist_ip} from the whitelist?`,
          status: (row) =>
            `Change the status of IP ${row.Whitelist_ip} to ${row.Whitelist_status ? 'Inactive' : 'Active'}?`,
        }}
        busy={busy}
        onConfirm={confirm}
      />
    </>
  );
}
