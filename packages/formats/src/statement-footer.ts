import { isBlank, parseAmount } from './amount';
import { hasDigit, normaliseName } from './header';
import type { StatementFooter } from './layout';

type FooterField = 'openingCents' | 'creditCents' | 'debitCents' | 'closingCents';

/** Footer labels of KlikBCA (Indonesian, English, Bisnis), by exact normalised label. */
const FOOTER_LABELS = new Map<string, FooterField>([
  ['saldoawal', 'openingCents'],
  ['startingbalance', 'openingCents'],
  ['openingbalance', 'openingCents'],
  ['mutasikredit', 'creditCents'],
  ['kredit', 'creditCents'],
  ['credit', 'creditCents'],
  ['mutasidebet', 'debitCents'],
  ['mutasidebit', 'debitCents'],
  ['debet', 'debitCents'],
  ['debit', 'debitCents'],
  ['saldoakhir', 'closingCents'],
  ['endingbalance', 'closingCents'],
  ['closingbalance', 'closingCents'],
]);

export const emptyFooter = (): StatementFooter => ({
  openingCents: null,
  creditCents: null,
  debitCents: null,
  closingCents: null,
  creditCount: null,
  debitCount: null,
});

/**
 * Reads a footer row into `footer` when its first cell is a footer label: `Saldo Awal,=,3218440.15`
 * (KlikBCA Individual) or `"Mutasi Kredit : 6,386,000.00","5"` (KlikBCA Bisnis). Returns false for any
 * other row. A printed but empty value (`Debet,=,`) is zero; an unreadable one is reported.
 */
export function readFooterRow(
  cells: readonly string[],
  footer: StatementFooter,
  warnings: string[],
): boolean {
  const first = cells[0] ?? '';
  const colon = first.indexOf(':');
  const label = colon >= 0 ? first.slice(0, colon) : first;
  // Transaction rows start with a date: no footer label holds a digit, so they are passed over unnormalised.
  const field = hasDigit(label) ? undefined : FOOTER_LABELS.get(normaliseName(label));
  if (!field) return false;
  const valueText =
    colon >= 0 ? first.slice(colon + 1) : cells[1]?.trim() === '=' ? (cells[2] ?? '') : (cells[1] ?? '');
  if (isBlank(valueText)) {
    footer[field] = 0;
  } else {
    const value = parseAmount(valueText);
    if (value.ok) footer[field] = value.cents;
    else warnings.push(`Footer "${first.trim()}": ${value.message}`);
  }
  const count = colon >= 0 ? (cells[1] ?? '').trim() : '';
  if (/^\d+$/.test(count)) {
    if (field === 'creditCents') footer.creditCount = Number(count);
    if (field === 'debitCents') footer.debitCount = Number(count);
  }
  return true;
}

/** Compares the footer's credit and debit totals with the rows read; a difference means rows went missing. */
export function checkFooter(
  footer: StatementFooter,
  rows: { creditCents: number; debitCents: number; creditCount: number; debitCount: number },
): string[] {
  const warnings: string[] = [];
  const compare = (label: string, printed: number | null, counted: number) => {
    if (printed !== null && printed !== counted) {
      warnings.push(`${label} di footer (${printed}) berbeda dengan jumlah baris (${counted}).`);
    }
  };
  compare('Total kredit (sen)', footer.creditCents, rows.creditCents);
  compare('Total debet (sen)', footer.debitCents, rows.debitCents);
  compare('Jumlah baris kredit', footer.creditCount, rows.creditCount);
  compare('Jumlah baris debet', footer.debitCount, rows.debitCount);
  return warnings;
}

/** Balance rows a statement prints above or below its transactions, by exact normalised label. */
const BALANCE_LABELS = new Set([
  'saldoawal',
  'saldoakhir',
  'startingbalance',
  'openingbalance',
  'beginningbalance',
  'endingbalance',
  'closingbalance',
]);

/** Summary rows under a statement's transactions (totals of a side, of the period), by exact label. */
const SUMMARY_LABELS = new Set([
  ...FOOTER_LABELS.keys(),
  ...BALANCE_LABELS,
  'total',
  'grandtotal',
  'subtotal',
  'jumlah',
  'totaldebit',
  'totaldebet',
  'totalkredit',
  'totalcredit',
  'totalmutasidebet',
  'totalmutasikredit',
  'totaltransaksi',
  'jumlahtransaksi',
  'jumlahdebet',
  'jumlahkredit',
]);

/** A date, a row number or an amount: how a transaction row starts; never a label. */
const STARTS_LIKE_DATA = /^\s*['"]?[\d(+-]/;
/** What a balance label starts with: the exact comparison below runs only on these (it runs for every row). */
const BALANCE_START = /^\s*(?:saldo|starting|opening|beginning|ending|closing)\b/i;

/**
 * A statement row that is a summary, not a transaction (formats.md: footer and total rows end or are
 * skipped by exact label, never by substring): its first filled cell is a footer or total label
 * (`Saldo Awal`, `Total Debit : 1.250.000,00`), or its description is a balance label (a `SALDO AWAL`
 * line among the rows). `totalwin88` is no label.
 */
export function summaryRowKind(
  cells: readonly string[],
  descriptionIndex: number | undefined,
): 'footer' | 'total' | null {
  let first = '';
  for (const cell of cells) {
    if (cell !== '' && cell.trim() !== '') {
      first = cell;
      break;
    }
  }
  if (first !== '' && !STARTS_LIKE_DATA.test(first)) {
    const colon = first.indexOf(':');
    const written = colon >= 0 ? first.slice(0, colon) : first;
    const label = hasDigit(written) ? '' : normaliseName(written);
    if (SUMMARY_LABELS.has(label))
      return FOOTER_LABELS.has(label) || BALANCE_LABELS.has(label) ? 'footer' : 'total';
  }
  const description = descriptionIndex === undefined ? '' : (cells[descriptionIndex] ?? '');
  if (
    description.length <= 24 &&
    BALANCE_START.test(description) &&
    BALANCE_LABELS.has(normaliseName(description))
  )
    return 'footer';
  return null;
}
