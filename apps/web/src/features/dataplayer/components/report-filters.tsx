import { Search } from 'lucide-react';
import { useId, type FormEvent, type ReactNode } from 'react';
import type { WebsiteOption } from '@rekon/contracts';
import { Button } from '../../../components/ui/button';
import { DateInput } from '../../../components/ui/date-input';
import { Label } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { WebsiteOptions } from '../../../components/ui/website-select';
import { ALL_WEBSITES, MODE_LABELS, type ReportFilter, type ReportMode } from '../lib/report-filter';

export interface ReportFiltersProps {
  value: ReportFilter;
  onChange: (value: ReportFilter) => void;
  onSearch: () => void;
  /** ADMIN picks any website or all of them; anyone else is fixed to `ownWebsiteCode`. */
  isAdmin: boolean;
  websites: WebsiteOption[];
  ownWebsiteCode: string | null;
  /** The date error to show under End Date ("End Date tidak boleh lebih kecil dari Start Date."). */
  dateError: string | null;
  /** Buttons after Search (Game Site's exports). */
  actions?: ReactNode;
}

/** Mode, Website or Game Site, Start Date, End Date and Search: nothing loads until Search. */
export function ReportFilters({
  value,
  onChange,
  onSearch,
  isAdmin,
  websites,
  ownWebsiteCode,
  dateError,
  actions,
}: ReportFiltersProps) {
  const id = useId();
  const set = (change: Partial<ReportFilter>) => onChange({ ...value, ...change });
  const websiteLabel = value.mode === 'gamesite' ? 'Game Site' : 'Website';
  const canSearch = value.website !== '' && value.start !== '' && value.end !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSearch) onSearch();
  };

  return (
    // noValidate: the spec's own message explains a bad range, not the browser's bubble.
    <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-4" aria-label="Filter">
      <div className="w-full sm:w-44">
        <Label htmlFor={`${id}-mode`}>Mode</Label>
        <Select
          id={`${id}-mode`}
          value={value.mode}
          onChange={(event) => set({ mode: event.target.value as ReportMode })}
        >
          {(Object.keys(MODE_LABELS) as ReportMode[]).map((mode) => (
            <option key={mode} value={mode}>
              {MODE_LABELS[mode]}
            </option>
          ))}
        </Select>
      </div>
      <div className="w-full sm:w-64">
        <Label htmlFor={`${id}-website`}>{websiteLabel}</Label>
        <Select
          id={`${id}-website`}
          value={value.website}
          disabled={!isAdmin}
          onChange={(event) => set({ website: event.target.value })}
        >
          {isAdmin ? (
            <>
              <option value={ALL_WEBSITES}>All websites</option>
              <WebsiteOptions websites={websites} />
            </>
          ) : (
            <option value={ownWebsiteCode ?? ''}>{ownWebsiteCode ?? '-- No Website --'}</option>
          )}
        </Select>
      </div>
      <div className="w-[calc(50%-0.5rem)] sm:w-44">
        <Label htmlFor={`${id}-start`}>Start Date</Label>
        <DateInput id={`${id}-start`} required value={value.start} onChange={(start) => set({ start })} />
      </div>
      <div className="w-[calc(50%-0.5rem)] sm:w-44">
        <Label htmlFor={`${id}-end`}>End Date</Label>
        <DateInput
          id={`${id}-end`}
          required
          value={value.end}
          aria-invalid={dateError ? true : undefined}
          aria-describedby={dateError ? `${id}-date-error` : undefined}
          onChange={(end) => set({ end })}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={!canSearch}>
          <Search aria-hidden="true" className="size-4" />
          Search
        </Button>
        {actions}
      </div>
      {dateError && (
        <p id={`${id}-date-error`} role="alert" className="w-full text-sm text-error-700 dark:text-error-400">
          {dateError}
        </p>
      )}
    </form>
  );
}
