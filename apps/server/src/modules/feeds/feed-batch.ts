import {
  addDays,
  FEED_MAX_AGE_DAYS,
  FEED_PUSH_MAX_ROWS,
  jakartaDate,
  jakartaDateTime,
  MAX_AMOUNT_RUPIAH,
  MSG,
  type IsoDate,
} from '@rekon/contracts';
import { HttpError } from '../../http/errors';

/** One mutation of a feed, read and checked: what the ingest stores (feed-ingest.ts). */
export interface FeedMutation {
  /** 1-based position in its batch: the row's `line` in the stored body. */
  line: number;
  accountNumber: string;
  date: IsoDate;
  /** WIB wall-clock `HH:MM:SS`. */
  time: string;
  description: string;
  amountCents: number;
  direction: 'CR' | 'DB';
  /** The running balance after the row; null when absent or 0 (services send 0 for "unknown"). */
  balanceCents: number | null;
  /** The service's own id of the mutation, stable across retries; null when it sends none. */
  mutationId: string | null;
}

/** A batch refused as a whole (422): nothing of it is stored. */
export const unprocessable = (message: string) => new HttpError(422, message);

/** How far ahead of Rekon's clock a row's time may be: a sender's clock runs a little fast, never hours. */
const CLOCK_SKEW_MS = 5 * 60_000;

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;
const DECIMAL = /^\d{1,15}(?:\.\d{1,2})?$/;
/** Thousands written with commas (`1,500,000.00`): the only comma an amount may hold. */
const GROUPED = /^\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?$/;

/** The rows of a pushed body: a JSON array, or an object holding it under `data` or `mutations`. */
export function rowsOfBody(body: unknown): { rows: unknown[]; account: unknown } {
  if (Array.isArray(body)) return { rows: body, account: undefined };
  if (body && typeof body === 'object') {
    const object = body as Record<string, unknown>;
    const rows = Array.isArray(object.data)
      ? object.data
      : Array.isArray(object.mutations)
        ? object.mutations
        : null;
    if (rows) return { rows, account: accountOfBlock(object) };
  }
  throw unprocessable(MSG.feedBodyUnreadable);
}

/** The account number a service puts once beside its rows (`account_number`, or `account.account_number`). */
function accountOfBlock(object: Record<string, unknown>): unknown {
  if (object.account_number !== undefined) return object.account_number;
  const block = object.account;
  if (block && typeof block === 'object') return (block as Record<string, unknown>).account_number;
  return undefined;
}

/**
 * Cents of an amount sent as a JSON number or as decimal text (`150000`, `150000.00`, `1,500,000.00`); null when
 * it is not exactly that. Nothing is rounded: a third decimal, a decimal comma (`100,50`, which reads as a hundred
 * times more once its comma is taken for thousands) or an amount over MAX_AMOUNT_RUPIAH refuses the row instead.
 */
export function centsOf(value: unknown): number | null {
  let text: string;
  // A JSON number prints as it was sent, unless it had more digits than a double holds (then in exponent form).
  if (typeof value === 'number') text = Number.isFinite(value) && value >= 0 ? String(value) : '';
  else if (typeof value === 'string') text = value.trim();
  else return null;
  if (GROUPED.test(text)) text = text.replaceAll(',', '');
  if (!DECIMAL.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  if (Number(whole) > MAX_AMOUNT_RUPIAH) return null;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The running balance where one is sent: null when absent, empty or 0 ("unknown"); undefined when unreadable. */
function balanceOf(value: unknown): number | null | undefined {
  if (value === undefined || value === null || value === '') return null;
  const cents = centsOf(value);
  if (cents === null) return undefined;
  return cents === 0 ? null : cents;
}

/**
 * A service's mutation id as text. A numeric id beyond 2^53 has already been rounded by `JSON.parse`, so two
 * mutations could read as one: it is refused (services send such ids as strings).
 */
function mutationIdOf(value: unknown): string | null | undefined {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number') return Number.isSafeInteger(value) ? String(value) : undefined;
  if (typeof value !== 'string' || value.trim() === '' || value.length > 200) return undefined;
  return value.trim();
}

function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/**
 * Reads and checks every row of a batch for the feed's account (feeds.md "Authenticated, scoped"): another account's
 * row, a date or direction that cannot be read, or a date outside the last 31 days (Jakarta) or still to come
 * refuses the whole batch.
 */
export function readBatch(body: unknown, accountNo: string, now: Date): FeedMutation[] {
  const { rows, account } = rowsOfBody(body);
  if (rows.length > FEED_PUSH_MAX_ROWS) throw unprocessable(MSG.feedTooManyRows(FEED_PUSH_MAX_ROWS));
  const today = jakartaDate(now);
  const oldest = addDays(today, -FEED_MAX_AGE_DAYS);
  // A row later today than now (beyond a clock's skew) has not happened yet; a pull would start after it too.
  const latest = jakartaDateTime(new Date(now.getTime() + CLOCK_SKEW_MS));
  return rows.map((item, index) => {
    const line = index + 1;
    const refuse = (why: string) => unprocessable(MSG.feedRowInvalid(line, why));
    if (!item || typeof item !== 'object' || Array.isArray(item)) throw unprocessable(MSG.feedBodyUnreadable);
    const row = item as Record<string, unknown>;

    const number = (textOf(row.account_number ?? account) ?? '').replace(/[^0-9]/g, '');
    if (number !== accountNo) throw refuse(MSG.feedForeignAccount(number || '(kosong)'));

    const when = DATE_TIME.exec(typeof row.date === 'string' ? row.date.trim() : '');
    if (!when) throw refuse(MSG.feedBadDate);
    const [, y, mo, d, h, mi, s = '00'] = when;
    const date = `${y}-${mo}-${d}`;
    const check = new Date(`${date}T00:00:00Z`);
    if (
      Number.isNaN(check.getTime()) ||
      check.toISOString().slice(0, 10) !== date ||
      Number(h) > 23 ||
      Number(mi) > 59 ||
      Number(s) > 59
    )
      throw refuse(MSG.feedBadDate);
    if (date < oldest || date > today || `${date} ${h}:${mi}:${s}` > latest) throw refuse(MSG.feedOldDate);

    const type = typeof row.type === 'string' ? row.type.trim().toUpperCase() : '';
    if (type !== 'CR' && type !== 'DB') throw refuse(MSG.feedBadType);

    const amountCents = centsOf(row.amount);
    if (amountCents === null || amountCents <= 0) throw refuse(MSG.feedBadAmount);

    // Rupiah only: a row in another currency is never stored as rupiah (formats.md).
    if (row.currency !== undefined && row.currency !== null) {
      const currency = textOf(row.currency)?.trim().toUpperCase() ?? '?';
      if (currency !== 'IDR') throw refuse(MSG.feedBadCurrency(currency.slice(0, 10)));
    }

    const balanceCents = balanceOf(row.balance);
    if (balanceCents === undefined) throw refuse(MSG.feedBadBalance);
    const mutationId = mutationIdOf(row.mutation_id);
    if (mutationId === undefined) throw refuse(MSG.feedBadMutationId);

    return {
      line,
      accountNumber: number,
      date,
      time: `${h}:${mi}:${s}`,
      description: (textOf(row.description) ?? '')
        .replace(/\p{Cc}+/gu, ' ')
        .trim()
        .slice(0, 1000),
      amountCents,
      direction: type,
      balanceCents,
      mutationId,
    };
  });
}
