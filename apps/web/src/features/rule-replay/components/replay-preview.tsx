import { Play } from 'lucide-react';
import { useState } from 'react';
import type {
  ReplayPair,
  ReplayPreview as Preview,
  ReplayReopened,
  ReplaySideCounts,
} from '@rekon/contracts';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { pageCount } from '../../../components/ui/pages';
import { formatMoney, formatNumber } from '../../../lib/format';
import { dayText, mutasiText, OUTCOME_LABEL, pairedOf, SIDE_LABEL, wireDayText } from '../lib/replay-format';

/** Proposed pairs per page: a checker reads them, so a page fits a screen. */
export const REPLAY_PAGE_SIZE = 25;
export const NO_PROPOSED_PAIRS =
  'Tidak ada pasangan baru: aturan saat ini tidak memasangkan apa pun lagi di rentang ini.';

const countColumns: Column<ReplaySideCounts>[] = [
  { header: 'Sisi', cell: (row) => SIDE_LABEL[row.side] },
  { header: 'REF', cell: (row) => formatNumber(row.matched.REF) },
  { header: 'EXACT', cell: (row) => formatNumber(row.matched.EXACT) },
  { header: 'UNIQUE', cell: (row) => formatNumber(row.matched.UNIQUE) },
  { header: 'Total pasangan', cell: (row) => formatNumber(pairedOf(row)) },
  { header: 'Dibuka ulang', cell: (row) => formatNumber(row.reopened) },
  { header: 'Sisa pending BO', cell: (row) => formatNumber(row.pending_bo) },
  { header: 'Sisa pending mutasi', cell: (row) => formatNumber(row.pending_mutasi) },
  { header: 'Contested', cell: (row) => formatNumber(row.contested_groups) },
];

/** Both rows of a pair as a checker recognises them; amounts are equal in every pass, so one column shows both. */
const pairColumns: Column<ReplayPair>[] = [
  { header: 'Sisi', cell: (row) => SIDE_LABEL[row.side] },
  { header: 'Tiket BO', cell: (row) => row.bo_ticket },
  { header: 'Username', cell: (row) => row.bo_username ?? '-' },
  {
    header: 'Nominal',
    cell: (row) =>
      row.bo_amount === row.mutasi_amount
        ? formatMoney(row.bo_amount)
        : `${formatMoney(row.bo_amount)} / ${formatMoney(row.mutasi_amount)}`,
    className: 'text-right',
  },
  { header: 'Tanggal BO', cell: (row) => dayText(row.bo_date) },
  { header: 'Mutasi', cell: (row) => mutasiText(row.mutasi_description, row.mutasi_name), wrap: true },
  { header: 'Tanggal mutasi', cell: (row) => dayText(row.mutasi_date) },
  { header: 'Pass', cell: (row) => <Badge tone="info">{row.pass}</Badge> },
  {
    header: 'Alasan',
    cell: (row) => (row.score === null ? row.reason : `${row.reason} (skor ${Math.round(row.score * 100)}%)`),
    wrap: true,
  },
];

const reopenedColumns: Column<ReplayReopened>[] = [
  { header: 'Sisi', cell: (row) => SIDE_LABEL[row.side] },
  { header: 'Tiket BO', cell: (row) => row.bo_ticket },
  { header: 'Keterangan mutasi', cell: (row) => row.mutasi_description ?? '-', wrap: true },
  { header: 'Nominal', cell: (row) => formatMoney(row.amount), className: 'text-right' },
  { header: 'Hasil', cell: (row) => OUTCOME_LABEL[row.outcome] },
];

export interface ReplayPreviewProps {
  preview: Preview;
  applying: boolean;
  onApply: () => void;
}

/** The dry run's answer: counts per side and pass, the proposed pairs page by page, the pairs it would reopen. */
export function ReplayPreview({ preview, applying, onApply }: ReplayPreviewProps) {
  const [page, setPage] = useState(1);
  const totalPages = pageCount(preview.pairs.length, REPLAY_PAGE_SIZE);
  const shown = preview.pairs.slice((page - 1) * REPLAY_PAGE_SIZE, page * REPLAY_PAGE_SIZE);
  const changes = preview.pairs_total + preview.reopened.length;
  return (
    <div className="space-y-5">
      <p className="text-theme-sm text-gray-700 dark:text-gray-300">
        Pratinjau {preview.website}, {wireDayText(preview.from)} s/d {wireDayText(preview.to)}:{' '}
        <strong>{formatNumber(preview.pairs_total)} pasangan baru</strong>
        {preview.reopened.length > 0 && (
          <>, {formatNumber(preview.reopened.length)} pasangan otomatis dibuka ulang</>
        )}
        . Pasangan yang dibuat orang (manual) tidak pernah diubah.
      </p>
      <DataTable
        caption="Jumlah per pass"
        showCaption
        columns={countColumns}
        rows={preview.sides}
        rowKey={(row) => row.side}
        isLoading={false}
      />
      <DataTable
        caption="Pasangan usulan"
        showCaption
        columns={pairColumns}
        rows={shown}
        rowKey={(row) => `${row.side}-${row.bo_id}`}
        isLoading={false}
        emptyText={NO_PROPOSED_PAIRS}
        paging={
          preview.pairs.length > 0
            ? { page, totalPages, onPageChange: setPage, busy: false, label: 'Halaman pasangan usulan' }
            : undefined
        }
      />
      {preview.pairs_total > preview.pairs.length && (
        <p className="text-theme-sm text-gray-500 dark:text-gray-400">
          Menampilkan {formatNumber(preview.pairs.length)} dari {formatNumber(preview.pairs_total)} pasangan
          usulan; semuanya ikut diterapkan.
        </p>
      )}
      {preview.reopened.length > 0 && (
        <DataTable
          caption="Pasangan otomatis yang dibuka ulang"
          showCaption
          columns={reopenedColumns}
          rows={preview.reopened}
          rowKey={(row) => `${row.side}-${row.mutasi_id}`}
          isLoading={false}
        />
      )}
      <div className="flex flex-wrap items-center gap-4">
        <Button type="button" onClick={onApply} disabled={changes === 0 || applying} aria-busy={applying}>
          <Play aria-hidden="true" className="size-4" />
          {applying ? 'Menerapkan...' : 'Terapkan'}
        </Button>
        {changes === 0 && (
          <p className="text-sm text-gray-500 dark:text-gray-400">Tidak ada yang perlu diterapkan.</p>
        )}
      </div>
    </div>
  );
}
