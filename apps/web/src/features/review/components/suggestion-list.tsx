import { useState } from 'react';
import type { SplitRow, SuggestionRow } from '@rekon/contracts';
import type { DraftBook } from '../lib/draft-book';
import { SplitGroupCard, SuggestionItem } from './suggestion-parts';

export interface SuggestionListProps {
  rowId: number;
  ticket: string;
  suggestions: SuggestionRow[];
  /** Two or three credits of the same sender that together are the row's amount (issue 28), or null. */
  split: SplitRow | null;
  contested: boolean;
  book: DraftBook;
  /** Outside the edit window the suggestions still explain, but none can be picked. */
  disabled: boolean;
}

/**
 * The "why not matched" of a pending row (reconcile.md): up to 3 pending statement rows, nearest first, each
 * with what differs. Picking one approves the row with it as the counterpart. A row a person already paired
 * (another BO row took it) is listed to explain, never offered. A request paid in two or three transfers is offered
 * its group first ("Pakai grup"): approved with it, every credit of the group becomes its counterpart.
 */
export function SuggestionList({
  rowId,
  ticket,
  suggestions,
  split,
  contested,
  book,
  disabled,
}: SuggestionListProps) {
  const [picked, setPicked] = useState(() => book.get(rowId).counterpartId);
  const [groupPicked, setGroupPicked] = useState(() => book.get(rowId).groupIds !== null);
  // One counterpart at a time: a credit, or the group.
  const pick = (id: number) => {
    const next = picked === id ? null : id;
    setPicked(next);
    setGroupPicked(false);
    book.update(rowId, { counterpartId: next, groupIds: null });
  };
  const pickGroup = (group: SplitRow) => {
    const next = !groupPicked;
    setGroupPicked(next);
    setPicked(null);
    book.update(rowId, { counterpartId: null, groupIds: next ? group.mutasi_ids : null });
  };
  return (
    <div className="mt-2 w-80 max-w-full space-y-1.5 text-theme-xs whitespace-normal">
      {contested && (
        <p className="text-warning-700 dark:text-warning-400">
          Contested: mutasi ini cocok sama kuat dengan BO lain. Pilih pasangannya sendiri.
        </p>
      )}
      {split && (
        <SplitGroupCard
          ticket={ticket}
          split={split}
          picked={groupPicked}
          disabled={disabled}
          onPick={() => pickGroup(split)}
        />
      )}
      {suggestions.length === 0 ? (
        !split && <p className="text-gray-500 dark:text-gray-400">Tidak ada mutasi pending yang mirip.</p>
      ) : (
        <>
          <p className="font-medium text-gray-500 dark:text-gray-400">Saran mutasi (terdekat dulu)</p>
          <ol aria-label={`Saran mutasi ${ticket}`} className="space-y-1.5">
            {suggestions.map((suggestion) => (
              <SuggestionItem
                key={suggestion.mutasi_id}
                ticket={ticket}
                suggestion={suggestion}
                picked={picked === suggestion.mutasi_id}
                disabled={disabled}
                onPick={() => pick(suggestion.mutasi_id)}
              />
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
