import { PageHeader } from '../../components/ui/page-header';
import { DashboardScreen } from '../../features/dashboard/components/dashboard-screen';
import { useSignedInUser } from '../../lib/auth';

export default function HomePage() {
  const me = useSignedInUser();
  return (
    <>
      <PageHeader title="Dashboard" />
      <DashboardScreen me={me} />
    </>
  );
}
