import { Check } from 'lucide-react';
import type { RequestSuggestionRow } from '@rekon/contracts';
import { cn } from '../../../lib/cn';
import { formatMoney } from '../../../lib/format';
import { formatBusinessDate, formatStatementTime } from '../lib/format-review';

const requestTitle = (request: RequestSuggestionRow) =>
  `${request.ticket_no} · ${request.username ?? '-'} · ${formatMoney(request.amount)}`;

/** One request offered as a statement row's pair: what it is, how it differs, and "Pilih" (a toggle). */
export function RequestOption({
  request,
  picked,
  disabled,
  onPick,
}: {
  request: RequestSuggestionRow;
  picked: boolean;
  disabled: boolean;
  onPick: () => void;
}) {
  const time = formatStatementTime(request.time);
  return (
    <li
      className={cn(
        'flex items-start justify-between gap-2 rounded-lg border px-3 py-2',
        picked
          ? 'border-brand-300 bg-brand-50 dark:border-brand-800 dark:bg-brand-500/10'
          : 'border-gray-200 dark:border-gray-800',
      )}
    >
      <div className="min-w-0 text-theme-sm">
        <p className="font-medium text-gray-800 dark:text-white/90">{requestTitle(request)}</p>
        <p className="text-gray-600 dark:text-gray-400">
          {request.name ?? 'tanpa nama'} · {formatBusinessDate(request.date)}
          {time && `, ${time}`}
        </p>
        <p className="text-gray-600 dark:text-gray-300">{request.differences}</p>
      </div>
      <button
        type="button"
        aria-pressed={picked}
        aria-label={`Pilih ${request.ticket_no} sebagai pasangan`}
        disabled={disabled}
        onClick={onPick}
        className={cn(
          'inline-flex h-8 shrink-0 items-center gap-1 rounded-md px-2.5 text-theme-sm font-medium disabled:cursor-not-allowed disabled:opacity-50',
          picked
            ? 'bg-brand-500 text-white'
            : 'text-gray-700 ring-1 ring-gray-300 ring-inset hover:bg-gray-50 dark:text-gray-300 dark:ring-gray-700 dark:hover:bg-white/5',
        )}
      >
        {picked && <Check aria-hidden="true" className="size-3.5" />}
        Pilih
      </button>
    </li>
  );
}
