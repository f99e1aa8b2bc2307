import { ColumnChooser } from '../../../components/ui/column-chooser';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { useTableView, type TableView } from '../../../lib/table-view';
import type { ReviewList } from '../api/review-lists';
import { useReviewRows } from '../hooks/use-review-rows';
import type { ReviewFilter } from '../lib/review-filter';
import { NO_DATA_FOUND, choosableColumns } from './review-cells';
import { ReviewSearchBar } from './review-search-bar';

export interface MutasiResultsProps<Row> {
  list: ReviewList<Row>;
  columnsOf: (firstNumber: number) => Column<Row>[];
  /** The columns shown and the density until the account chooses its own. */
  defaultView: TableView;
  filter: ReviewFilter;
  /** The signed-in account: the column choice is kept per account. */
  viewerId: number;
}

/** The statement rows of a searched View Mutasi filter: read-only, 100 per page. */
export function MutasiResults<Row>({
  list,
  columnsOf,
  defaultView,
  filter,
  viewerId,
}: MutasiResultsProps<Row>) {
  const found = useReviewRows(list, filter);
  const [view, setView] = useTableView(list.label, viewerId, defaultView);
  const columns = columnsOf(found.firstNumber);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <ReviewSearchBar
          text={found.text}
          onTextChange={found.setText}
          idTracking={found.idTracking}
          onIdTrackingChange={found.setIdTracking}
          textHint="Nama / Nominal"
        />
        <ColumnChooser columns={choosableColumns(columns)} view={view} onChange={setView} />
      </div>
      <DataTable
        caption={list.label}
        columns={columns}
        rows={found.rows}
        rowKey={list.idOf}
        isLoading={found.isLoading}
        error={found.error}
        emptyText={NO_DATA_FOUND}
        hidden={view.hidden}
        density={view.density}
        tall
        paging={{
          page: found.page,
          totalPages: found.totalPages,
          total: found.total,
          onPageChange: found.setPage,
          busy: found.isFetching,
        }}
      />
    </div>
  );
}
