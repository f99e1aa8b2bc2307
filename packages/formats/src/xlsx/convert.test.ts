import { utils, write } from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { FormatError } from '../errors';
import type { UploadFormat } from '../formats';
import { fixture, fixtureText, manifestEntry } from '../test-support/fixture';
import { expectRowsMatchTruth } from '../test-support/truth';
import { parseUpload, type ParsedRow } from '../upload';
import { convertSpreadsheet, type SpreadsheetKind } from './convert';
import { PASSWORD_MESSAGE } from './sniff';

const SAMPLES: { file: string; kind: SpreadsheetKind; format: UploadFormat; converted: string }[] = [
  {
    file: 'bni/bni-mobile.xlsx',
    kind: 'bni-mobile',
    format: 'bni-mobile',
    converted: 'bni/bni-mobile-converted.csv',
  },
  {
    file: 'bni/bni-mobile.xls',
    kind: 'bni-mobile',
    format: 'bni-mobile',
    converted: 'bni/bni-mobile-converted.csv',
  },
  {
    file: 'bni/bni-mobile-html.xls',
    kind: 'bni-mobile',
    format: 'bni-mobile',
    converted: 'bni/bni-mobile-converted.csv',
  },
  {
    file: 'mandiri/livin-estatement.xlsx',
    kind: 'mandiri',
    format: 'mandiri',
    converted: 'mandiri/mandiri-converted.csv',
  },
  {
    file: 'qris/qris-vendor.xlsx',
    kind: 'qris',
    format: 'qris',
    converted: 'qris/qris-vendor-converted.csv',
  },
];

const refusal = (run: () => unknown): FormatError => {
  try {
    run();
  } catch (error) {
    if (error instanceof FormatError) return error;
    throw error;
  }
  throw new Error('expected a FormatError');
};

