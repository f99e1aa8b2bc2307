import type { Direction } from './amount';
import { normaliseName } from './header';

/** Gateway success statuses (formats.md): only these rows create mutasi rows. */
const GATEWAY_SUCCESS = new Set(['success', 'berhasil', 'paid', 'settled', 'done']);
/** Panel statuses that make a BO row. */
const PANEL_APPROVED = new Set(['approved', 'approve', 'success', 'sukses', 'done']);

export const isGatewaySuccess = (status: string) => GATEWAY_SUCCESS.has(normaliseName(status));
export const isPanelApproved = (status: string) => PANEL_APPROVED.has(normaliseName(status));

/** Total rows are recognised by an exact label, never a substring (a player may be `totalwin88`). */
const TOTAL_LABELS = new Set([
  'total',
  'grandtotal',
  'subtotal',
  'jumlah',
  'jumlahtotal',
  'totalkeseluruhan',
]);
export const isTotalLabel = (cell: string) => TOTAL_LABELS.has(normaliseName(cell));

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
export const parseDirectionWord = (text: string): Direction | null =>
  DIRECTION_WORDS.get(normaliseName(text)) ?? null;

const FEE_TEXT: readonly RegExp[] = [
  /^BIAYA\b/i,
  /\bBIAYA TXN\b/i,
  /^BY\.? ?TRX\b/i,
  /^BY\.? ?ADM\b/i,
  /\bATMSTRPRM\b/i,
  /^ADM(?:INISTRASI)? (?:BANK|BULANAN)\b/i,
];

/** Bank charge descriptions (`BIAYA TXN`, `BY TRX BIFAST`, `BIAYA ADM`, `Biaya transfer BI Fast`, `ATMSTRPRM`). */
export const isFeeText = (text: string) => FEE_TEXT.some((pattern) => pattern.test(text.trim()));

/** Interest and its tax (`BUNGA`, `PAJAK BUNGA`, `Bunga Rekening`, `INTEREST`, `JASA GIRO`): money with no person behind it. */
const INTEREST_TEXT = /^\s*(?:(?:PAJAK|PPH|TAX)\s+)?(?:BUNGA|INTEREST|JASA GIRO)\b/i;
export const isInterestText = (text: string) => INTEREST_TEXT.test(text);
