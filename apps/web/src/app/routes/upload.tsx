import { PageHeader } from '../../components/ui/page-header';
import { UploadPanel } from '../../features/upload/components/upload-panel';
import { useWebsiteOptions } from '../../lib/website-options';
import { messageOf } from '../../lib/api-client';
import { useSignedInUser } from '../../lib/auth';

export default function UploadPage() {
  const me = useSignedInUser();
  // An ADMIN gets every website, anyone else their own (the server decides).
  const websites = useWebsiteOptions();
  return (
    <>
      <PageHeader title="BO dan Bank Settlement Upload" crumb="Upload" />
      <UploadPanel
        accountId={me.account_id}
        websites={{
          rows: websites.data ?? [],
          isLoading: websites.isPending,
          error: websites.isError ? messageOf(websites.error) : null,
        }}
      />
    </>
  );
}
