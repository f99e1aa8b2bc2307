import { useState } from 'react';
import { Card } from '../../components/ui/card';
import { NoticeSlot, useNotice } from '../../components/ui/notice';
import { PageHeader } from '../../components/ui/page-header';
import { WebsiteOptions, WebsiteSelect } from '../../components/ui/website-select';
import { UploadHistoryTable } from '../../features/upload-history/components/upload-history-table';
import { useWebsiteOptions } from '../../lib/website-options';
import { useSignedInUser } from '../../lib/auth';

/** Riwayat Upload (decision 056): ADMIN picks a website, a CHECKER sees its own. */
export default function UploadHistoryPage() {
  const me = useSignedInUser();
  const isAdmin = me.account_role === 'ADMIN';
  const websites = useWebsiteOptions(isAdmin);
  const [picked, setPicked] = useState('');
  const { notice, show } = useNotice();
  const options = websites.data ?? [];
  const websiteCode = isAdmin ? picked || options[0]?.website_code || '' : (me.website_code ?? '');

  return (
    <>
      <PageHeader title="Riwayat Upload" />
      <NoticeSlot notice={notice} />
      <Card title="Riwayat Upload">
        <p className="max-w-3xl text-theme-sm text-gray-600 dark:text-gray-400">
          Setiap upload website ini: siapa, kapan, file apa, dan hasilnya. Satu upload dapat dibatalkan dalam
          24 jam: barisnya dihapus, pasangannya dibatalkan, dan data yang tersisa dicocokkan ulang.
        </p>
        <WebsiteSelect value={websiteCode} disabled={!isAdmin} onChange={setPicked}>
          {isAdmin ? (
            <WebsiteOptions websites={options} />
          ) : (
            <option value={websiteCode}>{websiteCode}</option>
          )}
        </WebsiteSelect>
        <UploadHistoryTable key={websiteCode} websiteCode={websiteCode} onResult={show} />
      </Card>
    </>
  );
}
