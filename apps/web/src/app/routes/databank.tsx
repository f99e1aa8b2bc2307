import { useSearchParams } from 'react-router';
import { NoticeSlot, useNotice } from '../../components/ui/notice';
import { PageHeader } from '../../components/ui/page-header';
import { Tabs } from '../../components/ui/tabs';
import { DatabankCard } from '../../features/databank/components/databank-card';
import { LearnedNamesCard } from '../../features/learned-names/components/learned-names-card';
import { useSignedInUser } from '../../lib/auth';

/** The ADMIN's tabs; `?tab=nama-dipelajari` opens the second, so a reload or a link keeps it. */
const TABS = ['akun-bank', 'nama-dipelajari'] as const;
type DatabankTab = (typeof TABS)[number];
const isTab = (value: string | null): value is DatabankTab =>
  value !== null && (TABS as readonly string[]).includes(value);

export default function DatabankPage() {
  const me = useSignedInUser();
  const [params, setParams] = useSearchParams();
  const { notice, show } = useNotice();
  const accounts = <DatabankCard me={me} onResult={show} />;
  const requested = params.get('tab');
  const tab: DatabankTab = isTab(requested) ? requested : 'akun-bank';

  return (
    <>
      <PageHeader title="Data Bank" />
      <NoticeSlot notice={notice} className="mb-4" />
      {/* Learned names are ADMIN's alone (decision 038): anyone else sees the bank accounts as before. */}
      {me.account_role === 'ADMIN' ? (
        <Tabs
          label="Data Bank"
          value={tab}
          onValueChange={(next) => setParams(next === 'akun-bank' ? {} : { tab: next }, { replace: true })}
          items={[
            { value: 'akun-bank', label: 'Akun Bank', content: accounts },
            {
              value: 'nama-dipelajari',
              label: 'Nama Dipelajari',
              content: <LearnedNamesCard onResult={show} />,
            },
          ]}
        />
      ) : (
        accounts
      )}
    </>
  );
}
