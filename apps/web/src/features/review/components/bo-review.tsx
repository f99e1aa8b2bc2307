import { Card } from '../../../components/ui/card';
import { NoticeSlot } from '../../../components/ui/notice';
import { BO_DEPOSIT, BO_WITHDRAW } from '../api/review-lists';
import { filterKey, useReviewScreen } from '../hooks/use-review-screen';
import { DEPOSIT_VIEW, WITHDRAW_VIEW, depositColumns, withdrawColumns } from './bo-columns';
import { BoResults } from './bo-results';
import { ReviewFilterBar } from './review-filter-bar';
import type { ReviewScreenProps } from './review-screen-props';
import { SearchFirst } from './search-first';

const LISTS = { deposit: BO_DEPOSIT, withdraw: BO_WITHDRAW };
const SIDE_LABELS = { deposit: BO_DEPOSIT.label, withdraw: BO_WITHDRAW.label };

/** View BO (spec section 2): the filters, then the BO rows to approve, correct, pair or delete. */
export function BoReview({ initial, searchAtOnce, websites, websiteFixed, editorId }: ReviewScreenProps) {
  const screen = useReviewScreen(initial, searchAtOnce);
  const { applied } = screen;
  return (
    <Card title="View BO">
      <ReviewFilterBar
        sideLabels={SIDE_LABELS}
        draft={screen.draft}
        onChange={screen.change}
        websites={websites}
        websiteFixed={websiteFixed}
        onSearch={screen.search}
        onExport={(format) => screen.exportAs(LISTS, format)}
        exporting={screen.exporting}
      />
      <NoticeSlot notice={screen.notice} />
      {!applied ? (
        <SearchFirst />
      ) : applied.side === 'deposit' ? (
        <BoResults
          key={filterKey(applied)}
          list={BO_DEPOSIT}
          columnsOf={depositColumns}
          defaultView={DEPOSIT_VIEW}
          filter={applied}
          editorId={editorId}
        />
      ) : (
        <BoResults
          key={filterKey(applied)}
          list={BO_WITHDRAW}
          columnsOf={withdrawColumns}
          defaultView={WITHDRAW_VIEW}
          filter={applied}
          editorId={editorId}
        />
      )}
    </Card>
  );
}
