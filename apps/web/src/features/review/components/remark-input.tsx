import { useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '../../../lib/cn';
import type { DraftBook } from '../lib/draft-book';

/** The remark box grows with its text between these widths (spec section 9). */
const MIN_CHARS = 10;
const MAX_CHARS = 40;

export const remarkInputId = (rowId: number) => `remark-${rowId}`;

const CELL_INPUT =
  'h-8 rounded-lg border border-control bg-transparent px-3 text-theme-sm text-gray-800 placeholder:text-gray-400 focus:border-brand-300 focus:ring-3 focus:ring-brand-500/10 focus:outline-hidden disabled:cursor-not-allowed disabled:bg-gray-100 disabled:text-gray-500 aria-invalid:border-error-500 dark:border-gray-500 dark:text-white/90 dark:placeholder:text-white/30 dark:disabled:bg-gray-800 dark:disabled:text-gray-400';

export interface CellInputProps {
  rowId: number;
  ticket: string;
  book: DraftBook;
  disabled: boolean;
  /** Enter: the row's Update. */
  onEnter: () => void;
}

/** Which field of its row a cell input is: the arrows look for the same one in the rows above and below. */
type CellField = 'remark' | 'amount';

/**
 * Focuses the same field in the nearest row above (-1) or below (1) that offers it enabled; false when there is
 * none. Rows without it (an approved row in the "all" list) are passed over.
 */
function focusFieldOfNextRow(field: HTMLInputElement, direction: -1 | 1): boolean {
  const name = field.dataset.cellField;
  let row = field.closest('tr');
  while (row && name) {
    row = (direction > 0 ? row.nextElementSibling : row.previousElementSibling) as HTMLTableRowElement | null;
    const next = row?.querySelector<HTMLInputElement>(`input[data-cell-field="${name}"]:not(:disabled)`);
    if (next) {
      next.focus();
      return true;
    }
  }
  return false;
}

/**
 * Enter asks for the row's Update; Escape reverts what was typed since the field took the focus (ui.md), not
 * the whole draft: a checker who comes back to a half-written remark keeps it. Up and Down go to the same field
 * of the row above or below, as in a spreadsheet (a row's six Tab stops need not be walked to reach the next).
 */
function useCellKeys(value: string, change: (next: string) => void, onEnter: () => void) {
  const before = useRef(value);
  return {
    onFocus: () => {
      before.current = value;
    },
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      const plain = !event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey;
      if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && plain) {
        if (focusFieldOfNextRow(event.currentTarget, event.key === 'ArrowDown' ? 1 : -1))
          event.preventDefault();
      } else if (event.key === 'Enter') {
        event.preventDefault();
        onEnter();
      } else if (event.key === 'Escape' && value !== before.current) {
        event.preventDefault();
        change(before.current);
      }
    },
  };
}

/** The Ket of a pending row. */
export function RemarkInput({
  rowId,
  ticket,
  book,
  disabled,
  onEnter,
  error,
}: CellInputProps & { error: string | undefined }) {
  const [value, setValue] = useState(() => book.get(rowId).remark);
  const change = (next: string) => {
    setValue(next);
    book.update(rowId, { remark: next });
  };
  const keys = useCellKeys(value, change, onEnter);
  const errorId = `${remarkInputId(rowId)}-error`;
  const width = Math.min(MAX_CHARS, Math.max(MIN_CHARS, value.length + 1));
  return (
    <div>
      <input
        id={remarkInputId(rowId)}
        data-cell-field={'remark' satisfies CellField}
        type="text"
        aria-label={`Ket ${ticket}`}
        placeholder="Keterangan"
        maxLength={500}
        disabled={disabled}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        // ch of the text plus the padding, so the box fits 10 to 40 characters.
        style={{ width: `calc(${width}ch + 1.5rem + 2px)` }}
        className={cn(CELL_INPUT, 'max-w-full')}
        onChange={(event) => change(event.target.value)}
        {...keys}
      />
      {error && (
        <p
          id={errorId}
          className="mt-1 max-w-xs text-theme-xs whitespace-normal text-error-700 dark:text-error-400"
        >
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The Depo / Amount of a pending row: digits only; blank keeps the uploaded amount. The uploaded amount shows in
 * the empty box as text, not as a placeholder: it is the row's amount, read as body text (a placeholder's colour
 * was 2.69:1 in dark, issue 29 item 9), and it names the box's meaning for a screen reader too.
 */
export function AmountInput({
  rowId,
  ticket,
  book,
  disabled,
  onEnter,
  label,
  original,
}: CellInputProps & { label: string; original: string }) {
  const [value, setValue] = useState(() => book.get(rowId).amount);
  const change = (next: string) => {
    const digits = next.replace(/[^0-9]/g, '');
    setValue(digits);
    book.update(rowId, { amount: digits });
  };
  const keys = useCellKeys(value, change, onEnter);
  const originalId = `amount-${rowId}-original`;
  return (
    <span className="relative inline-block">
      <input
        data-cell-field={'amount' satisfies CellField}
        type="text"
        inputMode="numeric"
        aria-label={`${label} ${ticket}`}
        aria-describedby={originalId}
        maxLength={15}
        disabled={disabled}
        value={value}
        className={cn(CELL_INPUT, 'w-28 text-right tabular-nums')}
        onChange={(event) => change(event.target.value)}
        {...keys}
      />
      <span
        id={originalId}
        data-original-amount
        // Under the typed digits' place, right-aligned as they are; the clicks go through to the box.
        className={cn(
          'pointer-events-none absolute inset-y-0 right-0 flex items-center px-3 text-theme-sm text-gray-700 tabular-nums dark:text-gray-300',
          value !== '' && 'sr-only',
        )}
      >
        <span className="sr-only">asli </span>
        {original}
      </span>
    </span>
  );
}
