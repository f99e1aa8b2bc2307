import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { addDays, type IsoDate } from '@rekon/contracts';
import { cn } from '../../lib/cn';

const monthTitleFormat = new Intl.DateTimeFormat('id-ID', {
  timeZone: 'UTC',
  month: 'long',
  year: 'numeric',
});
const weekdayFormat = new Intl.DateTimeFormat('id-ID', { timeZone: 'UTC', weekday: 'short' });
const weekdayLongFormat = new Intl.DateTimeFormat('id-ID', { timeZone: 'UTC', weekday: 'long' });
// A day's name holds its number as painted ("1", not "01"), so speech input can say what it sees.
const dayNameFormat = new Intl.DateTimeFormat('id-ID', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
// 2024-01-01 was a Monday: the Indonesian week starts on Senin.
const WEEKDAYS = Array.from({ length: 7 }, (_, index) => new Date(Date.UTC(2024, 0, 1 + index)));

const utc = (isoDate: IsoDate) => new Date(`${isoDate}T00:00:00Z`);
const firstOfMonth = (isoDate: IsoDate) => `${isoDate.slice(0, 7)}-01`;
/** Monday = 0 … Sunday = 6. */
const weekdayIndex = (isoDate: IsoDate) => (utc(isoDate).getUTCDay() + 6) % 7;

/** The same day in another month, or the month's last day when it is shorter (31 Jan + 1 month = 29 Feb). */
export function addMonths(isoDate: IsoDate, months: number): IsoDate {
  const date = utc(isoDate);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target.toISOString().slice(0, 10);
}

/** Six weeks from the Monday on or before the first of the month: every month fits, the grid never jumps. */
function monthGrid(month: IsoDate): IsoDate[][] {
  const start = addDays(firstOfMonth(month), -weekdayIndex(firstOfMonth(month)));
  return Array.from({ length: 6 }, (_, week) =>
    Array.from({ length: 7 }, (_, day) => addDays(start, week * 7 + day)),
  );
}

/** Where a key moves the focused day (the keys of the WAI-ARIA date picker grid). */
function moveFocus(focused: IsoDate, event: KeyboardEvent): IsoDate | null {
  switch (event.key) {
    case 'ArrowLeft':
      return addDays(focused, -1);
    case 'ArrowRight':
      return addDays(focused, 1);
    case 'ArrowUp':
      return addDays(focused, -7);
    case 'ArrowDown':
      return addDays(focused, 7);
    case 'Home':
      return addDays(focused, -weekdayIndex(focused));
    case 'End':
      return addDays(focused, 6 - weekdayIndex(focused));
    case 'PageUp':
      return addMonths(focused, event.shiftKey ? -12 : -1);
    case 'PageDown':
      return addMonths(focused, event.shiftKey ? 12 : 1);
    default:
      return null;
  }
}

export interface CalendarProps {
  /** The chosen day, if any. */
  selected: IsoDate | null;
  /** Today on the Jakarta calendar: marked, and where the focus starts when nothing is chosen. */
  today: IsoDate;
  onSelect: (isoDate: IsoDate) => void;
}

/**
 * A month grid for the keyboard as much as the mouse: one day is in the tab order, arrows move a day or a week,
 * Home/End to the week's ends, Page Up/Down a month (with Shift a year), Enter or Space picks.
 */
export function Calendar({ selected, today, onSelect }: CalendarProps) {
  const [focused, setFocused] = useState<IsoDate>(selected ?? today);
  const grid = useRef<HTMLTableElement>(null);
  // The focus follows the day when the calendar opens and on keys in the grid; the month buttons keep theirs.
  const focusDay = useRef(true);
  const month = focused.slice(0, 7);

  useEffect(() => {
    if (!focusDay.current) return;
    focusDay.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`button[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const onKeyDown = (event: KeyboardEvent) => {
    const next = moveFocus(focused, event);
    if (!next) return;
    event.preventDefault();
    focusDay.current = true;
    setFocused(next);
  };

  const titleId = `calendar-${month}`;
  return (
    <div className="w-72 p-3">
      <div className="mb-2 flex items-center justify-between">
        <button
          type="button"
          aria-label="Bulan sebelumnya"
          className="rounded-lg p-2 text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-white/5"
          onClick={() => setFocused(addMonths(focused, -1))}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
        </button>
        <p id={titleId} aria-live="polite" className="text-sm font-medium text-gray-800 dark:text-white/90">
          {monthTitleFormat.format(utc(focused))}
        </p>
        <button
          type="button"
          aria-label="Bulan berikutnya"
          className="rounded-lg p-2 text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-white/5"
          onClick={() => setFocused(addMonths(focused, 1))}
        >
          <ChevronRight aria-hidden="true" className="size-4" />
        </button>
      </div>
      <table ref={grid} role="grid" aria-labelledby={titleId} className="w-full text-center text-sm">
        <thead>
          <tr>
            {WEEKDAYS.map((day) => (
              <th
                key={day.getUTCDay()}
                scope="col"
                abbr={weekdayLongFormat.format(day)}
                className="pb-1 text-theme-xs font-medium text-gray-600 dark:text-gray-400"
              >
                {weekdayFormat.format(day).slice(0, 2)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody onKeyDown={onKeyDown}>
          {monthGrid(focused).map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const isSelected = day === selected;
                const inMonth = day.startsWith(month);
                return (
                  <td key={day} aria-selected={isSelected} className="p-0.5">
                    <button
                      type="button"
                      data-date={day}
                      tabIndex={day === focused ? 0 : -1}
                      aria-label={dayNameFormat.format(utc(day))}
                      aria-current={day === today ? 'date' : undefined}
                      className={cn(
                        'size-9 rounded-lg hover:bg-brand-50 dark:hover:bg-white/5',
                        inMonth ? 'text-gray-800 dark:text-white/90' : 'text-gray-500 dark:text-gray-400',
                        day === today && 'font-semibold ring-1 ring-brand-500 ring-inset',
                        isSelected && 'bg-brand-600 text-white hover:bg-brand-700 dark:hover:bg-brand-700',
                      )}
                      onClick={() => onSelect(day)}
                    >
                      {Number(day.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
