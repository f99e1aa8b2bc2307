import { describe, expect, it } from 'vitest';
import { fixture } from './test-support/fixture';
import { parseAll, recordsOf, refusalOf, utf8 } from './test-support/parse';
import { csvCell } from './text/csv-write';
import { parseUpload } from './upload';

const MANUAL_HEADER = 'Tanggal,Jam,Tipe,Nominal,Nama,No Rekening/HP,Keterangan,Referensi,Saldo';
const manualRow = (amount: string, name = 'BUDI SANTOSO') =>
  `05/06/2026,08:12,CR,${amount},${name},081234560001,DEPO XYZ budi88,DN2606050001,1350000`;

describe('parseUpload', () => {
  it('reads the multipart stream lazily: the first rows arrive after the first chunks only', async () => {
    let pulled = 0;
    async function* endless() {
      yield utf8(`${MANUAL_HEADER}\r\n`);
      for (;;) {
        pulled++;
        yield utf8(`${manualRow('100000')}\r\n`.repeat(1000));
      }
    }
    const upload = parseUpload('manual', endless());
    let rows = 0;
    for await (const row of upload) {
      expect(row.kind).toBe('record');
      if (++rows === 10) break;
    }
    expect(pulled).toBeLessThan(4);
  });

  it('gives the same rows and summary for a whole file and for one-byte chunks', async () => {
    const bytes = fixture('bca/klikbca-individual-id.csv');
    const options = { statementDate: '2027-01-02' };
    const whole = await parseAll('bca', bytes, options);
    const trickled = await parseAll(
      'bca',
      (function* () {
        for (let index = 0; index < bytes.length; index++) yield bytes.subarray(index, index + 1);
      })(),
      options,
    );
    expect(trickled).toEqual(whole);
  });

  it('can be read once', async () => {
    const upload = parseUpload('manual', utf8(`${MANUAL_HEADER}\n${manualRow('1')}\n`));
    for await (const row of upload) expect(row.kind).toBe('record');
    expect(() => upload[Symbol.asyncIterator]()).toThrow(/once/);
  });

  it('keeps __proto__ and constructor headers and JSON-looking cells as plain text', async () => {
    const header = `__proto__,__proto__,constructor,toString,${MANUAL_HEADER}`;
    const records = await recordsOf('manual', `${header}\n{"polluted":1},x,y,z,${manualRow('100000')}\n`);
    expect(records).toHaveLength(1);
    expect(Object.getPrototypeOf(records[0])).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each(['1e309', '0x10', '{"a":1}', '5e3', '50000.005', ''])(
    'refuses the amount %j naming line and column',
    async (amount) => {
      const error = await refusalOf(
        'manual',
        `${MANUAL_HEADER}\n${manualRow('100000')}\n${manualRow(csvCell(amount))}\n`,
      );
      expect(error.statusCode).toBe(422);
      expect(error.errors[0]).toMatchObject({ row: 3, column: 'Nominal' });
    },
  );

  it('detects comma, semicolon and tab delimiters from the header row', async () => {
    const comma = `${MANUAL_HEADER}\n${manualRow('100000')}\n`;
    const expected = await recordsOf('manual', comma);
    expect(await recordsOf('manual', comma.replace(/,/g, ';'))).toEqual(expected);
    expect(await recordsOf('manual', comma.replace(/,/g, '\t'))).toEqual(expected);
  });

  it('reads names written in Windows-1252', async () => {
    const text = `${MANUAL_HEADER}\n${manualRow('100000', 'JOSÉ')}\n`;
    const bytes = Uint8Array.from(text, (char) => (char === 'É' ? 0xc9 : char.charCodeAt(0)));
    const { rows, summary } = await parseAll('manual', bytes);
    expect(summary.encoding).toBe('windows-1252');
    expect(rows[0]?.kind === 'record' && rows[0].record.counterpartyName).toBe('JOSÉ');
  });

  it('names the missing required columns of the format', async () => {
    const error = await refusalOf('qris', 'Tanggal,Keterangan\n2026-06-05,x\n');
    expect(error.message).toBe('Kolom wajib tidak ditemukan: ID Transaksi, Nominal, Status');
  });

  it('refuses invalid options before reading', () => {
    expect(() => parseUpload('nexus-deposit', utf8(''), { boAmountScale: 0 })).toThrow(
      expect.objectContaining({ statusCode: 400 }),
    );
    expect(() => parseUpload('bca', utf8(''), { statementDate: '2026-02-30' })).toThrow(
      expect.objectContaining({ statusCode: 400 }),
    );
  });

  it('refuses a 10,000-column header and a million blank lines quickly', async () => {
    const started = Date.now();
    const wide = await refusalOf(
      'manual',
      `${Array.from({ length: 10_000 }, (_, index) => `c${index}`).join(',')}\n1,2\n`,
    );
    expect(wide.message).toMatch(/^Kolom wajib tidak ditemukan/);
    const blank = await refusalOf('manual', '\n'.repeat(1_000_000));
    expect(blank.message).toMatch(/kosong|Kolom wajib/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('lists at most 50 errors but counts every invalid row', async () => {
    const rows = Array.from({ length: 80 }, () => manualRow('x')).join('\n');
    const error = await refusalOf('manual', `${MANUAL_HEADER}\n${rows}\n`);
    expect(error.errors).toHaveLength(50);
    expect(error.message).toMatch(/^File ditolak: 80 baris tidak valid/);
  });
});
