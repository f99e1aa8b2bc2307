import { jakartaDate } from '@rekon/contracts';
import { useState } from 'react';
import { Card } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { DeleteForm } from '../../features/delete/components/delete-form';
import { useWebsiteOptions } from '../../features/websites/api/get-website-options';

export default function DeletePage() {
  const websites = useWebsiteOptions();
  const [today] = useState(() => jakartaDate(new Date()));
  const options = (websites.data ?? []).map((website) => ({
    code: website.website_code,
    name: website.website_name,
  }));
  return (
    <>
      <PageHeader title="Delete" />
      <Card title="Delete BO / Mutasi (≤ 24 jam)">
        <DeleteForm websites={options} today={today} />
      </Card>
    </>
  );
}
