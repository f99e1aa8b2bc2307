import { useId } from 'react';
import { Input, Label } from '../../../components/ui/input';
import { digitsOnly } from '../lib/search-term';

export interface ReviewSearchBarProps {
  text: string;
  onTextChange: (text: string) => void;
  idTracking: string;
  onIdTrackingChange: (digits: string) => void;
  /** What the text box searches (`Username / Fullname / Nominal`). */
  textHint: string;
}

/** The text search and the ID Tracking search above a review table (spec sections 2 and 5). */
export function ReviewSearchBar({
  text,
  onTextChange,
  idTracking,
  onIdTrackingChange,
  textHint,
}: ReviewSearchBarProps) {
  const id = useId();
  return (
    <div role="search" className="flex flex-wrap items-end gap-4">
      <div className="w-full sm:w-72">
        <Label htmlFor={`${id}-text`}>Search</Label>
        <Input
          id={`${id}-text`}
          type="search"
          placeholder={textHint}
          maxLength={100}
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
        />
      </div>
      <div className="w-full sm:w-48">
        <Label htmlFor={`${id}-id`}>ID Tracking</Label>
        <Input
          id={`${id}-id`}
          type="text"
          inputMode="numeric"
          placeholder="Angka saja"
          maxLength={20}
          value={idTracking}
          onChange={(event) => onIdTrackingChange(digitsOnly(event.target.value))}
        />
      </div>
    </div>
  );
}
