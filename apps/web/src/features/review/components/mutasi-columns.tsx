import type { MutasiDepositRow, MutasiWithdrawRow } from '@rekon/contracts';
import { Button } from '../../../components/ui/button';
import type { Column } from '../../../components/ui/data-table';
import { formatMoney } from '../../../lib/format';
import type { TableView } from '../../../lib/table-view';
import { formatBusinessDate, formatStatementTime } from '../lib/format-review';
import { cut, instant, numberColumn, text } from './review-cells';
import { ReviewStatus } from './review-status';

const amount = { className: 'text-right tabular-nums font-medium text-gray-800 dark:text-white/90' };

/** What the row actions of View Mutasi need (decision 054): open the desk on a row. */
export interface MutasiActions<Row> {
  canEdit: boolean;
  onSaran: (row: Row) => void;
  onUndo: (row: Row) => void;
}

/**
 * The row's action: "Saran" on a pending row (its reason, suggestions, pairing and explanation), "Batalkan" on a
 * row a pair, an approval or an explanation settled, within the edit window. Fee rows have none.
 */
function actionColumn<Row>(
  actions: MutasiActions<Row> | undefined,
  isApproved: (row: Row) => boolean,
  isFee: (row: Row) => boolean,
  labelOf: (row: Row) => string,
): Column<Row>[] {
  if (!actions) return [];
  return [
    text<Row>('action', 'Action', (row) => {
      if (isFee(row)) return '-';
      if (!isApproved(row))
        return (
          <Button
            size="xs"
            variant="outline"
            aria-label={`Saran ${labelOf(row)}`}
            onClick={() => actions.onSaran(row)}
          >
            Saran
          </Button>
        );
      if (!actions.canEdit) return '-';
      return (
        <Button
          size="xs"
          variant="outline"
          aria-label={`Batalkan ${labelOf(row)}`}
          onClick={() => actions.onUndo(row)}
        >
          Batalkan
        </Button>
      );
    }),
  ];
}

const labelOfDeposit = (row: MutasiDepositRow) =>
  `mutasi ${formatMoney(row.mutasi_amount)} ${row.mutasi_player_bank_name ?? 'tanpa nama'}`;
const labelOfWithdraw = (row: MutasiWithdrawRow) =>
  `mutasi ${formatMoney(row.mutasiwd_amount)} ${row.mutasiwd_player_bank_name ?? 'tanpa nama'}`;

/**
 * What a checker reads a credit by (issue 29 item 7, decision 069): when the bank booked it (its date and, where the
 * source prints one, its time) and the bank's own description. App Date stays the time of the pairing.
 */
function statementColumns<Row>(
  date: (row: Row) => string,
  time: (row: Row) => string | null,
  description: (row: Row) => string,
): Column<Row>[] {
  return [
    text<Row>(
      'transactionTime',
      'Waktu Transaksi',
      (row) => [formatBusinessDate(date(row)), formatStatementTime(time(row))].filter(Boolean).join(' '),
      { className: 'whitespace-nowrap tabular-nums' },
    ),
    cut<Row>('description', 'Keterangan Bank', description, 'max-w-64'),
  ];
}

/** The deposit statement columns of spec section 2, with the transaction id. */
export function mutasiDepositColumns(
  firstNumber: number,
  actions?: MutasiActions<MutasiDepositRow>,
): Column<MutasiDepositRow>[] {
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
    ...statementColumns<MutasiDepositRow>(
      (row) => row.mutasi_date,
      (row) => row.mutasi_time,
      (row) => row.mutasi_description,
    ),
    cut('category', 'Kategori', (row) => row.mutasi_category, 'max-w-44'),
    cut('source', 'Sumber', (row) => row.mutasi_source, 'max-w-40'),
    ...actionColumn(
      actions,
      (row) => row.mutasi_app,
      (row) => row.mutasi_is_fee,
      labelOfDeposit,
    ),
  ];
}

/** The withdraw statement columns of spec section 2. */
export function mutasiWithdrawColumns(
  firstNumber: number,
  actions?: MutasiActions<MutasiWithdrawRow>,
): Column<MutasiWithdrawRow>[] {
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
    ...statementColumns<MutasiWithdrawRow>(
      (row) => row.mutasiwd_date,
      (row) => row.mutasiwd_time,
      (row) => row.mutasiwd_description,
    ),
    cut('category', 'Kategori', (row) => row.mutasiwd_category, 'max-w-44'),
    cut('source', 'Sumber', (row) => row.mutasiwd_source, 'max-w-40'),
    ...actionColumn(
      actions,
      (row) => row.mutasiwd_app,
      (row) => row.mutasiwd_is_fee,
      labelOfWithdraw,
    ),
  ];
}

/**
 * Every row of a View Mutasi result is of the website searched: its column starts hidden; so does the category,
 * which the Ket of an explained row begins with anyway, and the columns a checker adds when a credit needs them
 * (transaction time, the bank's description, where the row came from).
 */
export const MUTASI_VIEW: TableView = {
  density: 'compact',
  hidden: ['website', 'transactionTime', 'description', 'category', 'source'],
};
