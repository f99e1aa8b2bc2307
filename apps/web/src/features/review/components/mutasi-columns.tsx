import type { MutasiDepositRow, MutasiWithdrawRow } from '@rekon/contracts';
import type { Column } from '../../../components/ui/data-table';
import { formatMoney } from '../../../lib/format';
import type { TableView } from '../../../lib/table-view';
import { cut, instant, numberColumn, text } from './review-cells';
import { ReviewStatus } from './review-status';

const amount = { className: 'text-right tabular-nums font-medium text-gray-800 dark:text-white/90' };

/** The deposit statement columns of spec section 2, with the transaction id. */
export function mutasiDepositColumns(firstNumber: number): Column<MutasiDepositRow>[] {
  return [
    numberColumn(firstNumber),
    text('status', 'Status', (row) => (
      <ReviewStatus approved={row.mutasi_app} contested={row.contested} reopened={row.reopened} />
    )),
    cut('ket', 'Ket', (row) => row.mutasi_ketapp, 'max-w-44'),
    text('amount', 'Mutasi Amount', (row) => formatMoney(row.mutasi_amount), amount),
    cut('ticket', 'Ticket No', (row) => row.mutasi_ticket, 'max-w-28'),
    instant('app', 'App Date', (row) => row.mutasi_app_date),
    cut('playerBank', 'Player Bank Name', (row) => row.mutasi_player_bank_name, 'max-w-48'),
    cut('corporateBank', 'Corporate Bank', (row) => row.mutasi_corporate_bank, 'max-w-40'),
    text('website', 'Mutasi Website', (row) => row.mutasi_website),
    cut('transaction', 'Transaction ID', (row) => row.mutasi_transaction_id, 'max-w-36'),
  ];
}

/** The withdraw statement columns of spec section 2. */
export function mutasiWithdrawColumns(firstNumber: number): Column<MutasiWithdrawRow>[] {
  return [
    numberColumn(firstNumber),
    text('status', 'Status', (row) => (
      <ReviewStatus approved={row.mutasiwd_app} contested={row.contested} reopened={row.reopened} />
    )),
    cut('ket', 'Ket', (row) => row.mutasiwd_ketapp, 'max-w-44'),
    text('amount', 'Mutasi Amount', (row) => formatMoney(row.mutasiwd_amount), amount),
    cut('ticket', 'Ticket No', (row) => row.mutasiwd_ticket, 'max-w-28'),
    instant('app', 'App Date', (row) => row.mutasiwd_app_date),
    cut('playerBank', 'Player Bank Name', (row) => row.mutasiwd_player_bank_name, 'max-w-48'),
    cut('corporateBank', 'Corporate Bank', (row) => row.mutasiwd_corporate_bank, 'max-w-40'),
    text('website', 'Mutasi Website', (row) => row.mutasiwd_website),
  ];
}

/** Every row of a View Mutasi result is of the website searched: its column starts hidden. */
export const MUTASI_VIEW: TableView = { density: 'compact', hidden: ['website'] };
