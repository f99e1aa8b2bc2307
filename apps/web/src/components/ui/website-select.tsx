import { useId, type ReactNode } from 'react';
import type { WebsiteOption } from '@rekon/contracts';
import { Label } from './input';
import { Select } from './select';

export interface WebsiteSelectProps {
  value: string;
  onChange: (websiteCode: string) => void;
  /** Fixed to one website (anyone but an ADMIN): shown, not chosen. */
  disabled?: boolean;
  /** The options: WebsiteOptions, with what else the screen offers (all websites, none). */
  children: ReactNode;
}

/** A card's "Website" chooser: which website the rows below it belong to. */
export function WebsiteSelect({ value, onChange, disabled, children }: WebsiteSelectProps) {
  const id = useId();
  return (
    <div className="max-w-xs">
      <Label htmlFor={id}>Website</Label>
      <Select id={id} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
        {children}
      </Select>
    </div>
  );
}

/** One option per website, as `CODE - Name`. */
export function WebsiteOptions({ websites }: { websites: readonly WebsiteOption[] }) {
  return websites.map((website) => (
    <option key={website.website_id} value={website.website_code}>
      {website.website_code} - {website.website_name}
    </option>
  ));
}
