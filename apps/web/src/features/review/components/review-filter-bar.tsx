import { Download, Search } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { DateInput } from '../../../components/ui/date-input';
import { Label } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { RiskSignalSelect } from '../../../widgets/risk-signals/components/risk-signal-select';
import type { ExportFormat } from '../api/export-review';
import { REVIEW_SIDES, STATUS_OPTIONS, type ReviewFilterDraft, type ReviewSide } from '../lib/review-filter';

/** A website the filter offers: its code, and its name when it has one. */
export interface WebsiteChoice {
  code: string;
  name: string | null;
}

export const websiteLabel = ({ code, name }: WebsiteChoice) => (name ? `${code} — ${name}` : code);

export interface ReviewFilterBarProps {
  /** The View Type labels (`BO Deposit` / `BO Withdraw`, `Mutasi Deposit` / `Mutasi Withdraw`). */
  sideLabels: Record<ReviewSide, string>;
  draft: ReviewFilterDraft;
  onChange: (draft: ReviewFilterDraft) => void;
  websites: WebsiteChoice[];
  /** A CHECKER reviews its own website only: the choice is shown, preselected, and fixed. */
  websiteFixed: boolean;
  onSearch: () => void;
  onExport: (format: ExportFormat) => void;
  /** The export under way, if any. */
  exporting: ExportFormat | null;
}

/**
 * View Type, Website, Status Type and Date, then Search, Export CSV and Export Excel (spec section 2); and
 * "Sinyal risiko" (decision 044).
 */
export function ReviewFilterBar({
  sideLabels,
  draft,
  onChange,
  websites,
  websiteFixed,
  onSearch,
  onExport,
  exporting,
}: ReviewFilterBarProps) {
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <form
      aria-label="Filter"
      onSubmit={submit}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-5 2xl:grid-cols-[repeat(5,minmax(0,1fr))_auto]"
    >
      <div>
        <Label htmlFor={`${id}-type`}>View Type</Label>
        <Select
          id={`${id}-type`}
          value={draft.side}
          onChange={(event) => onChange({ ...draft, side: event.target.value as ReviewSide })}
        >
          {REVIEW_SIDES.map((side) => (
            <option key={side} value={side}>
              {sideLabels[side]}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor={`${id}-website`}>Website</Label>
        <Select
          id={`${id}-website`}
          value={draft.website}
          disabled={websiteFixed}
          onChange={(event) => onChange({ ...draft, website: event.target.value })}
        >
          {!websiteFixed && <option value="">-- Pilih Website --</option>}
          {websites.map((website) => (
            <option key={website.code} value={website.code}>
              {websiteLabel(website)}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor={`${id}-status`}>Status Type</Label>
        <Select
          id={`${id}-status`}
          value={draft.status}
          onChange={(event) =>
            onChange({ ...draft, status: event.target.value as ReviewFilterDraft['status'] })
          }
        >
          <option value="">-- Pilih Status --</option>
          {STATUS_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor={`${id}-date`}>Date</Label>
        <DateInput id={`${id}-date`} value={draft.date} onChange={(date) => onChange({ ...draft, date })} />
      </div>
      <RiskSignalSelect
        id={`${id}-signal`}
        value={draft.signal ?? ''}
        onChange={(signal) => onChange({ ...draft, signal })}
      />
      <div className="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-5 2xl:col-span-1">
        <Button type="submit">
          <Search aria-hidden="true" className="size-4" />
          Search
        </Button>
        {/* aria-disabled while a file is on its way: a disabled button would drop the focus to the page body. */}
        <Button
          variant="outline"
          aria-disabled={exporting !== null || undefined}
          aria-busy={exporting === 'csv'}
          onClick={() => exporting === null && onExport('csv')}
        >
          <Download aria-hidden="true" className="size-4" />
          Export CSV
        </Button>
        <Button
          variant="outline"
          aria-disabled={exporting !== null || undefined}
          aria-busy={exporting === 'excel'}
          onClick={() => exporting === null && onExport('excel')}
        >
          <Download aria-hidden="true" className="size-4" />
          Export Excel
        </Button>
      </div>
    </form>
  );
}
