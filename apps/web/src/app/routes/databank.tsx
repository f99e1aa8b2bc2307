import { useId, useState } from 'react';
import { Card } from '../../components/ui/card';
import { Label } from '../../components/ui/input';
import { NoticeSlot, useNotice } from '../../components/ui/notice';
import { PageHeader } from '../../components/ui/page-header';
import { Select } from '../../components/ui/select';
import { AddDatabankDialog } from '../../features/databank/components/add-databank-dialog';
import { DatabankTable } from '../../features/databank/components/databank-table';
import { useWebsiteOptions } from '../../features/websites/api/get-website-options';
import { useSignedInUser } from '../../lib/auth';

export default function DatabankPage() {
  const id = useId();
  const me = useSignedInUser();
  const isAdmin = me.account_role === 'ADMIN';
  const websites = useWebsiteOptions();
  const { notice, show } = useNotice();
  // ADMIN picks the website (the first one until then); anyone else is fixed to their own.
  const [picked, setPicked] = useState<string | null>(null);
  const options = websites.data ?? [];
  const websiteCode = isAdmin ? (picked ?? options[0]?.website_code ?? '') : (me.website_code ?? '');

  return (
    <>
      <PageHeader title="Data Bank" />
      <NoticeSlot notice={notice} className="mb-4" />
      <Card
        title="Table Data Bank"
        actions={
          <AddDatabankDialog
            key={websiteCode}
            isAdmin={isAdmin}
            websites={options}
            ownWebsiteCode={me.website_code}
            defaultWebsite={websiteCode}
            creatorId={me.account_id}
            onResult={show}
          />
        }
      >
        <div className="max-w-xs">
          <Label htmlFor={`${id}-website`}>Website</Label>
          <Select
            id={`${id}-website`}
            value={websiteCode}
            disabled={!isAdmin}
            onChange={(event) => setPicked(event.target.value)}
          >
            {isAdmin ? (
              options.length === 0 ? (
                <option value="">-- No Website --</option>
              ) : (
                options.map((website) => (
                  <option key={website.website_id} value={website.website_code}>
                    {website.website_code} - {website.website_name}
                  </option>
                ))
              )
            ) : (
              <option value={websiteCode}>{websiteCode || '-- No Website --'}</option>
            )}
          </Select>
        </div>
        {/* Another website starts again at page 1 (spec section 4). */}
        <DatabankTable key={websiteCode} websiteCode={websiteCode} canManage={isAdmin} />
      </Card>
    </>
  );
}
