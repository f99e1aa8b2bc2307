import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { BoReview } from '../../features/review/components/bo-review';
import { startingFilter } from '../../features/review/lib/review-filter';
import { reviewWebsites } from '../../features/review/lib/review-websites';
import { useWebsiteOptions } from '../../lib/website-options';
import { useSignedInUser } from '../../lib/auth';

export default function ViewBoPage() {
  const [params] = useSearchParams();
  const me = useSignedInUser();
  const options = useWebsiteOptions(me.account_role === 'ADMIN');
  const { websites, fixedWebsite } = reviewWebsites(me, options.data);
  return (
    <>
      <PageHeader title="View BO" />
      {/* A link with other filters (the dashboard's) starts the screen again from them. */}
      <BoReview
        key={params.toString()}
        {...startingFilter(params, fixedWebsite)}
        websites={websites}
        websiteFixed={fixedWebsite !== null}
        editorId={me.account_id}
      />
    </>
  );
}
