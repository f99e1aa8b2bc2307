import type { ColumnDef } from '@tanstack/react-table';
import type { ReviewList } from '../api/review-lists';
import { useReviewRows } from '../hooks/use-review-rows';
import type { ReviewFilter } from '../lib/review-filter';
import { ReviewFooter } from './review-footer';
import { ReviewSearchBar } from './review-search-bar';
import { ReviewTable } from './review-table';

export interface MutasiResultsProps<Row> {
  list: ReviewList<Row>;
  columnsOf: (firstNumber: number) => ColumnDef<Row>[];
  filter: ReviewFilter;
}

/** The statement rows of a searched View Mutasi filter: read-only, 100 per page. */
export function MutasiResults<Row>({ list, columnsOf, filter }: MutasiResultsProps<Row>) {
  const found = useReviewRows(list, filter);
  return (
    <div className="space-y-4">
      <ReviewSearchBar
        text={found.text}
        onTextChange={found.setText}
        idTracking={found.idTracking}
        onIdTrackingChange={found.setIdTracking}
        textHint="Nama / Nominal"
      />
      <ReviewTable
        caption={list.label}
        columns={columnsOf(found.firstNumber)}
        rows={found.rows}
        getRowId={(row) => String(list.idOf(row))}
        isLoading={found.isLoading}
        error={found.error}
      />
      <ReviewFooter
        page={found.page}
        totalPages={found.totalPages}
        total={found.total}
        onPageChange={found.setPage}
        busy={found.isFetching}
      />
    </div>
  );
}