const xlsxOf = (rows: unknown[][], sheet = 'Sheet1') => {
  const workbook = utils.book_new();
  utils.book_append_sheet(workbook, utils.aoa_to_sheet(rows), sheet);
  return new Uint8Array(write(workbook, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
};

describe('convertSpreadsheet', () => {
  for (const sample of SAMPLES) {
    it(`writes ${sample.converted} from ${sample.file}, byte for byte`, () => {
      const converted = convertSpreadsheet(fixture(sample.file), sample.kind);
      expect(converted.csv).toBe(fixtureText(sample.converted));
      expect(converted.rows).toBe(manifestEntry(sample.file).rows_truth?.length);
    });

    it(`reads ${sample.file} back through its upload with the manifest's rows`, async () => {
      const entry = manifestEntry(sample.file);
      const converted = convertSpreadsheet(fixture(sample.file), sample.kind);
      const upload = parseUpload(sample.format, new TextEncoder().encode(converted.csv));
      const rows: ParsedRow<unknown>[] = [];
      for await (const row of upload) rows.push(row);
      expect(upload.summary.rows).toBe(entry.summary?.rows);
      // A spreadsheet's line is the sheet row of the transaction's first row; an HTML table counts rows.
      expectRowsMatchTruth(rows as ParsedRow<never>[], entry.rows_truth ?? [], (_row, index) =>
        sample.file.endsWith('-html.xls') ? undefined : converted.sourceRows[index],
      );
      if (sample.file.endsWith('-html.xls')) {
        expect(converted.sourceRows.map((_, index) => index + 1)).toEqual(
          entry.rows_truth?.map((row) => row.table_row),
        );
      }
    });
  }

  it('asks for an unprotected copy of a password-protected workbook', () => {
    const error = refusal(() => convertSpreadsheet(fixture('bad/encrypted-like.xlsx'), 'mandiri'));
    expect(error.statusCode).toBe(422);
    expect(error.message).toBe(PASSWORD_MESSAGE);
  });

  it('refuses a CSV renamed to .xlsx with 415, by content', () => {
    const error = refusal(() => convertSpreadsheet(fixture('bad/not-a-spreadsheet.xlsx'), 'mandiri'));
    expect(error.statusCode).toBe(415);
    expect(error.message).toMatch(/bukan spreadsheet/);
  });

  it('refuses random bytes with 415', () => {
    expect(refusal(() => convertSpreadsheet(fixture('bad/garbage.csv'), 'qris')).statusCode).toBe(415);
  });

  it('names the missing columns when the sheet is not the chosen bank', () => {
    const error = refusal(() => convertSpreadsheet(fixture('bni/bni-mobile.xlsx'), 'mandiri'));
    expect(error.statusCode).toBe(422);
    expect(error.message).toBe('Kolom wajib tidak ditemukan: Keterangan, Dana Masuk, Dana Keluar');
  });

  it('refuses an empty file and a truncated workbook', () => {
    expect(refusal(() => convertSpreadsheet(new Uint8Array(0), 'qris')).message).toMatch(/kosong/);
    const truncated = fixture('qris/qris-vendor.xlsx').subarray(0, 2000);
    expect(refusal(() => convertSpreadsheet(truncated, 'qris')).statusCode).toBe(422);
  });

  it('refuses a zip whose central directory announces more than 200 MB once inflated', () => {
    const bytes = xlsxOf([['Tanggal', 'Keterangan']]);
    const view = new DataView(bytes.buffer);
    // Announce 250 MB for every entry of the central directory.
    for (let offset = 0; offset + 4 <= bytes.length; offset++) {
      if (view.getUint32(offset, true) === 0x02014b50) view.setUint32(offset + 24, 250 * 1024 * 1024, true);
    }
    expect(refusal(() => convertSpreadsheet(bytes, 'qris')).statusCode).toBe(413);
  });

  it('writes the value of a formula cell, never the formula', () => {
    const sheet = utils.aoa_to_sheet([
      ['Transaction Date', 'TXN ID', 'Transaction Value', 'Payment Status'],
      ['2026-06-05 10:00:00', 'T-1', 50000, 'Success'],
    ]);
    sheet.C2 = { t: 'n', v: 75000, f: 'SUM(1,2)' };
    const workbook = utils.book_new();
    utils.book_append_sheet(workbook, sheet, 'Sheet1');
    const bytes = new Uint8Array(write(workbook, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
    const converted = convertSpreadsheet(bytes, 'qris');
    expect(converted.csv.split('\r\n')[1]).toBe('2026-06-05 10:00:00,,T-1,,,,,,75000,,,Success');
  });

  it('shifts a UTC time column to WIB and writes real dates of date cells', () => {
    const sheet = utils.aoa_to_sheet([
      ['Created At', 'Order ID', 'Nilai', 'Status'],
      ['2026-06-04 17:30:00', 'XYZ-a-1', 50000, 'paid'],
    ]);
    const workbook = utils.book_new();
    utils.book_append_sheet(workbook, sheet, 'Sheet1');
    const bytes = new Uint8Array(write(workbook, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
    expect(convertSpreadsheet(bytes, 'qris').csv.split('\r\n')[1]).toMatch(/^2026-06-05 00:30:00,/);
  });

  it('keeps headers like __proto__ as plain names, without polluting prototypes', () => {
    const bytes = xlsxOf(
      [
        ['__proto__', 'constructor', 'Transaction Date', 'TXN ID', 'Amount', 'Status'],
        ['{"polluted":1}', 'x', '2026-06-05 10:00:00', 'T-1', '50000', 'Success'],
      ],
      '__proto__',
    );
    const converted = convertSpreadsheet(bytes, 'qris');
    expect(converted.rows).toBe(1);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
  });

  it('refuses an amount cell that is not an amount, naming its sheet row and column', () => {
    const bytes = xlsxOf([
      ['Transaction Date', 'TXN ID', 'Amount', 'Status'],
      ['2026-06-05 10:00:00', 'T-1', '12a,00', 'Success'],
    ]);
    const error = refusal(() => convertSpreadsheet(bytes, 'qris'));
    expect(error.statusCode).toBe(422);
    expect(error.errors[0]).toMatchObject({ row: 2, column: 'Nominal' });
  });
});
