import { isBlank, parseAmount } from './amount';
import { normaliseName } from './header';
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
  const field = FOOTER_LABELS.get(normaliseName(colon >= 0 ? first.slice(0, colon) : first));
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
