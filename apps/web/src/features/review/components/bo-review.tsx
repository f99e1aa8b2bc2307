import { BO_DEPOSIT, BO_WITHDRAW } from '../api/review-lists';
import { DEPOSIT_VIEW, WITHDRAW_VIEW, depositColumns, withdrawColumns } from './bo-columns';
import { BoResults } from './bo-results';
import { ReviewScreen } from './review-screen';
import type { ReviewScreenProps } from './review-screen-props';

const LISTS = { deposit: BO_DEPOSIT, withdraw: BO_WITHDRAW };

/** View BO (spec section 2): the filters, then the BO rows to approve, correct, pair or delete. */
export function BoReview({ editorId, ...screen }: ReviewScreenProps) {
  return (
    <ReviewScreen
      {...screen}
      title="View BO"
      lists={LISTS}
      results={(filter) =>
        filter.side === 'deposit' ? (
          <BoResults
            list={BO_DEPOSIT}
            columnsOf={depositColumns}
            defaultView={DEPOSIT_VIEW}
            filter={filter}
            editorId={editorId}
          />
        ) : (
          <BoResults
            list={BO_WITHDRAW}
            columnsOf={withdrawColumns}
            defaultView={WITHDRAW_VIEW}
            filter={filter}
            editorId={editorId}
          />
        )
      }
    />
  );
}
