import { CalendarDays } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState, type ComponentProps } from 'react';
import type { IsoDate } from '@rekon/contracts';
import { cn } from '../../lib/cn';
import { formatDayMonthYear, parseDayMonthYear, todayInJakarta } from '../../lib/format';
import { Calendar } from './calendar';
import { FIELD_CLASS } from './input';

export const INVALID_DATE_MSG = 'Tanggal tidak valid. Tulis dd/mm/yyyy, misalnya 24/11/2026.';

/**
 * What a date field shows while someone types: digits fall into day, month and year, and a `/` is written
 * between them as the next part starts (never after the last digit, so Backspace is not fought). A pasted
 * ISO date becomes dd/mm/yyyy.
 */
export function maskDayMonthYear(typed: string): string {
  const pasted = parseDayMonthYear(typed);
  if (pasted && /^[0-9]{4}-/.test(typed.trim())) return formatDayMonthYear(pasted);
  const parts = [''];
  for (const char of typed) {
    const index = parts.length - 1;
    if (/[0-9]/.test(char)) {
      const full = index < 2 ? parts[index]!.length === 2 : parts[index]!.length === 4;
      if (!full) parts[index] += char;
      else if (index < 2) parts.push(char);
    } else if (/[/.\-\s]/.test(char) && parts[index] !== '' && index < 2) {
      parts.push('');
    }
  }
  return parts.join('/');
}

type NativeProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type' | 'id' | 'defaultValue'>;

export interface DateInputProps extends NativeProps {
  /** The field's id; its `<Label htmlFor>` names it. */
  id: string;
  /** A `YYYY-MM-DD` calendar date, or '' for none. */
  value: IsoDate;
  /** The calendar date typed or picked, or '' while what is typed is no date. */
  onChange: (value: IsoDate) => void;
}

/**
 * A date field that reads and writes dd/mm/yyyy whatever the browser's language (a native date input follows
 * the browser: 11/24/2026 on an English one), with a calendar for mouse and keyboard. The rest of the code sees
 * only ISO dates. What is typed and is no date is said under the field, tied to it, once the field is left.
 */
export function DateInput({
  id,
  value,
  onChange,
  className,
  disabled,
  onBlur,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...props
}: DateInputProps) {
  const [text, setText] = useState(() => formatDayMonthYear(value));
  const [shownValue, setShownValue] = useState(value);
  const [left, setLeft] = useState(false);
  const [open, setOpen] = useState(false);
  // A value set from outside (a reset, "Hari ini") replaces the text, unless the text already says it.
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== (parseDayMonthYear(text) ?? '')) setText(formatDayMonthYear(value));
  }

  const parsed = parseDayMonthYear(text);
  const invalid = text !== '' && parsed === null && (left || text.length >= 10);
  const errorId = `${id}-error`;
  const hintId = `${id}-format`;

  const write = (next: string) => {
    setText(next);
    setLeft(false);
    const iso = parseDayMonthYear(next) ?? '';
    if (iso !== value) onChange(iso);
  };

  return (
    <div className={className}>
      <div className="relative">
        <input
          {...props}
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="dd/mm/yyyy"
          maxLength={10}
          disabled={disabled}
          value={text}
          aria-invalid={invalid || ariaInvalid ? true : undefined}
          aria-describedby={[hintId, invalid ? errorId : null, describedBy].filter(Boolean).join(' ')}
          className={cn(FIELD_CLASS, 'pr-11')}
          onChange={(event) => write(maskDayMonthYear(event.target.value))}
          onBlur={(event) => {
            setLeft(true);
            if (parsed) setText(formatDayMonthYear(parsed));
            onBlur?.(event);
          }}
        />
        <span id={hintId} className="sr-only">
          Format dd/mm/yyyy
        </span>
        <Popover.Root open={open} onOpenChange={setOpen}>
          <Popover.Trigger asChild>
            <button
              type="button"
              disabled={disabled}
              aria-label="Pilih tanggal dari kalender"
              className="absolute top-1/2 right-1.5 -translate-y-1/2 rounded-md p-1.5 text-gray-600 hover:bg-gray-100 disabled:cursor-not-allowed dark:text-gray-400 dark:hover:bg-white/5"
            >
              <CalendarDays aria-hidden="true" className="size-5" />
            </button>
          </Popover.Trigger>
          <Popover.Portal>
            <Popover.Content
              role="dialog"
              aria-label="Kalender"
              align="end"
              sideOffset={6}
              // The calendar puts the focus on the chosen day (or today) itself.
              onOpenAutoFocus={(event) => event.preventDefault()}
              className="z-[100000] rounded-xl border border-gray-200 bg-white shadow-theme-lg dark:border-gray-800 dark:bg-gray-900"
            >
              <Calendar
                selected={parsed}
                today={todayInJakarta()}
                onSelect={(day) => {
                  write(formatDayMonthYear(day));
                  setOpen(false);
                }}
              />
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
      </div>
      {invalid && (
        <p id={errorId} className="mt-1.5 text-theme-xs text-error-700 dark:text-error-400">
          {INVALID_DATE_MSG}
        </p>
      )}
    </div>
  );
}
