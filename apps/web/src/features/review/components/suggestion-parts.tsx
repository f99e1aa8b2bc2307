import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SplitRow, SuggestionRow } from '@rekon/contracts';
import { cn } from '../../../lib/cn';
import { formatBusinessDate, formatStatementTime } from '../lib/format-review';
import { splitTitle, suggestionTitle } from '../lib/suggestion-titles';

/** The frame of an offered counterpart, tinted once picked. */
const cardClass = (picked: boolean) =>
  cn(
    'flex items-start justify-between gap-2 rounded-lg border px-2.5 py-2',
    picked
      ? 'border-brand-300 bg-brand-50 dark:border-brand-800 dark:bg-brand-500/10'
      : 'border-gray-200 dark:border-gray-800',
  );

interface PickButtonProps {
  pressed: boolean;
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}

/** A toggle that picks a counterpart ("Pakai", "Pakai grup"), with a tick while pressed. */
function PickButton({ pressed, label, disabled, onClick, children }: PickButtonProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        'inline-flex h-7 shrink-0 items-center gap-1 rounded-md px-2 font-medium disabled:cursor-not-allowed disabled:opacity-50',
        pressed
          ? 'bg-brand-500 text-white'
          : 'text-gray-700 ring-1 ring-gray-300 ring-inset hover:bg-gray-50 dark:text-gray-300 dark:ring-gray-700 dark:hover:bg-white/5',
      )}
    >
      {pressed && <Check aria-hidden="true" className="size-3.5" />}
      {children}
    </button>
  );
}

export interface SplitGroupCardProps {
  ticket: string;
  split: SplitRow;
  picked: boolean;
  disabled: boolean;
  onPick: () => void;
}

/** A request paid in two or three transfers: the group, offered as one counterpart. */
export function SplitGroupCard({ ticket, split, picked, disabled, onPick }: SplitGroupCardProps) {
  return (
    <div aria-label={`Grup mutasi ${ticket}`} role="group" className={cardClass(picked)}>
      <div className="min-w-0">
        <p className="font-medium text-gray-800 dark:text-white/90">{splitTitle(split)}</p>
        <p className="text-gray-600 dark:text-gray-300">{split.differences}</p>
      </div>
      <PickButton
        pressed={picked}
        label={`Pakai grup ${split.mutasi_ids.length} transfer sebagai pasangan ${ticket}`}
        disabled={disabled}
        onClick={onPick}
      >
        Pakai grup
      </PickButton>
    </div>
  );
}

export interface SuggestionItemProps {
  ticket: string;
  suggestion: SuggestionRow;
  picked: boolean;
  disabled: boolean;
  onPick: () => void;
}

/** One suggested statement row: amount and name, when, what differs, and "Pakai" unless a person paired it. */
export function SuggestionItem({ ticket, suggestion, picked, disabled, onPick }: SuggestionItemProps) {
  const time = formatStatementTime(suggestion.time);
  return (
    <li className={cardClass(picked)}>
      <div className="min-w-0">
        <p className="font-medium text-gray-800 dark:text-white/90">{suggestionTitle(suggestion)}</p>
        {/* gray-600: gray-500 is 4.4:1 on the picked suggestion's brand-50. */}
        <p className="text-gray-600 dark:text-gray-400">
          {formatBusinessDate(suggestion.date)}
          {time && `, ${time}`}
        </p>
        <p className="text-gray-600 dark:text-gray-300">{suggestion.differences}</p>
      </div>
      {suggestion.paired_ticket !== null ? (
        // A person paired it already: it explains why this row is left, it is not offered.
        <span className="inline-flex h-7 shrink-0 items-center rounded-md px-2 font-medium text-gray-500 ring-1 ring-gray-200 ring-inset dark:text-gray-400 dark:ring-gray-800">
          Dipakai {suggestion.paired_ticket}
        </span>
      ) : (
        <PickButton
          pressed={picked}
          label={`Pakai ${suggestionTitle(suggestion)} sebagai pasangan ${ticket}`}
          disabled={disabled}
          onClick={onPick}
        >
          Pakai
        </PickButton>
      )}
    </li>
  );
}
