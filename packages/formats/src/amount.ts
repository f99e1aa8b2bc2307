/**
 * The one amount parser of formats.md. Every format's money cell goes through `parseAmount`, which
 * returns exact integer cents or a reason; it never guesses a zero and never touches floating point.
 */
export type Direction = 'CR' | 'DB';

export type AmountParse =
  { ok: true; cents: number; direction: Direction | null } | { ok: false; message: string };

export interface AmountOptions {
  /** Multiplier applied exactly before rounding is checked (the Nexus panel exports thousands: 1000). */
  scale?: number;
}

/** What a row error says the parser expected in an amount cell. */
export const EXPECTED_AMOUNT =
  'diharapkan angka seperti 250000.00, 1.250.000,00, Rp 30.800 atau 250,000.00 CR';

/** Longer cells are refused before any arithmetic: no bank prints a 64-character amount. */
const MAX_AMOUNT_CHARS = 64;
const DIRECTION_SUFFIX = /^(.*?)\s*(CR|DB)\.?$/i;
const CURRENCY_PREFIX = /^(?:RP\.?|IDR)\s*/i;
const BODY = /^[0-9.,]+$/;
const SIGN = /^([-+\u2212])\s*/;
const FIRST_GROUP = /^[1-9][0-9]{0,2}$/;
const GROUP = /^[0-9]{3}$/;
const DIGITS = /^[0-9]+$/;
/** `Rp 30.800,-`: the Indonesian way of writing a whole rupiah amount (no cents). */
const WHOLE_RUPIAH = /([0-9])[.,]-$/;

/** Character codes the plain-amount reader compares with. */
const ZERO = 48;
const NINE = 57;
const MINUS = 45;
const DOT = 46;
const COMMA = 44;

export const isBlank = (text: string | undefined): boolean => text === undefined || text.trim() === '';

const NO_OPTIONS: AmountOptions = Object.freeze({});

export function parseAmount(text: string, options: AmountOptions = NO_OPTIONS): AmountParse {
  const scale = options.scale ?? 1;
  const plain = plainCents(text, scale) ?? groupedCents(text, scale);
  if (plain !== null) {
    if (plain > Number.MAX_SAFE_INTEGER)
      return { ok: false, message: `Nominal "${clip(text)}" terlalu besar.` };
    const negative = text.charCodeAt(0) === MINUS;
    return { ok: true, cents: negative && plain !== 0 ? -plain : plain, direction: null };
  }
  let rest = text.replace(/[\u00a0\u202f]/g, ' ').trim();
  if (rest === '') return { ok: false, message: `Nominal kosong (${EXPECTED_AMOUNT}).` };
  if (rest.length > MAX_AMOUNT_CHARS) return notAnAmount(text);

  let direction: Direction | null = null;
  const suffix = DIRECTION_SUFFIX.exec(rest);
  if (suffix) {
    direction = (suffix[2] ?? '').toUpperCase() as Direction;
    rest = suffix[1] ?? '';
  }

  let negative = false;
  if (rest.startsWith('(') && rest.endsWith(')')) {
    negative = true;
    rest = rest.slice(1, -1).trim();
  }
  // A sign may stand before or after the currency (`-Rp 50.000`, `Rp -50.000`) or trail (`50.000-`).
  if (rest.endsWith('-')) rest = rest.replace(WHOLE_RUPIAH, '$1');
  let signs = 0;
  for (let pass = 0; pass < 2; pass++) {
    const sign = SIGN.exec(rest);
    if (sign) {
      signs++;
      if (sign[1] !== '+') negative = !negative;
      rest = rest.slice(sign[0].length);
    }
    if (pass === 0) rest = rest.replace(CURRENCY_PREFIX, '');
  }
  if (signs === 0 && rest.endsWith('-')) {
    negative = !negative;
    rest = rest.slice(0, -1).trimEnd();
  }
  if (signs > 1 || !BODY.test(rest)) return notAnAmount(text);

  const parts = splitDecimal(rest);
  if (!parts) return notAnAmount(text);
  const cents = toCents(parts.integer, parts.fraction, scale);
  if (cents === 'too-precise') {
    return {
      ok: false,
      message: `Nominal "${clip(text)}" punya lebih dari 2 angka desimal (diharapkan paling banyak 2, seperti 1.250.000,50).`,
    };
  }
  if (cents === 'too-large') return { ok: false, message: `Nominal "${clip(text)}" terlalu besar.` };
  if (negative && direction === 'DB') {
    // `-2.146,05 DB`: the portal repeats the suffix with a sign; the amount is a debit of 2,146.05.
    return { ok: true, cents, direction };
  }
  if (negative && direction === 'CR' && cents !== 0) {
    return {
      ok: false,
      message: `Nominal "${clip(text)}" bertentangan: tanda minus dengan akhiran CR (diharapkan nominal positif, atau akhiran DB).`,
    };
  }
  return { ok: true, cents: negative && cents !== 0 ? -cents : cents, direction };
}

