import type { MutasiDepositRow, MutasiWithdrawRow } from '@rekon/contracts';
import { Button } from '../../../components/ui/button';
import type { Column } from '../../../components/ui/data-table';
import { formatMoney } from '../../../lib/format';
import type { TableView } from '../../../lib/table-view';
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
 * which the Ket of an explained row begins with anyway.
 */
export const MUTASI_VIEW: TableView = { density: 'compact', hidden: ['website', 'category', 'source'] };
