import { useSearchParams } from 'react-router';
import { useSignedInUser } from '../../../lib/auth';
import { useWebsiteOptions } from '../../../lib/website-options';
import { startingFilter } from '../lib/review-filter';
import { reviewWebsites } from '../lib/review-websites';

/**
 * What View BO and View Mutasi start from: the link's filters (the dashboard's), the websites the user may review
 * and who edits. `key` is the link's query: a link with other filters starts the screen again from them.
 */
export function useReviewStart() {
  const [params] = useSearchParams();
  const me = useSignedInUser();
  const options = useWebsiteOptions(me.account_role === 'ADMIN');
  const { websites, fixedWebsite } = reviewWebsites(me, options.data);
  return {
    key: params.toString(),
    screen: {
      ...startingFilter(params, fixedWebsite),
      websites,
      websiteFixed: fixedWebsite !== null,
      editorId: me.account_id,
    },
  };
}
