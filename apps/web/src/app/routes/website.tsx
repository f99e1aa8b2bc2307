import { Card } from '../../components/ui/card';
import { NoticeSlot, useNotice } from '../../components/ui/notice';
import { PageHeader } from '../../components/ui/page-header';
import { AddWebsiteDialog } from '../../features/websites/components/add-website-dialog';
import { WebsiteTable } from '../../features/websites/components/website-table';
import { useSignedInUser } from '../../lib/auth';

export default function WebsitePage() {
  const me = useSignedInUser();
  const canManage = me.account_role === 'ADMIN';
  // The spec's blue notice, gone after 4 seconds.
  const { notice, show } = useNotice();
  return (
    <>
      <PageHeader title="Website" />
      <NoticeSlot notice={notice} className="mb-4" />
      <Card title="List Website" actions={<AddWebsiteDialog canManage={canManage} onResult={show} />}>
        <WebsiteTable canManage={canManage} onResult={show} />
      </Card>
    </>
  );
}
