import { utils, write } from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import type { UploadFormat } from './formats';
import type { ParseOptions } from './layout';
import type { MutasiRecord } from './records';
import { CsvRowSplitter, type Delimiter } from './text/csv-rows';
import { fixtureText } from './test-support/fixture';
import { parseAll } from './test-support/parse';
import { statementSheetCsv } from './xlsx/statement-sheet';

/**
 * Hard cases made from every portal sample (never tuned to one file): the same rows written the ways
 * people and Excel write them again — another delimiter, every cell quoted, LF line ends, a BOM, UTF-16
 * "Unicode text", padded trailing columns, more blank lines between blocks, and Excel re-saves as .xlsx,
 * .xls, XML Spreadsheet 2003 and an HTML table, with numbers and dates turned into Excel's own cells. Each must read as the
 * original does: the same records, the same skipped rows, the same balance verdict.
 */
const SENDERS = JSON.parse(fixtureText('portal/senders/truth.json')) as Record<
  string,
  { format: UploadFormat; options: ParseOptions }
>;
const JUNE_5 = { statementDate: '2026-06-05' };
const SAMPLES: [string, UploadFormat, ParseOptions][] = [
  ['portal/bca/klikbca-bisnis-pratinjau.txt', 'bca', JUNE_5],
  ['portal/bca/klikbca-bisnis-rows.csv', 'bca', JUNE_5],
  ['portal/bca/klikbca-balance-gap.csv', 'bca', JUNE_5],
  ['portal/bca/klikbca-next-day.csv', 'bca', { statementDate: '2026-06-06' }],
  ['portal/bni/bnidirect-id.csv', 'bni-internet', {}],
  ['portal/bni/bnidirect-trx-inq.csv', 'bni-internet', { accountNumber: '0115476117' }],
  ['portal/bri/bri-statement.csv', 'manual', { provider: 'BRI' }],
  ['portal/mandiri/kopra.csv', 'mandiri', {}],
  ...Object.entries(SENDERS).map(([file, truth]): [string, UploadFormat, ParseOptions] => [
    `portal/senders/${file}`,
    truth.format,
    truth.options,
  ]),
];

type Rows = string[][];

function rowsOf(text: string): Rows {
  const delimiter: Delimiter = text.split(/\r?\n/, 8).some((line) => line.includes('\t')) ? '\t' : ',';
  const splitter = new CsvRowSplitter(delimiter);
  const rows = [...splitter.push(text), ...splitter.end()].map((row) => row.cells);
  // Papa Parse reads a blank line as one empty cell: keep it blank, as a line.
  return rows.map((cells) => (cells.length === 1 && cells[0] === '' ? [] : cells));
}

