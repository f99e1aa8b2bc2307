import { MUTASI_DEPOSIT, MUTASI_WITHDRAW } from '../api/review-lists';
import { MUTASI_VIEW, mutasiDepositColumns, mutasiWithdrawColumns } from './mutasi-columns';
import { MutasiResults } from './mutasi-results';
import { ReviewScreen } from './review-screen';
import type { ReviewScreenProps } from './review-screen-props';

const LISTS = { deposit: MUTASI_DEPOSIT, withdraw: MUTASI_WITHDRAW };

/** View Mutasi (spec section 2): the statement rows of a website and date, read-only. */
export function MutasiReview({ editorId, ...screen }: ReviewScreenProps) {
  return (
    <ReviewScreen
      {...screen}
      title="View Mutasi"
      lists={LISTS}
      results={(filter) =>
        filter.side === 'deposit' ? (
          <MutasiResults
            list={MUTASI_DEPOSIT}
            columnsOf={mutasiDepositColumns}
            defaultView={MUTASI_VIEW}
            filter={filter}
            viewerId={editorId}
          />
        ) : (
          <MutasiResults
            list={MUTASI_WITHDRAW}
            columnsOf={mutasiWithdrawColumns}
            defaultView={MUTASI_VIEW}
            filter={filter}
            viewerId={editorId}
          />
        )
      }
    />
  );
}