/**
 * `250000`, `-250000.00`, `246.91`, `.00` (`-?` 1-12 digits, optionally `.` and 1-2 decimals; no digit
 * before the `.` is 0): what most cells hold, read digit by digit without the general path. The cents
 * without the sign, times `scale`, or null when the text has another form.
 */
function plainCents(text: string, scale: number): number | null {
  const length = text.length;
  let at = text.charCodeAt(0) === MINUS ? 1 : 0;
  let integer = 0;
  const integerStart = at;
  for (; at < length; at++) {
    const code = text.charCodeAt(at);
    if (code < ZERO || code > NINE) break;
    integer = integer * 10 + (code - ZERO);
  }
  const integerDigits = at - integerStart;
  // `.00` (BRI's empty side) is read as `splitDecimal` reads it: no integer digit is 0.
  if (integerDigits > 12 || (integerDigits === 0 && text.charCodeAt(at) !== DOT)) return null;
  let fraction = 0;
  if (at < length) {
    if (text.charCodeAt(at) !== DOT) return null;
    const decimals = length - at - 1;
    if (decimals < 1 || decimals > 2) return null;
    const sen = senFrom(text, at + 1);
    if (sen === null) return null;
    fraction = sen;
  }
  return (integer * 100 + fraction) * scale;
}

/**
 * `1,234,567.00` and `1.234.567,00` (BNIDirect, Kopra): `-?`, at most 12 digits grouped in threes by one
 * mark (the first group 1-3 digits, not starting with 0), then the other mark and 1-2 decimals; read digit
 * by digit to what `splitDecimal` and `toCents` make of it. The cents without the sign, times `scale`, or
 * null when the text has another form.
 */
function groupedCents(text: string, scale: number): number | null {
  const length = text.length;
  const decimals = isMark(text.charCodeAt(length - 3)) ? 2 : isMark(text.charCodeAt(length - 2)) ? 1 : 0;
  if (decimals === 0) return null;
  const decimalAt = length - decimals - 1;
  const groupMark = text.charCodeAt(decimalAt) === DOT ? COMMA : DOT;
  let integer = 0;
  let digits = 0;
  let groups = 0;
  let groupDigits = 0;
  for (let at = text.charCodeAt(0) === MINUS ? 1 : 0; at < decimalAt; at++) {
    const code = text.charCodeAt(at);
    if (code === groupMark) {
      if (groupDigits === 0 || groupDigits > 3 || (groups > 0 && groupDigits !== 3)) return null;
      groups++;
      groupDigits = 0;
      continue;
    }
    if (code < ZERO || code > NINE || (code === ZERO && digits === 0)) return null;
    integer = integer * 10 + (code - ZERO);
    digits++;
    groupDigits++;
  }
  if (groups === 0 || groupDigits !== 3 || digits > 12) return null;
  const sen = senFrom(text, decimalAt + 1);
  return sen === null ? null : (integer * 100 + sen) * scale;
}

/** The sen written by the one or two digits from `from` to the end of `text`, or null for another character. */
function senFrom(text: string, from: number): number | null {
  let sen = 0;
  for (let at = from; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code < ZERO || code > NINE) return null;
    sen = sen * 10 + (code - ZERO);
  }
  // `.5` is 50 sen.
  return text.length - from === 1 ? sen * 10 : sen;
}

const isMark = (code: number) => code === DOT || code === COMMA;