const quoted = (cell: string, delimiter: string, all: boolean) =>
  all || cell.includes(delimiter) || /["\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;

const text = (rows: Rows, { delimiter = ',', all = false, eol = '\r\n' } = {}) =>
  rows.map((cells) => cells.map((cell) => quoted(cell, delimiter, all)).join(delimiter)).join(eol) + eol;

const utf8 = (value: string) => new TextEncoder().encode(value);
function utf16le(value: string): Uint8Array {
  const bytes = new Uint8Array(2 + value.length * 2);
  bytes.set([0xff, 0xfe]);
  for (let index = 0; index < value.length; index++) {
    bytes[2 + index * 2] = value.charCodeAt(index) & 0xff;
    bytes[3 + index * 2] = value.charCodeAt(index) >> 8;
  }
  return bytes;
}

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const EN_GROUPED = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/;
const DAY_FIRST = /^(\d{2})\/(\d{2})\/(\d{4})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** Excel's serial day number of a Jakarta wall-clock date and time (no time zone in a workbook). */
const serial = (year: number, month: number, day: number, hours = 0, minutes = 0, seconds = 0) =>
  (Date.UTC(year, month - 1, day, hours, minutes, seconds) - Date.UTC(1899, 11, 30)) / 86_400_000;

/**
 * A cell as Excel keeps it after opening the CSV: `en` (US settings) turns plain and comma-grouped
 * numbers into numbers, `id` (Indonesian settings) turns day-first dates into date cells and leaves
 * `250000.00` as text (its decimal mark is the comma). A leading apostrophe keeps the text.
 */
function excelCell(value: string, settings: 'en' | 'id'): unknown {
  // Excel keeps 15 digits: a longer number is lost for good, so it stays text (a column formatted as text).
  if (settings === 'en' && !/^0\d/.test(value) && value.replace(/\D/g, '').length <= 15) {
    if (PLAIN_NUMBER.test(value)) return Number(value);
    if (EN_GROUPED.test(value)) return Number(value.replace(/,/g, ''));
  }
  const date = settings === 'id' ? DAY_FIRST.exec(value) : null;
  if (date) {
    const [day, month, year, hours, minutes, seconds] = date.slice(1).map((part) => Number(part ?? 0));
    return {
      t: 'n',
      v: serial(year!, month!, day!, hours, minutes, seconds),
      z: date[4] ? 'dd/mm/yyyy hh:mm:ss' : 'dd/mm/yyyy',
    };
  }
  return value;
}

function workbook(rows: Rows, bookType: 'xlsx' | 'biff8' | 'xlml', settings: 'en' | 'id'): Uint8Array {
  const sheet = utils.aoa_to_sheet(rows.map((cells) => cells.map((cell) => excelCell(cell, settings))));
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, 'Sheet1');
  return new Uint8Array(write(book, { type: 'array', bookType }) as ArrayBuffer);
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const html = (rows: Rows) =>
  utf8(
    `<html><head><meta charset="utf-8"></head><body><table>\r\n${rows
      .map(
        (cells) =>
          `<tr>${(cells.length ? cells : ['']).map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`,
      )
      .join('\r\n')}\r\n</table></body></html>\r\n`,
  );

interface Variant {
  name: string;
  /** Whether each row keeps its line (so row numbers can be compared too). */
  sameLines: boolean;
  /** The upload's bytes; a workbook goes through the workbook reader as the server does. */
  make(rows: Rows, format: UploadFormat, options: ParseOptions): Uint8Array | string;
}

const sheet = (bytes: Uint8Array, format: UploadFormat, options: ParseOptions) =>
  statementSheetCsv(bytes, format, options).csv;

const VARIANTS: Variant[] = [
  {
    name: 'semicolons (Excel, Indonesian settings)',
    sameLines: true,
    make: (rows) => text(rows, { delimiter: ';' }),
  },
  { name: 'tabs', sameLines: true, make: (rows) => text(rows, { delimiter: '\t' }) },
  { name: 'commas, every cell quoted', sameLines: true, make: (rows) => text(rows, { all: true }) },
  { name: 'LF line ends', sameLines: true, make: (rows) => text(rows, { eol: '\n' }) },
  { name: 'UTF-8 with BOM', sameLines: true, make: (rows) => utf8(`\uFEFF${text(rows)}`) },
  {
    name: 'UTF-16LE "Unicode text" (tabs, BOM)',
    sameLines: true,
    make: (rows) => utf16le(`\uFEFF${text(rows, { delimiter: '\t' })}`),
  },
  {
    name: 'trailing empty columns on every line',
    sameLines: true,
    make: (rows) => text(rows.map((cells) => [...cells, '', ''])),
  },
  {
    name: 'more blank lines between blocks, one of them only delimiters',
    sameLines: false,
    make: (rows) =>
      text(rows.flatMap((cells) => (cells.length === 0 ? [[], [], ['', '', '', '']] : [cells]))),
  },
  {
    name: 'Excel .xlsx re-save, US settings (numbers as numbers)',
    sameLines: true,
    make: (rows, format, options) => sheet(workbook(rows, 'xlsx', 'en'), format, options),
  },
  {
    name: 'Excel .xls re-save, Indonesian settings (dates as dates)',
    sameLines: true,
    make: (rows, format, options) => sheet(workbook(rows, 'biff8', 'id'), format, options),
  },
  {
    name: 'Excel "XML Spreadsheet 2003" saved as .xls',
    sameLines: true,
    make: (rows, format, options) => sheet(workbook(rows, 'xlml', 'en'), format, options),
  },
  {
    name: 'HTML table saved as .xls',
    sameLines: true,
    make: (rows, format, options) => sheet(html(rows), format, options),
  },
];

/** What must not change between a file and its re-save. */
async function reading(
  input: Uint8Array | string,
  format: UploadFormat,
  options: ParseOptions,
  lines: boolean,
) {
  const { rows, summary } = await parseAll(format, input, options);
  return {
    records: rows.flatMap((row) => {
      if (row.kind !== 'record') return [];
      // Every sample here is a statement.
      const record = row.record as MutasiRecord;
      return [
        {
          ...(lines ? { line: row.line } : {}),
          date: record.date,
          time: record.time,
          direction: record.direction,
          amountCents: record.amountCents,
          balanceCents: record.balanceCents,
          name: record.counterpartyName,
          account: record.counterpartyAccount,
          wallet: record.wallet,
          isFee: record.isFee,
        },
      ];
    }),
    skipped: summary.skippedByStatus,
    invalid: summary.invalidRows,
    breaks: summary.balance?.breakCount ?? null,
  };
}

describe.each(SAMPLES)('%s written again', (file, format, options) => {
  const rows = rowsOf(fixtureText(file));

  it.each(VARIANTS.map((variant) => [variant.name, variant] as const))(
    '%s reads as the original',
    async (_name, variant) => {
      const original = await reading(fixtureText(file), format, options, variant.sameLines);
      expect(original.records.length).toBeGreaterThan(0);
      expect(await reading(variant.make(rows, format, options), format, options, variant.sameLines)).toEqual(
        original,
      );
    },
  );
});
