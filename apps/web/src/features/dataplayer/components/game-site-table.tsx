import type { GameSiteDayRow } from '@rekon/contracts';
import { DataTable, FootCell, type Column } from '../../../components/ui/data-table';
import type { Paging } from '../../../components/ui/pager';
import { formatCalendarDate, formatMoney, formatNumber } from '../../../lib/format';
import type { ReportTotals } from './summary-cards';

export const GAME_SITE_EMPTY_TEXT = 'No data';

const balanceClass = (value: number) => (value < 0 ? 'text-error-700 dark:text-error-400' : undefined);

const COLUMNS: Column<GameSiteDayRow>[] = [
  { header: 'Tanggal', cell: (row) => formatCalendarDate(row.date), rowHeader: true },
  { header: 'Total Depo', cell: (row) => formatMoney(row.total_deposit), className: 'tabular-nums' },
  { header: 'Total WD', cell: (row) => formatMoney(row.total_withdraw), className: 'tabular-nums' },
  {
    header: 'Total Transaksi',
    cell: (row) => formatNumber(row.total_transactions),
    className: 'tabular-nums',
  },
  {
    header: 'Balance',
    cell: (row) => <span className={balanceClass(row.balance)}>{formatMoney(row.balance)}</span>,
    className: 'tabular-nums',
  },
];

export interface GameSiteTableProps {
  rows: GameSiteDayRow[];
  /** The whole range's totals: the Total Sum row. */
  totals: ReportTotals | undefined;
  isLoading: boolean;
  error: string | null;
  paging: Paging;
}

/** The per-date table with its Total Sum row (spec section 2) and the report's paging. */
export function GameSiteTable({ rows, totals, isLoading, error, paging }: GameSiteTableProps) {
  return (
    <DataTable
      caption="Game Site"
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.date}
      isLoading={isLoading}
      error={error}
      emptyText={GAME_SITE_EMPTY_TEXT}
      paging={paging}
      foot={
        totals && (
          <tr>
            <FootCell rowHeader>Total Sum</FootCell>
            <FootCell className="tabular-nums">{formatMoney(totals.grand_total_deposit)}</FootCell>
            <FootCell className="tabular-nums">{formatMoney(totals.grand_total_withdraw)}</FootCell>
            <FootCell className="tabular-nums">{formatNumber(totals.grand_total_transactions)}</FootCell>
            <FootCell className={`tabular-nums ${balanceClass(totals.total_balance) ?? ''}`}>
              {formatMoney(totals.total_balance)}
            </FootCell>
          </tr>
        )
      }
    />
  );
}
