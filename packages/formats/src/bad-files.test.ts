import { describe, expect, it } from 'vitest';
import { FormatError } from './errors';
import { UPLOAD_FORMATS, type UploadFormat } from './formats';
import type { ParseOptions } from './layout';
import { fixture } from './test-support/fixture';
import { readUpload } from './upload';
import { convertSpreadsheet } from './xlsx/convert';
import { PASSWORD_MESSAGE } from './xlsx/sniff';

async function refusalOf(
  format: UploadFormat,
  path: string,
  options: ParseOptions = {},
): Promise<FormatError> {
  try {
    await readUpload(format, fixture(path), options);
  } catch (error) {
    if (error instanceof FormatError) return error;
    throw error;
  }
  throw new Error(`${path} was accepted as ${format}`);
}

describe('the files of fixtures/bad are refused with a clear message', () => {
  it('bad-amount.csv: names line 7 and column Jumlah', async () => {
    const error = await refusalOf('bca', 'bad/bad-amount.csv', { statementDate: '2027-01-02' });
    expect(error.statusCode).toBe(422);
    expect(error.errors).toEqual([
      {
        row: 7,
        column: 'Jumlah',
        message:
          'Nilai "12a,00" bukan nominal yang valid (diharapkan angka seperti 250000.00, 1.250.000,00, Rp 30.800 atau 250,000.00 CR).',
      },
    ]);
    expect(error.message).toBe(
      'File ditolak: 1 baris tidak valid; tidak ada yang disimpan. Baris 7, kolom Jumlah: Nilai "12a,00" bukan nominal yang valid (diharapkan angka seperti 250000.00, 1.250.000,00, Rp 30.800 atau 250,000.00 CR).',
    );
  });

  it('cimb-ambiguous-dates.csv: day and month order cannot be decided', async () => {
    const error = await refusalOf('cimb', 'bad/cimb-ambiguous-dates.csv');
    expect(error.statusCode).toBe(422);
    expect(error.message).toMatch(/^Urutan hari dan bulan pada tanggal tidak bisa dipastikan/);
  });

  it('nexus-deposit-other-website.csv: names line 5 and the other website', async () => {
    const error = await refusalOf('nexus-deposit', 'bad/nexus-deposit-other-website.csv', {
      websiteCode: 'ABC',
    });
    expect(error.statusCode).toBe(422);
    expect(error.errors).toEqual([
      { row: 5, column: 'Website', message: 'Website XYZ bukan website yang dipilih (ABC).' },
    ]);
  });

  it('empty.csv: refused as empty by every upload', async () => {
    for (const format of UPLOAD_FORMATS) {
      const error = await refusalOf(format, 'bad/empty.csv', { statementDate: '2026-06-05' });
      expect([error.statusCode, error.message]).toEqual([422, 'File kosong: tidak ada data untuk dibaca.']);
    }
  });

  it('header-only.csv: no transaction rows', async () => {
    const error = await refusalOf('manual', 'bad/header-only.csv');
    expect([error.statusCode, error.message]).toEqual([
      422,
      'File tidak berisi baris transaksi; tidak ada yang disimpan.',
    ]);
  });

  it('missing-columns.csv: names the missing column', async () => {
    const error = await refusalOf('manual', 'bad/missing-columns.csv');
    expect([error.statusCode, error.message]).toEqual([422, 'Kolom wajib tidak ditemukan: Nominal']);
  });

  it('garbage.csv: refused as not text by every upload, before any row', async () => {
    for (const format of UPLOAD_FORMATS) {
      const error = await refusalOf(format, 'bad/garbage.csv');
      expect(error.statusCode).toBe(415);
      expect(error.message).toMatch(/bukan CSV teks/);
    }
  });

  it('not-a-spreadsheet.xlsx: 415 from every converter', () => {
    for (const kind of ['bni-mobile', 'mandiri', 'qris'] as const) {
      expect(() => convertSpreadsheet(fixture('bad/not-a-spreadsheet.xlsx'), kind)).toThrow(
        expect.objectContaining({ statusCode: 415 }),
      );
    }
  });

  it('encrypted-like.xlsx: the password message from every converter', () => {
    for (const kind of ['bni-mobile', 'mandiri', 'qris'] as const) {
      expect(() => convertSpreadsheet(fixture('bad/encrypted-like.xlsx'), kind)).toThrow(
        expect.objectContaining({ statusCode: 422, message: PASSWORD_MESSAGE }),
      );
    }
  });

  it('qris-all-unpaid.csv: refused naming the statuses found', async () => {
    const error = await refusalOf('qris', 'qris/qris-all-unpaid.csv');
    expect([error.statusCode, error.message]).toEqual([
      422,
      'Tidak ada transaksi berstatus sukses di file ini; tidak ada yang disimpan. Status yang ditemukan: EXPIRED, FAILED, UNPAID.',
    ]);
  });

  it('a workbook handed to a CSV parser says what it is, and never sends anyone to Convert Mutasi', async () => {
    // The server reads statement workbooks as workbooks; only a BO export (CSV by the spec) gets here.
    const error = await refusalOf('nexus-deposit', 'mandiri/livin-estatement.xlsx');
    expect(error.statusCode).toBe(415);
    expect(error.message).toBe(
      'File ini file Excel (.xlsx) atau ZIP, bukan CSV. Buka di Excel, simpan sebagai CSV, lalu coba lagi.',
    );
  });
});
