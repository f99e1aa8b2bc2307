import { useState } from 'react';
import { BANK_LABELS, type FeedRow } from '@rekon/contracts';
import { Badge, StatusBadge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DataTable, type Column } from '../../../components/ui/data-table';
import type { NoticeTone } from '../../../components/ui/notice';
import {
  ConfirmChange,
  StatusRemoveButtons,
  type PendingChange,
} from '../../../components/ui/status-or-remove';
import { messageOf } from '../../../lib/api-client';
import { formatLongDateTime, formatNumber } from '../../../lib/format';
import { useWebsiteOptions } from '../../../lib/website-options';
import { useDeleteFeed, useFeeds, useTestFeed, useUpdateFeed } from '../api/feeds';
import { AddFeedDialog } from './add-feed-dialog';

/** A feed's health in a few words: when it last sent, today's rows and pairs, its last error, silence. */
function Health({ row }: { row: FeedRow }) {
  const { health } = row;
  return (
    <div className="space-y-0.5 text-xs">
      <div>
        Terakhir masuk: {health.last_arrival_at ? formatLongDateTime(health.last_arrival_at) : 'belum ada'}
        {health.last_rows !== null && ` (${formatNumber(health.last_rows)} baris)`}
      </div>
      <div>
        Hari ini: {formatNumber(health.rows_today)} mutasi, {formatNumber(health.matched_today)} cocok
      </div>
      {health.silent && <Badge tone="warning">Tidak ada kiriman lebih lama dari biasanya</Badge>}
      {health.balance_breaks_today > 0 && (
        <Badge tone="warning">
          Saldo tidak nyambung {formatNumber(health.balance_breaks_today)}x hari ini
        </Badge>
      )}
      {health.last_error && (
        <div className="text-error-600 dark:text-error-500">
          Error terakhir{health.last_error_at ? ` (${formatLongDateTime(health.last_error_at)})` : ''}:{' '}
          {health.last_error}
        </div>
      )}
    </div>
  );
}

export interface FeedsCardProps {
  canManage: boolean;
  onResult: (tone: NoticeTone, text: string) => void;
}

/** "Feed": each Data Bank account's live statement feeds, their push address, switch, test and health. */
export function FeedsCard({ canManage, onResult }: FeedsCardProps) {
  const feeds = useFeeds();
  const websites = useWebsiteOptions();
  const update = useUpdateFeed();
  const remove = useDeleteFeed();
  const test = useTestFeed();
  const [pending, setPending] = useState<PendingChange<FeedRow> | null>(null);
  const rows = feeds.isError ? [] : (feeds.data?.data ?? []);

  const runTest = (row: FeedRow) =>
    test.mutate(row.feed_id, {
      onSuccess: (answer) => onResult('success', answer.message),
      onError: (error) => onResult('error', `❌ ${messageOf(error)}`),
    });

  const confirm = () => {
    if (!pending) return;
    const done = { onSettled: () => setPending(null) };
    if (pending.kind === 'remove') remove.mutate(pending.row.feed_id, done);
    else
      update.mutate({ feedId: pending.row.feed_id, body: { feed_enabled: !pending.row.feed_enabled } }, done);
  };

  const columns: Column<FeedRow>[] = [
    { header: 'Nama Feed', cell: (row) => row.feed_name, className: 'font-medium', wrap: true },
    { header: 'Jenis', cell: (row) => (row.feed_kind === 'push' ? 'Push' : 'SNAP') },
    {
      header: 'Akun Bank',
      cell: (row) =>
        `${row.akun_bank_website} · ${BANK_LABELS[row.akun_bank_bank]} ${row.akun_bank_name} ${row.akun_bank_no} (${row.akun_bank_jenis_transaksi})`,
      wrap: true,
    },
    {
      header: 'Alamat Push',
      cell: (row) =>
        row.push_path ? (
          <code className="text-xs">{`${window.location.origin}${row.push_path}`}</code>
        ) : (
          `${row.snap?.base_url ?? ''} (tiap ${row.feed_interval_s} detik)`
        ),
      wrap: true,
    },
    { header: 'Status', cell: (row) => <StatusBadge active={row.feed_enabled} /> },
    { header: 'Kesehatan', cell: (row) => <Health row={row} />, className: 'min-w-56', wrap: true },
    {
      header: 'Action',
      cell: (row) => (
        <div className="flex flex-wrap gap-1.5">
          {/* Push: a signed test row through the push's checks; SNAP: a token request to the bank. */}
          <Button
            size="xs"
            variant="outline"
            disabled={!canManage || test.isPending}
            aria-label={`${row.feed_kind === 'push' ? 'Tes kiriman' : 'Tes koneksi'} ${row.feed_name}`}
            onClick={() => runTest(row)}
          >
            {row.feed_kind === 'push' ? 'Tes Kiriman' : 'Tes Koneksi'}
          </Button>
          <StatusRemoveButtons
            row={row}
            active={row.feed_enabled}
            name={row.feed_name}
            disabled={!canManage}
            onAsk={setPending}
          />
        </div>
      ),
    },
  ];

  return (
    <Card
      title="Table Feed"
      actions={canManage ? <AddFeedDialog websites={websites.data ?? []} onResult={onResult} /> : undefined}
    >
      <DataTable
        caption="Table Feed"
        columns={columns}
        rows={rows}
        rowKey={(item) => item.feed_id}
        isLoading={feeds.isPending}
        error={feeds.isError ? messageOf(feeds.error) : null}
        emptyText="Belum ada feed."
      />
      <ConfirmChange
        pending={pending}
        onCancel={() => setPending(null)}
        question={{
          remove: (row) => `Remove feed ${row.feed_name}? Mutasi yang sudah masuk tetap tersimpan.`,
          status: (row) => `${row.feed_enabled ? 'Deactivate' : 'Activate'} feed ${row.feed_name}?`,
        }}
        busy={remove.isPending || update.isPending}
        onConfirm={confirm}
      />
    </Card>
  );
}
