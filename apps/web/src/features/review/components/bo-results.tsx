import { isInEditWindow } from '@rekon/contracts';
import type { Column } from '../../../components/ui/data-table';
import { Notice, useNotice } from '../../../components/ui/notice';
import { PagingFooter } from '../../../components/ui/pager';
import { useTableView, type TableView } from '../../../lib/table-view';
import { useNow } from '../../../lib/use-now';
import type { BoList } from '../api/review-lists';
import { useReviewRows } from '../hooks/use-review-rows';
import { formatBusinessDate } from '../lib/format-review';
import type { ReviewFilter } from '../lib/review-filter';
import type { BoColumnContext } from './bo-columns';
import { BoPage } from './bo-page';
import { ReviewSearchBar } from './review-search-bar';

export interface BoResultsProps<Row> {
  list: BoList<Row>;
  columnsOf: (context: BoColumnContext<Row>) => Column<Row>[];
  /** The columns shown and the density until the account chooses its own. */
  defaultView: TableView;
  filter: ReviewFilter;
  /** The signed-in account, sent as the editor (the server takes it from the session anyway). */
  editorId: number;
}

/** The rows of a searched View BO filter: the search boxes, one page of rows with its actions, the pager. */
export function BoResults<Row>({ list, columnsOf, defaultView, filter, editorId }: BoResultsProps<Row>) {
  const found = useReviewRows(list, filter);
  const [view, setView] = useTableView(list.label, editorId, defaultView);
  const { notice, show } = useNotice();
  // Re-read every minute, so the window closes at midnight without a reload.
  const canEdit = isInEditWindow(filter.date, useNow(60_000));
  return (
    <div className="space-y-4">
      {!canEdit && (
        <Notice tone="info">
          Tanggal {formatBusinessDate(filter.date)} di luar rentang edit (hari ini dan 2 hari sebelumnya):
          data hanya bisa dilihat.
        </Notice>
      )}
      {/* Selection, drafts and refusals belong to one page of one search: another page starts afresh. */}
      <BoPage
        key={`${found.searchKey}|${found.page}`}
        list={list}
        columnsOf={columnsOf}
        view={view}
        onViewChange={setView}
        filter={filter}
        editorId={editorId}
        rows={found.rows}
        firstNumber={found.firstNumber}
        isLoading={found.isLoading}
        error={found.error}
        canEdit={canEdit}
        notice={notice}
        onNotice={show}
        searchBar={<ReviewSearchBar {...found.searchBoxes} textHint="Username / Fullname / Nominal" />}
      />
      {/* Outside the page above (keyed by page): the pressed pager button keeps the focus (decision 036). */}
      <PagingFooter paging={found.paging} />
    </div>
  );
}
