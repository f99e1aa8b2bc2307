import { Card } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { ConvertForm } from '../../features/convert/components/convert-form';

export default function ConvertMutasiPage() {
  return (
    <>
      <PageHeader title="Convert Mutasi" />
      <Card title="Convert Excel ke CSV">
        <ConvertForm />
      </Card>
    </>
  );
}
