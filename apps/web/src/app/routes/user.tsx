import { Card } from '../../components/ui/card';
import { NoticeSlot, useNotice } from '../../components/ui/notice';
import { PageHeader } from '../../components/ui/page-header';
import { AddUserDialog } from '../../features/users/components/add-user-dialog';
import { UserTable } from '../../features/users/components/user-table';
import { useWebsiteOptions } from '../../lib/website-options';
import { useSignedInUser } from '../../lib/auth';

export default function UserPage() {
  const me = useSignedInUser();
  const isAdmin = me.account_role === 'ADMIN';
  const websites = useWebsiteOptions(isAdmin);
  const { notice, show } = useNotice();
  return (
    <>
      <PageHeader title="User" />
      <NoticeSlot notice={notice} className="mb-4" />
      <Card
        title="List User"
        actions={
          isAdmin && (
            <AddUserDialog websites={websites.data ?? []} creatorId={me.account_id} onResult={show} />
          )
        }
      >
        <UserTable me={me} onResult={show} />
      </Card>
    </>
  );
}
