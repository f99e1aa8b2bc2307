/**
 * Money is integer cents in code and numeric(18,2) rupiah in SQL. These two convert exactly, with no
 * floating point in between.
 */
export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Reads PostgreSQL's numeric text (`1250000.00`, `-5.5`, `12`) as integer cents. */
export function decimalToCents(text: string): number {
  const match = /^(-?)([0-9]+)(?:\.([0-9]{1,2})[0]*)?$/.exec(text.trim());
  if (!match) throw new RangeError(`Not an amount of rupiah with at most two decimals: ${text}`);
  const [, sign, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Amount too large: ${text}`);
  return sign ? -cents : cents;
}

/** Rupiah as a JSON number for the wire (the spec's fields are plain numbers): the nearest double to cents / 100. */
export const centsToRupiah = (cents: number) => cents / 100;

const rupiahFormat = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 });

/** `Rp 250.000` (what the desk reads in a message; the sign is said by the sentence). */
export const rupiah = (cents: number) => `Rp ${rupiahFormat.format(Math.abs(cents) / 100)}`;
