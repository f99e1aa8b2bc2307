import { Eye } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { REPLAY_MAX_DAYS } from '@rekon/contracts';
import { Button } from '../../../components/ui/button';
import { DateInput } from '../../../components/ui/date-input';
import { Label } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import type { ReplayRange } from '../api/rule-replay';
import { daysBetween } from '../lib/replay-format';

export interface ReplayWebsite {
  code: string;
  name: string;
}

export interface ReplayFormProps {
  websites: ReplayWebsite[];
  websitesLoading: boolean;
  value: ReplayRange;
  onChange: (value: ReplayRange) => void;
  onPreview: () => void;
  busy: boolean;
}

/** Website and date range of a replay, and "Pratinjau". The range is checked here for comfort; the server decides. */
export function ReplayForm({ websites, websitesLoading, value, onChange, onPreview, busy }: ReplayFormProps) {
  const id = useId();
  const days = daysBetween(value.from, value.to);
  const problem =
    value.from !== '' && value.to !== '' && days === 0
      ? 'Tanggal akhir tidak boleh sebelum tanggal awal.'
      : days > REPLAY_MAX_DAYS
        ? `Rentang maksimal ${REPLAY_MAX_DAYS} hari (dipilih ${days} hari).`
        : null;
  const complete = value.website !== '' && days > 0 && problem === null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete && !busy) onPreview();
  };

  return (
    <form onSubmit={submit} aria-label="Ulang aturan" className="space-y-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <div>
          <Label htmlFor={`${id}-website`}>Website</Label>
          <Select
            id={`${id}-website`}
            required
            value={value.website}
            disabled={websitesLoading}
            onChange={(event) => onChange({ ...value, website: event.target.value })}
          >
            {websites.length === 0 && (
              <option value="">{websitesLoading ? 'Memuat website...' : '-- Tidak ada website --'}</option>
            )}
            {websites.map((website) => (
              <option key={website.code} value={website.code}>
                {website.code} - {website.name}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor={`${id}-from`}>Dari tanggal</Label>
          <DateInput
            id={`${id}-from`}
            required
            value={value.from}
            onChange={(from) => onChange({ ...value, from })}
          />
        </div>
        <div>
          <Label htmlFor={`${id}-to`}>Sampai tanggal</Label>
          <DateInput
            id={`${id}-to`}
            required
            value={value.to}
            aria-describedby={`${id}-range`}
            onChange={(to) => onChange({ ...value, to })}
          />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={!complete || busy} aria-busy={busy}>
          <Eye aria-hidden="true" className="size-4" />
          {busy ? 'Menghitung...' : 'Pratinjau'}
        </Button>
        <p
          id={`${id}-range`}
          className={
            problem
              ? 'text-sm text-error-700 dark:text-error-400'
              : 'text-sm text-gray-500 dark:text-gray-400'
          }
        >
          {problem ?? `Maksimal ${REPLAY_MAX_DAYS} hari. Pratinjau tidak mengubah data apa pun.`}
        </p>
      </div>
    </form>
  );
}
