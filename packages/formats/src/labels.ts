import type { Direction } from './amount';
import { hasDigit, normaliseName } from './header';

/**
 * Status and direction cells repeat a few words on every row (`Approved`, `CR`): each word is read once
 * and its answer remembered. Bounded, so a file of distinct words cannot grow it, and only short words are
 * kept (a long cell may be a view into a whole chunk of the file, which the cache would hold on to).
 */
function remembered<T extends boolean | string | null>(read: (text: string) => T): (text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    if (text.length > 12) return read(text);
    let answer = known.get(text);
    if (answer === undefined) {
      if (known.size >= 256) known.clear();
      answer = read(text);
      known.set(text, answer);
    }
    return answer;
  };
}

/** Gateway success statuses (formats.md): only these rows create mutasi rows. */
const GATEWAY_SUCCESS = new Set(['success', 'berhasil', 'paid', 'settled', 'done']);
/** Panel statuses that make a BO row. */
const PANEL_APPROVED = new Set(['approved', 'approve', 'success', 'sukses', 'done']);

export const isGatewaySuccess = remembered((status) => GATEWAY_SUCCESS.has(normaliseName(status)));
export const isPanelApproved = remembered((status) => PANEL_APPROVED.has(normaliseName(status)));

/** Total rows are recognised by an exact label, never a substring (a player may be `totalwin88`). */
const TOTAL_LABELS = new Set([
  'total',
  'grandtotal',
  'subtotal',
  'jumlah',
  'jumlahtotal',
  'totalkeseluruhan',
]);
// The labels hold no digit: a ticket, date or amount cell is told apart without normalising it.
export const isTotalLabel = (cell: string) => !hasDigit(cell) && TOTAL_LABELS.has(normaliseName(cell));

const DIRECTION_WORDS = new Map<string, Direction>([
  ['cr', 'CR'],
  ['c', 'CR'],
  ['k', 'CR'],
  ['kr', 'CR'],
  ['kredit', 'CR'],
  ['credit', 'CR'],
  ['masuk', 'CR'],
  ['in', 'CR'],
  ['db', 'DB'],
  ['d', 'DB'],
  ['dr', 'DB'],
  ['debet', 'DB'],
  ['debit', 'DB'],
  ['keluar', 'DB'],
  ['out', 'DB'],
]);

/** `CR`/`DB`, `Cr.`/`Db.`, `K`/`D`, `Masuk`/`Keluar`, `Kredit`/`Debet`. */
export const parseDirectionWord = remembered(
  (text): Direction | null => DIRECTION_WORDS.get(normaliseName(text)) ?? null,
);

/**
 * Bank charge descriptions, as one search: each alternative is one of the charge patterns (`BIAYA …`, `BIAYA TXN`,
 * `BY TRX`, `BY ADM`, `ATMSTRPRM`, `ADM BANK`), and every row's description is read for them.
 */
const FEE_TEXT =
  /^BIAYA\b|\bBIAYA TXN\b|^BY\.? ?TRX\b|^BY\.? ?ADM\b|\bATMSTRPRM\b|^ADM(?:INISTRASI)? (?:BANK|BULANAN)\b/i;

/** Bank charge descriptions (`BIAYA TXN`, `BY TRX BIFAST`, `BIAYA ADM`, `Biaya transfer BI Fast`, `ATMSTRPRM`). */
export function isFeeText(text: string): boolean {
  return FEE_TEXT.test(text.trim());
}

/** Interest and its tax (`BUNGA`, `PAJAK BUNGA`, `Bunga Rekening`, `INTEREST`, `JASA GIRO`): money with no person behind it. */
const INTEREST_TEXT = /^\s*(?:(?:PAJAK|PPH|TAX)\s+)?(?:BUNGA|INTEREST|JASA GIRO)\b/i;
export const isInterestText = (text: string) => INTEREST_TEXT.test(text);
