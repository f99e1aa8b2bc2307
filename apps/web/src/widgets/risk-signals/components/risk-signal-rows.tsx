import type { ReactNode } from 'react';
import type { RiskSignal, RiskSignalKind, RiskSignalRow } from '@rekon/contracts';
import { formatMoney } from '../../../lib/format';
import { formatDayMonthYear } from '../lib/format-risk';

interface Column {
  header: string;
  cell: (row: RiskSignalRow) => ReactNode;
}

const dash = (value: string | null | undefined) => (value ? value : '-');
const sender = (row: RiskSignalRow) =>
  row.sender_account ? `${dash(row.sender_name)} (${row.sender_account})` : dash(row.sender_name);
const ticket: Column = { header: 'Tiket BO', cell: (row) => dash(row.ticket_no) };
const username: Column = { header: 'Username', cell: (row) => dash(row.user_name) };
const amount: Column = { header: 'Nominal', cell: (row) => formatMoney(row.amount) };
const when: Column = {
  header: 'Tanggal',
  cell: (row) => `${formatDayMonthYear(row.date)}${row.time ? ` ${row.time}` : ''}`,
};

/** What each kind's rows show: the fields that make the signal readable, nothing else. */
const COLUMNS: Record<RiskSignalKind, Column[]> = {
  sender_many_users: [ticket, username, { header: 'Pengirim', cell: sender }, amount, when],
  user_many_senders: [ticket, username, { header: 'Pengirim', cell: sender }, amount, when],
  name_mismatch_manual: [
    ticket,
    username,
    { header: 'Nama terdaftar', cell: (row) => dash(row.holder_name) },
    { header: 'Nama pengirim', cell: (row) => dash(row.sender_name) },
    {
      header: 'Skor nama',
      cell: (row) => (row.name_score === null ? '-' : `${Math.round(row.name_score * 100)}%`),
    },
    { header: 'Approve oleh', cell: (row) => dash(row.approved_by) },
    { header: 'Keterangan', cell: (row) => dash(row.remark) },
  ],
  shared_reference: [
    { header: 'Rekening', cell: (row) => dash(row.account) },
    { header: 'Referensi', cell: (row) => dash(row.reference) },
    { header: 'Pengirim', cell: sender },
    amount,
    when,
    ticket,
  ],
  amount_edits: [
    ticket,
    username,
    {
      header: 'Nominal awal',
      cell: (row) => (row.amount_original === null ? '-' : formatMoney(row.amount_original)),
    },
    { header: 'Nominal baru', cell: (row) => formatMoney(row.amount) },
    {
      header: 'Selisih',
      cell: (row) => (row.amount_original === null ? '-' : formatMoney(row.amount - row.amount_original)),
    },
    { header: 'Keterangan', cell: (row) => dash(row.remark) },
  ],
  approve_without_credit: [
    ticket,
    username,
    amount,
    { header: 'Approve oleh', cell: (row) => dash(row.approved_by) },
    { header: 'Keterangan', cell: (row) => dash(row.remark) },
  ],
};

/** One signal: what it is about, its summary, where else it was seen, and the rows behind it. */
export function RiskSignalRows({ signal }: { signal: RiskSignal }) {
  const columns = COLUMNS[signal.kind];
  return (
    <div className="space-y-2">
      <p className="text-theme-sm text-gray-700 dark:text-gray-300">
        <span className="font-semibold text-gray-800 dark:text-white/90">{signal.subject}</span> —{' '}
        {signal.summary}
      </p>
      {signal.elsewhere.length > 0 && (
        <ul className="list-inside list-disc text-theme-xs text-gray-600 dark:text-gray-400">
          {signal.elsewhere.map((place, index) => (
            <li key={index}>
              Juga di {place.website_code ? `website ${place.website_code}` : 'website lain'}
              {place.account ? `, rekening ${place.account}` : ''}, {formatDayMonthYear(place.date)}
            </li>
          ))}
        </ul>
      )}
      {/* Focusable, so a keyboard can scroll a table wider than the card (axe: scrollable-region-focusable). */}
      <div
        tabIndex={0}
        role="region"
        aria-label={`Baris sinyal ${signal.subject}`}
        className="custom-scrollbar max-w-full overflow-x-auto focus-visible:ring-3 focus-visible:ring-brand-500/30 focus-visible:outline-hidden"
      >
        <table className="min-w-full text-left text-theme-xs">
          <caption className="sr-only">Baris di balik sinyal {signal.subject}</caption>
          <thead>
            <tr className="border-b border-gray-200 text-gray-500 dark:border-gray-800 dark:text-gray-400">
              {columns.map((column) => (
                <th key={column.header} scope="col" className="px-2 py-1.5 font-medium whitespace-nowrap">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {signal.rows.map((row) => (
              <tr
                key={`${row.side}-${row.bo_id ?? ''}-${row.mutasi_id ?? ''}`}
                className="border-b border-gray-100 text-gray-700 last:border-0 dark:border-gray-800 dark:text-gray-300"
              >
                {columns.map((column) => (
                  <td key={column.header} className="px-2 py-1.5 whitespace-nowrap">
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
