import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { MutasiDepositRow, MutasiWithdrawRow } from '@rekon/contracts';
import { formatDateTime, formatMoney, formatNumber } from '../../../lib/format';
import { ReviewStatus } from './review-status';

const text = <Row,>(
  id: string,
  header: string,
  value: (row: Row) => ReactNode,
  meta?: ColumnDef<Row>['meta'],
): ColumnDef<Row> => ({ id, header, cell: ({ row }) => value(row.original), meta });

const dash = (value: string | null | undefined) => (value ? value : '-');

const numberColumn = <Row,>(firstNumber: number): ColumnDef<Row> => ({
  id: 'no',
  header: 'No',
  cell: ({ row }) => formatNumber(firstNumber + row.index),
  meta: { sticky: 'left', className: 'tabular-nums' },
});

const wrapped = { wrap: true, className: 'min-w-48 max-w-sm' };
const amount = { className: 'text-right tabular-nums font-medium text-gray-800 dark:text-white/90' };

/** The deposit statement columns of spec section 2, with the transaction id. */
export function mutasiDepositColumns(firstNumber: number): ColumnDef<MutasiDepositRow>[] {
  return [
    numberColumn(firstNumber),
    text('status', 'Status', (row) => (
      <ReviewStatus approved={row.mutasi_app} contested={row.contested} reopened={row.reopened} />
    )),
    text('ket', 'Ket', (row) => dash(row.mutasi_ketapp), wrapped),
    text('amount', 'Mutasi Amount', (row) => formatMoney(row.mutasi_amount), amount),
    text('ticket', 'Ticket No', (row) => dash(row.mutasi_ticket)),
    text('app', 'App Date', (row) => formatDateTime(row.mutasi_app_date)),
    text('playerBank', 'Player Bank Name', (row) => dash(row.mutasi_player_bank_name), wrapped),
    text('corporateBank', 'Corporate Bank', (row) => row.mutasi_corporate_bank, wrapped),
    text('website', 'Mutasi Website', (row) => row.mutasi_website),
    text('transaction', 'Transaction ID', (row) => dash(row.mutasi_transaction_id)),
  ];
}

/** The withdraw statement columns of spec section 2. */
export function mutasiWithdrawColumns(firstNumber: number): ColumnDef<MutasiWithdrawRow>[] {
  return [
    numberColumn(firstNumber),
    text('status', 'Status', (row) => (
      <ReviewStatus approved={row.mutasiwd_app} contested={row.contested} reopened={row.reopened} />
    )),
    text('ket', 'Ket', (row) => dash(row.mutasiwd_ketapp), wrapped),
    text('amount', 'Mutasi Amount', (row) => formatMoney(row.mutasiwd_amount), amount),
    text('ticket', 'Ticket No', (row) => dash(row.mutasiwd_ticket)),
    text('app', 'App Date', (row) => formatDateTime(row.mutasiwd_app_date)),
    text('playerBank', 'Player Bank Name', (row) => dash(row.mutasiwd_player_bank_name), wrapped),
    text('corporateBank', 'Corporate Bank', (row) => row.mutasiwd_corporate_bank, wrapped),
    text('website', 'Mutasi Website', (row) => row.mutasiwd_website),
  ];
}
