import { Check } from 'lucide-react';
import { useState } from 'react';
import type { SplitRow, SuggestionRow } from '@rekon/contracts';
import { cn } from '../../../lib/cn';
import { formatMoney } from '../../../lib/format';
import type { DraftBook } from '../lib/draft-book';
import { formatBusinessDate, formatStatementTime } from '../lib/format-review';

export const suggestionTitle = (suggestion: SuggestionRow) =>
  `${formatMoney(suggestion.amount)} · ${suggestion.name ?? 'tanpa nama'}`;

/** A split payment as a line: "Dibayar dalam 2 transfer: Rp 100.000 + Rp 50.000". */
export const splitTitle = (split: SplitRow) =>
  `Dibayar dalam ${split.mutasi_ids.length} transfer: ${split.amounts.map(formatMoney).join(' + ')}`;

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
        <div
          aria-label={`Grup mutasi ${ticket}`}
          role="group"
          className={cn(
            'flex items-start justify-between gap-2 rounded-lg border px-2.5 py-2',
            groupPicked
              ? 'border-brand-300 bg-brand-50 dark:border-brand-800 dark:bg-brand-500/10'
              : 'border-gray-200 dark:border-gray-800',
          )}
        >
          <div className="min-w-0">
            <p className="font-medium text-gray-800 dark:text-white/90">{splitTitle(split)}</p>
            <p className="text-gray-600 dark:text-gray-300">{split.differences}</p>
          </div>
          <button
            type="button"
            aria-pressed={groupPicked}
            aria-label={`Pakai grup ${split.mutasi_ids.length} transfer sebagai pasangan ${ticket}`}
            disabled={disabled}
            onClick={() => pickGroup(split)}
            className={cn(
              'inline-flex h-7 shrink-0 items-center gap-1 rounded-md px-2 font-medium disabled:cursor-not-allowed disabled:opacity-50',
              groupPicked
                ? 'bg-brand-500 text-white'
                : 'text-gray-700 ring-1 ring-gray-300 ring-inset hover:bg-gray-50 dark:text-gray-300 dark:ring-gray-700 dark:hover:bg-white/5',
            )}
          >
            {groupPicked && <Check aria-hidden="true" className="size-3.5" />}
            Pakai grup
          </button>
        </div>
      )}
      {suggestions.length === 0 ? (
        !split && <p className="text-gray-500 dark:text-gray-400">Tidak ada mutasi pending yang mirip.</p>
      ) : (
        <>
          <p className="font-medium text-gray-500 dark:text-gray-400">Saran mutasi (terdekat dulu)</p>
          <ol aria-label={`Saran mutasi ${ticket}`} className="space-y-1.5">
            {suggestions.map((suggestion) => {
              const isPicked = picked === suggestion.mutasi_id;
              const time = formatStatementTime(suggestion.time);
              return (
                <li
                  key={suggestion.mutasi_id}
                  className={cn(
                    'flex items-start justify-between gap-2 rounded-lg border px-2.5 py-2',
                    isPicked
                      ? 'border-brand-300 bg-brand-50 dark:border-brand-800 dark:bg-brand-500/10'
                      : 'border-gray-200 dark:border-gray-800',
                  )}
                >
                  <div className="min-w-0">
                    <p className="font-medium text-gray-800 dark:text-white/90">
                      {suggestionTitle(suggestion)}
                    </p>
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
                    <button
                      type="button"
                      aria-pressed={isPicked}
                      aria-label={`Pakai ${suggestionTitle(suggestion)} sebagai pasangan ${ticket}`}
                      disabled={disabled}
                      onClick={() => pick(suggestion.mutasi_id)}
                      className={cn(
                        'inline-flex h-7 shrink-0 items-center gap-1 rounded-md px-2 font-medium disabled:cursor-not-allowed disabled:opacity-50',
                        isPicked
                          ? 'bg-brand-500 text-white'
                          : 'text-gray-700 ring-1 ring-gray-300 ring-inset hover:bg-gray-50 dark:text-gray-300 dark:ring-gray-700 dark:hover:bg-white/5',
                      )}
                    >
                      {isPicked && <Check aria-hidden="true" className="size-3.5" />}
                      Pakai
                    </button>
                  )}
                </li>
              );
            })}
          </ol>
        </>
      )}
    </div>
  );
}
