import { Card } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { TemplateDownloads } from '../../features/templates/components/template-downloads';

export default function TemplatePage() {
  return (
    <>
      <PageHeader title="Template" />
      <Card title="Download Template CSV">
        <TemplateDownloads />
      </Card>
    </>
  );
}
