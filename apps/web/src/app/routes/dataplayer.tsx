import { PageHeader } from '../../components/ui/page-header';
import { DataPlayerScreen } from '../../features/dataplayer/components/data-player-screen';
import { useWebsiteOptions } from '../../lib/website-options';
import { useSignedInUser } from '../../lib/auth';

export default function DataPlayerPage() {
  const me = useSignedInUser();
  const isAdmin = me.account_role === 'ADMIN';
  // Only an ADMIN chooses; everyone else reads their own website.
  const websites = useWebsiteOptions(isAdmin);
  return (
    <>
      <PageHeader title="Data Player" />
      <DataPlayerScreen isAdmin={isAdmin} websites={websites.data ?? []} ownWebsiteCode={me.website_code} />
    </>
  );
}
