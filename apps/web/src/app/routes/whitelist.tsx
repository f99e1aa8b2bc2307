import { useQuery } from '@tanstack/react-query';
import { Card } from '../../components/ui/card';
import { NoticeSlot, useNotice } from '../../components/ui/notice';
import { PageHeader } from '../../components/ui/page-header';
import { ipCheckQuery } from '../../features/whitelist/api/check-ip';
import { AddWhitelistDialog } from '../../features/whitelist/components/add-whitelist-dialog';
import { WhitelistTable } from '../../features/whitelist/components/whitelist-table';
import { useSignedInUser } from '../../lib/auth';

export default function WhitelistPage() {
  const me = useSignedInUser();
  const canManage = me.account_role === 'ADMIN';
  // The gate's answer is cached: it names the address this browser comes from, which cannot be removed here.
  const ownIp = useQuery(ipCheckQuery).data?.ip;
  const { notice, show } = useNotice();
  return (
    <>
      <PageHeader title="Whitelist" />
      <NoticeSlot notice={notice} className="mb-4" />
      <Card title="List Whitelist" actions={<AddWhitelistDialog canManage={canManage} onResult={show} />}>
        {ownIp && (
          <p className="text-theme-sm text-gray-600 dark:text-gray-400">
            Your IP: <span className="font-medium text-gray-800 dark:text-white/90">{ownIp}</span>
          </p>
        )}
        <WhitelistTable canManage={canManage} onResult={show} />
      </Card>
    </>
  );
}
