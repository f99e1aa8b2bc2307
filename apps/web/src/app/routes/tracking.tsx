import { useId, useState } from 'react';
import { Card } from '../../components/ui/card';
import { Input, Label } from '../../components/ui/input';
import { PageHeader } from '../../components/ui/page-header';
import { Select } from '../../components/ui/select';
import { TrackingTable } from '../../features/tracking/components/tracking-table';
import { useWebsiteOptions } from '../../lib/website-options';
import { useSignedInUser } from '../../lib/auth';

/** An ADMIN may read every website's trail at once. */
const ALL = 'all';

export default function TrackingPage() {
  const id = useId();
  const me = useSignedInUser();
  const isAdmin = me.account_role === 'ADMIN';
  const websites = useWebsiteOptions(isAdmin);
  const [picked, setPicked] = useState(ALL);
  const websiteCode = isAdmin ? picked : (me.website_code ?? '');

  return (
    <>
      <PageHeader title="Tracking" />
      <Card title="Activity Log">
        <TrackingTable
          websiteCode={websiteCode}
          websiteField={
            <>
              <Label htmlFor={`${id}-website`}>Website</Label>
              {isAdmin ? (
                <Select
                  id={`${id}-website`}
                  value={picked}
                  onChange={(event) => setPicked(event.target.value)}
                >
                  <option value={ALL}>All websites</option>
                  {(websites.data ?? []).map((website) => (
                    <option key={website.website_id} value={website.website_code}>
                      {website.website_name} ({website.website_code})
                    </option>
                  ))}
                </Select>
              ) : (
                <Input id={`${id}-website`} value={websiteCode || '-'} readOnly aria-readonly="true" />
              )}
            </>
          }
        />
      </Card>
    </>
  );
}
