import { useId, useState } from 'react';
import { Card } from '../../../components/ui/card';
import { Label } from '../../../components/ui/input';
import type { NoticeTone } from '../../../components/ui/notice';
import { Select } from '../../../components/ui/select';
import { useWebsiteOptions } from '../../../lib/website-options';
import { ALL_WEBSITES } from '../api/get-learned-names';
import { LearnedNamesTable } from './learned-names-table';

/**
 * "Nama Dipelajari" (reconcile.md "Learned names"): the statement names checkers taught Rekon by approving a
 * BO row with a counterpart whose name differs, per website; an ADMIN reviews them and removes a wrong one.
 */
export function LearnedNamesCard({ onResult }: { onResult: (tone: NoticeTone, text: string) => void }) {
  const id = useId();
  const websites = useWebsiteOptions();
  const [websiteCode, setWebsiteCode] = useState(ALL_WEBSITES);
  return (
    <Card title="Nama Dipelajari">
      <p className="max-w-3xl text-theme-sm text-gray-600 dark:text-gray-400">
        Nama di mutasi yang diajarkan checker saat meng-approve BO dengan mutasi yang namanya berbeda (skor
        nama di bawah 85%). Rekon memakainya untuk mencocokkan rekening pemain yang sama di website yang sama.
        Menghapus nama tidak mengubah pasangan yang sudah ada.
      </p>
      <div className="max-w-xs">
        <Label htmlFor={`${id}-website`}>Website</Label>
        <Select
          id={`${id}-website`}
          value={websiteCode}
          onChange={(event) => setWebsiteCode(event.target.value)}
        >
          <option value={ALL_WEBSITES}>Semua website</option>
          {(websites.data ?? []).map((website) => (
            <option key={website.website_id} value={website.website_code}>
              {website.website_code} - {website.website_name}
            </option>
          ))}
        </Select>
      </div>
      {/* Another website starts again at page 1. */}
      <LearnedNamesTable key={websiteCode} websiteCode={websiteCode} onResult={onResult} />
    </Card>
  );
}
