import { NoticeSlot, useNotice } from '../../components/ui/notice';
import { PageHeader } from '../../components/ui/page-header';
import { FeedsCard } from '../../features/feeds/components/feeds-card';
import { useSignedInUser } from '../../lib/auth';

/** The Feed screen beside Data Bank (docs/design/feeds.md "Screens"): ADMIN manages, CHECKER reads. */
export default function FeedPage() {
  const me = useSignedInUser();
  const { notice, show } = useNotice();
  return (
    <>
      <PageHeader title="Feed" />
      <NoticeSlot notice={notice} className="mb-4" />
      <FeedsCard canManage={me.account_role === 'ADMIN'} onResult={show} />
    </>
  );
}
