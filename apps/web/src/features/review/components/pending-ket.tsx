import { ChevronDown, ChevronUp } from 'lucide-react';
import { useState } from 'react';
import type { SplitRow, SuggestionRow } from '@rekon/contracts';
import { cn } from '../../../lib/cn';
import type { DraftBook } from '../lib/draft-book';
import { RemarkInput } from './remark-input';
import { SuggestionList } from './suggestion-list';

export interface PendingKetProps {
  rowId: number;
  ticket: string;
  book: DraftBook;
  disabled: boolean;
  error: string | undefined;
  suggestions: SuggestionRow[];
  /** A split payment offered for the row (issue 28), or null. */
  split: SplitRow | null;
  contested: boolean;
  /** The suggestions start open (comfortable rows); one-line rows keep them behind "Saran". */
  openAtFirst: boolean;
  onEnter: () => void;
}

/**
 * The Ket of a pending row: the remark field and, one press away, the statement rows that came close ("Saran",
 * with how many). Open, they push the row down; closed, the row stays one line high. Opening them never widens
 * the column (issue 29 item 9: the columns shifted): the list is contained to the column's width, which "Lega"
 * rows, whose lists are open at first, make room for from the start.
 */
export function PendingKet({
  rowId,
  ticket,
  book,
  disabled,
  error,
  suggestions,
  split,
  contested,
  openAtFirst,
  onEnter,
}: PendingKetProps) {
  const [open, setOpen] = useState(openAtFirst);
  const offered = suggestions.length + (split ? 1 : 0);
  const listId = `saran-${rowId}`;
  const Icon = open ? ChevronUp : ChevronDown;
  return (
    <div className="group-data-[density=comfortable]/table:min-w-64">
      <div className="flex items-center gap-1.5">
        <RemarkInput
          rowId={rowId}
          ticket={ticket}
          book={book}
          disabled={disabled}
          error={error}
          onEnter={onEnter}
        />
        <button
          type="button"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-label={`Saran ${offered} untuk ${ticket}`}
          onClick={() => setOpen(!open)}
          className={cn(
            'inline-flex h-8 shrink-0 items-center gap-0.5 rounded-md px-1.5 text-theme-xs font-medium ring-1 ring-inset',
            offered > 0
              ? 'text-brand-700 ring-brand-200 hover:bg-brand-50 dark:text-brand-300 dark:ring-brand-800 dark:hover:bg-brand-500/10'
              : 'text-gray-500 ring-gray-200 hover:bg-gray-50 dark:text-gray-400 dark:ring-gray-700 dark:hover:bg-white/5',
          )}
        >
          Saran {offered}
          <Icon aria-hidden="true" className="size-3.5" />
        </button>
      </div>
      {open && (
        <div id={listId} className="[contain:inline-size]">
          <SuggestionList
            rowId={rowId}
            ticket={ticket}
            suggestions={suggestions}
            split={split}
            contested={contested}
            book={book}
            disabled={disabled}
          />
        </div>
      )}
    </div>
  );
}
