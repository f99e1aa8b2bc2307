import { useState } from 'react';
import { Card } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { DeleteForm } from '../../features/delete/components/delete-form';
import { useDeleteWebsiteOptions } from '../../lib/website-options';
import { useSignedInUser } from '../../lib/auth';
import { todayInJakarta } from '../../lib/format';

export default function DeletePage() {
  const me = useSignedInUser();
  const websites = useDeleteWebsiteOptions();
  const [today] = useState(todayInJakarta);
  // Every website may be picked (spec section 6); a CHECKER's own comes first, so it is the one preselected.
  const own = (websites.data ?? []).filter((website) => website.website_id === me.account_website);
  const others = (websites.data ?? []).filter((website) => website.website_id !== me.account_website);
  const options = [...own, ...others].map((website) => ({
    code: website.website_code,
    name: website.website_name,
  }));
  return (
    <>
      <PageHeader title="Delete" />
      <Card title="Delete BO / Mutasi (≤ 24 jam)">
        <DeleteForm websites={options} loading={websites.isPending} today={today} />
      </Card>
    </>
  );
}
