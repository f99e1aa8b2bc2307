import { useState } from 'react';
import { Card } from '../../../components/ui/card';
import type { NoticeTone } from '../../../components/ui/notice';
import { WebsiteOptions, WebsiteSelect } from '../../../components/ui/website-select';
import { useWebsiteOptions } from '../../../lib/website-options';
import { ALL_WEBSITES } from '../api/get-learned-names';
import { LearnedNamesTable } from './learned-names-table';

/**
 * "Nama Dipelajari" (reconcile.md "Learned names"): the statement names checkers taught Rekon by approving a
 * BO row with a counterpart whose name differs, per website; an ADMIN reviews them and removes a wrong one.
 */
export function LearnedNamesCard({ onResult }: { onResult: (tone: NoticeTone, text: string) => void }) {
  const websites = useWebsiteOptions();
  const [websiteCode, setWebsiteCode] = useState(ALL_WEBSITES);
  return (
    <Card title="Nama Dipelajari">
      <p className="max-w-3xl text-theme-sm text-gray-600 dark:text-gray-400">
        Nama di mutasi yang diajarkan checker saat meng-approve BO dengan mutasi yang namanya berbeda (skor
        nama di bawah 85%). Rekon memakainya untuk mencocokkan rekening pemain yang sama di website yang sama.
        Menghapus nama tidak mengubah pasangan yang sudah ada.
      </p>
      <WebsiteSelect value={websiteCode} onChange={setWebsiteCode}>
        <option value={ALL_WEBSITES}>Semua website</option>
        <WebsiteOptions websites={websites.data ?? []} />
      </WebsiteSelect>
      {/* Another website starts again at page 1. */}
      <LearnedNamesTable key={websiteCode} websiteCode={websiteCode} onResult={onResult} />
    </Card>
  );
}