/**
 * If both `.` and `,` occur the last one is the decimal mark; if one kind occurs, exactly three digits
 * after a single mark means grouping (`1.250` is 1250), otherwise decimals (`2.5`, `246,91`).
 */
function splitDecimal(body: string): { integer: string; fraction: string } | null {
  const lastDot = body.lastIndexOf('.');
  const lastComma = body.lastIndexOf(',');
  if (lastDot < 0 && lastComma < 0) return { integer: body, fraction: '' };

  if (lastDot >= 0 && lastComma >= 0) {
    const decimalMark = lastDot > lastComma ? '.' : ',';
    const groupMark = decimalMark === '.' ? ',' : '.';
    const at = Math.max(lastDot, lastComma);
    const integerPart = body.slice(0, at);
    const fraction = body.slice(at + 1);
    if (integerPart.includes(decimalMark) || !DIGITS.test(fraction)) return null;
    if (!isGrouped(integerPart, groupMark)) return null;
    return { integer: integerPart.split(groupMark).join(''), fraction };
  }

  const mark = lastDot >= 0 ? '.' : ',';
  const pieces = body.split(mark);
  if (pieces.length > 2) {
    return isGrouped(body, mark) ? { integer: pieces.join(''), fraction: '' } : null;
  }
  const [before = '', after = ''] = pieces;
  if (after === '' || !DIGITS.test(after)) return null;
  if (before !== '' && !DIGITS.test(before)) return null;
  if (after.length === 3 && FIRST_GROUP.test(before)) return { integer: before + after, fraction: '' };
  return { integer: before === '' ? '0' : before, fraction: after };
}

function isGrouped(text: string, mark: string): boolean {
  const groups = text.split(mark);
  if (groups.length === 1) return DIGITS.test(text);
  return FIRST_GROUP.test(groups[0] ?? '') && groups.slice(1).every((group) => GROUP.test(group));
}

function toCents(integer: string, fraction: string, scale: number): number | 'too-precise' | 'too-large' {
  // Fast path: at most 12 integer digits and 2 decimals fit a double exactly; a product above
  // 2^53 cannot come out at or below MAX_SAFE_INTEGER, so the range check stays exact.
  if (integer.length <= 12 && fraction.length <= 2) {
    const cents = (Number(integer) * 100 + Number(fraction.padEnd(2, '0'))) * scale;
    return cents > Number.MAX_SAFE_INTEGER ? 'too-large' : cents;
  }
  const numerator = BigInt(integer + fraction) * BigInt(scale) * 100n;
  const denominator = 10n ** BigInt(fraction.length);
  if (numerator % denominator !== 0n) return 'too-precise';
  const cents = numerator / denominator;
  return cents > BigInt(Number.MAX_SAFE_INTEGER) ? 'too-large' : Number(cents);
}

// A function, not a value built up front: the message is written only for a cell that is no amount.
const notAnAmount = (text: string): AmountParse => ({
  ok: false,
  message: `Nilai "${clip(text)}" bukan nominal yang valid (${EXPECTED_AMOUNT}).`,
});

const clip = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

export type AmountStyle = 'plain' | 'id' | 'en';

/**
 * Writes cents as a statement would: `plain` 1250000.00 (KlikBCA, BRI), `id` 1.250.000,00 (BNI
 * Mobile, Mandiri), `en` 1,250,000.00 (BNIDirect, MCM). `decimals: 'auto'` drops a zero fraction.
 */
export function formatAmount(
  cents: number,
  style: AmountStyle = 'plain',
  { decimals = 'always' }: { decimals?: 'always' | 'auto' } = {},
): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`formatAmount needs integer cents, got ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const integer = String(Math.trunc(absolute / 100));
  const fraction = String(absolute % 100).padStart(2, '0');
  const [groupMark, decimalMark] = style === 'id' ? ['.', ','] : style === 'en' ? [',', '.'] : ['', '.'];
  const grouped = groupMark ? integer.replace(/\B(?=(\d{3})+(?!\d))/g, groupMark) : integer;
  if (decimals === 'auto' && fraction === '00') return `${sign}${grouped}`;
  return `${sign}${grouped}${decimalMark}${fraction}`;
}
