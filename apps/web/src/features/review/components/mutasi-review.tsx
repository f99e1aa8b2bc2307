import { Card } from '../../../components/ui/card';
import { NoticeSlot } from '../../../components/ui/notice';
import { MUTASI_DEPOSIT, MUTASI_WITHDRAW } from '../api/review-lists';
import { filterKey, useReviewScreen } from '../hooks/use-review-screen';
import { MUTASI_VIEW, mutasiDepositColumns, mutasiWithdrawColumns } from './mutasi-columns';
import { MutasiResults } from './mutasi-results';
import { ReviewFilterBar } from './review-filter-bar';
import type { ReviewScreenProps } from './review-screen-props';
import { SearchFirst } from './search-first';

const LISTS = { deposit: MUTASI_DEPOSIT, withdraw: MUTASI_WITHDRAW };
const SIDE_LABELS = { deposit: MUTASI_DEPOSIT.label, withdraw: MUTASI_WITHDRAW.label };

/** View Mutasi (spec section 2): the statement rows of a website and date, read-only. */
export function MutasiReview({ initial, searchAtOnce, websites, websiteFixed, editorId }: ReviewScreenProps) {
  const screen = useReviewScreen(initial, searchAtOnce);
  const { applied } = screen;
  return (
    <Card title="View Mutasi">
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
        <MutasiResults
          key={filterKey(applied)}
          list={MUTASI_DEPOSIT}
          columnsOf={mutasiDepositColumns}
          defaultView={MUTASI_VIEW}
          filter={applied}
          viewerId={editorId}
        />
      ) : (
        <MutasiResults
          key={filterKey(applied)}
          list={MUTASI_WITHDRAW}
          columnsOf={mutasiWithdrawColumns}
          defaultView={MUTASI_VIEW}
          filter={applied}
          viewerId={editorId}
        />
      )}
    </Card>
  );
}
