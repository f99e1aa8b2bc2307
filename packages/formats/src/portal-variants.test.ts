import { describe, expect, it } from 'vitest';
import { convertSpreadsheet } from './xlsx/convert';
import { spreadsheetContainer } from './xlsx/sniff';
import { statementSheetCsv } from './xlsx/statement-sheet';
import { senderShare } from './sender-share';
import { fixture, fixtureText } from './test-support/fixture';
import { parseAll, recordsOf, refusalOf } from './test-support/parse';

/** formats.md "Real portal variants": each file as the portal gave it (fixtures/portal/generate.mjs). */
const JUNE_5 = { statementDate: '2026-06-05' } as const;

describe('KlikBCA Bisnis "Pratinjau Data" pasted as text', () => {
  it('reads the tab-separated paste: Rp amounts, `-` sides, a repeated header, settlements and wallets', async () => {
    const { rows, summary } = await parseAll(
      'bca',
      fixture('portal/bca/klikbca-bisnis-pratinjau.txt'),
      JUNE_5,
    );
    expect([summary.layout, summary.delimiter, summary.rows, summary.invalidRows]).toEqual([
      'klikbca-pratinjau',
      '\t',
      12,
      0,
    ]);
    const records = rows.flatMap((row) => (row.kind === 'record' ? [row.record] : []));
    expect(records[0]).toMatchObject({
      date: '2026-06-05',
      direction: 'CR',
      amountCents: 3_080_000,
      balanceCents: 1_253_080_000,
      counterpartyName: 'BUDI SANTOSO',
      counterpartyBank: 'BCA',
    });
    expect(records[1]).toMatchObject({ counterpartyName: 'SITI RAHMAWATI', counterpartyBank: 'BRI' });
    expect(records[2]?.settlement).toEqual({ grossCents: 200_000_000, mdrCents: 1_400_000 });
    expect(records[4]).toMatchObject({
      direction: 'DB',
      amountCents: 50_000_000,
      counterpartyName: 'DEWI ANGGRAENI',
    });
    expect(records[5]).toMatchObject({ wallet: 'GOPAY', counterpartyName: null, counterpartyBank: 'GOPAY' });
    expect(records[7]).toMatchObject({ counterpartyName: 'RIZKY FADILLAH', counterpartyBank: 'BNI' });
    expect(records[8]).toMatchObject({ isFee: true, counterpartyName: null, counterpartyBank: null });
    expect(records[10]).toMatchObject({ wallet: 'SHOPEEPAY', counterpartyBank: 'SHOPEEPAY' });
    expect(summary.balance).toMatchObject({ order: 'ascending', breakCount: 0, rows: 12 });
    expect(summary.balance?.first.openingCents).toBe(1_250_000_000);
  });
});

describe('KlikBCA Bisnis rows without title, Saldo or footer', () => {
  it('reads `-2.146,05 DB` as a debit, grouped and plain amounts, and the old description forms', async () => {
    const records = await recordsOf('bca', fixture('portal/bca/klikbca-bisnis-rows.csv'));
    expect(records).toHaveLength(8);
    expect(records.map((record) => [record.direction, record.amountCents])).toEqual([
      ['CR', 15_000_000],
      ['CR', 150_000_000],
      ['CR', 27_500_000],
      ['CR', 8_000_000],
      ['DB', 214_605],
      ['CR', 250_000_000],
      ['CR', 12_500_000],
      ['CR', 6_000_000],
    ]);
    expect(records.map((record) => [record.counterpartyName, record.counterpartyBank])).toEqual([
      ['BUDI SANTOSO', 'BCA'],
      ['SITI RAHMAWATI', 'BRI'],
      ['EKO PRASETYO', 'MANDIRI'],
      ['AGUS PRATAMA', 'BCA'],
      ['FERRY GUNAWAN', 'BCA'],
      ['DEWI ANGGRAENI', 'BCA'],
      [null, 'OVO'],
      ['NUR HIDAYAH', 'BSI'],
    ]);
    expect(records[6]?.wallet).toBe('OVO');
  });

  it('refuses a sign that contradicts its suffix, naming row, column, value and what it expected', async () => {
    const text = 'Tanggal Transaksi,Keterangan,Cabang,Jumlah\r\n05/06/2026,SETORAN,0000,"-150,000.00 CR"\r\n';
    const error = await refusalOf('bca', text);
    expect(error.errors[0]).toEqual({
      row: 2,
      column: 'Jumlah',
      message:
        'Nominal "-150,000.00 CR" bertentangan: tanda minus dengan akhiran CR (diharapkan nominal positif, atau akhiran DB).',
    });
  });

  it('names the expected forms when a date cannot be read', async () => {
    const text = 'Tanggal Transaksi,Keterangan,Cabang,Jumlah\r\n2026/31/12,SETORAN,0000,"150,000.00 CR"\r\n';
    const error = await refusalOf('bca', text);
    expect(error.errors[0]).toEqual({
      row: 2,
      column: 'Tanggal Transaksi',
      message: 'Tanggal "2026/31/12" tidak valid (diharapkan DD/MM, DD/MM/YYYY atau PEND).',
    });
  });
});

describe('BNIDirect with Indonesian labels', () => {
  it.each(['portal/bni/bnidirect-id.csv', 'portal/bni/bnidirect-id.xlsx', 'portal/bni/bnidirect-id.xls'])(
    'reads %s: one Amount column with its Db/Cr, senders of every description form',
    async (file) => {
      const bytes = fixture(file);
      const input = file.endsWith('.csv') ? bytes : statementSheetCsv(bytes, 'bni-internet', {}).csv;
      const { rows, summary } = await parseAll('bni-internet', input);
      expect([summary.layout, summary.rows]).toEqual(['bnidirect-id', 9]);
      const records = rows.flatMap((row) => (row.kind === 'record' ? [row.record] : []));
      expect(
        records.map((record) => [record.direction, record.counterpartyName, record.counterpartyBank]),
      ).toEqual([
        ['CR', 'BUDI SANTOSO', 'BNI'],
        ['CR', 'SITI RAHMAWATI', 'BRI'],
        ['CR', 'EKO PRASETYO', 'BNI'],
        ['DB', 'AGUS PRATAMA', 'BNI'],
        ['CR', 'NUR HIDAYAH', null],
        ['CR', 'RIZKY FADILLAH', null],
        ['DB', null, null],
        ['CR', null, 'GOPAY'],
        ['CR', 'MUHAMMAD RIZAL FAUZI', 'BNI'],
      ]);
      expect(records[0]).toMatchObject({ date: '2026-06-05', time: '07:45:12', amountCents: 25_000_000 });
      expect(records[2]?.counterpartyAccount).toBe('0561239870');
      expect(records[7]).toMatchObject({ wallet: 'GOPAY', counterpartyAccount: '081234567890' });
      expect(summary.balance?.breakCount).toBe(0);
      expect(summary.accounts).toEqual([{ account: '0115476117', currency: 'IDR', rows: 9, kept: true }]);
    },
  );
});

describe('BNIDirect TRX_INQ with several accounts', () => {
  const file = 'portal/bni/bnidirect-trx-inq.csv';

  it("keeps the chosen account's block and skips the USD block, counting it", async () => {
    const { rows, summary } = await parseAll('bni-internet', fixture(file), { accountNumber: '0115476117' });
    const records = rows.flatMap((row) => (row.kind === 'record' ? [row.record] : []));
    expect(records).toHaveLength(7);
    expect(summary.skippedByStatus).toEqual({ 'Mata uang USD (rekening 0115476125)': 2 });
    expect(records.map((record) => record.counterpartyName)).toEqual([
      'BUDI SANTOSO',
      'SITI RAHMAWATI',
      'EKO PRASETYO',
      'AGUS PRATAMA',
      'DEWI ANGGRAENI',
      'RIZKY FADILLAH',
      'MUHAMMAD RIZAL FAUZI',
    ]);
    expect(records[0]?.counterpartyAccount).toBe('0281934756');
    expect(records[4]?.counterpartyBank).toBe('MANDIRI');
    expect(summary.balance?.breakCount).toBe(0);
  });

  it('keeps the second block when it is the chosen one, skipping the first', async () => {
    const text = fixtureText(file).replace('Currency,USD', 'Currency,IDR');
    const { rows, summary } = await parseAll('bni-internet', text, { accountNumber: '115476125' });
    expect(rows.filter((row) => row.kind === 'record')).toHaveLength(2);
    expect(summary.skippedByStatus).toEqual({ 'Rekening lain (0115476117)': 7 });
  });

  it('refuses the file when the chosen account is not in it, naming the accounts it holds', async () => {
    const error = await refusalOf('bni-internet', fixture(file), { accountNumber: '0123456789' });
    expect(error.statusCode).toBe(422);
    expect(error.message).toBe(
      'Rekening 123456789 tidak ada di file ini; tidak ada yang disimpan. File berisi rekening: 0115476117 (IDR), 0115476125 (USD).',
    );
  });

  it('never reads a USD block as rupiah, even when it is the chosen account', async () => {
    const error = await refusalOf('bni-internet', fixture(file), { accountNumber: '0115476125' });
    expect(error.message).toMatch(/^Tidak ada transaksi rupiah untuk rekening yang dipilih/);
  });

  it('refuses a single-account file whose preamble names another account, naming both (decision 052)', async () => {
    const error = await refusalOf('bni-internet', fixture('portal/bni/bnidirect-id.csv'), {
      accountNumber: '5550001111',
    });
    expect(error.statusCode).toBe(422);
    expect(error.message).toBe(
      'File ini untuk rekening 0115476117, bukan rekening yang dipilih (5550001111); tidak ada yang disimpan. Pilih akun Data Bank rekening 0115476117, atau upload mutasi rekening 5550001111.',
    );
  });

  it.each([
    ["No. Rekening,=,'456-123-7890"],
    ['No. Rekening,=,4561 2378 90'],
    ['Nomor Rekening : 456.123.7890'],
    ['Cabang/Branch,:,KCP Sunter,Nomor Rekening/Account Number,:,456-1237890'],
  ])('reads the account of a preamble written as %s, with its separators', async (line) => {
    const text = fixtureText('portal/bni/bnidirect-id.csv').replace(/^[^\n]*0115476117[^\n]*$/m, line);
    expect(text).toContain(line);
    const error = await refusalOf('bni-internet', text, { accountNumber: '5550001111' });
    expect(error.message).toContain('File ini untuk rekening 4561237890');
  });

  it('reads the chosen account typed with other leading zeros', async () => {
    const { summary } = await parseAll('bni-internet', fixture('portal/bni/bnidirect-id.csv'), {
      accountNumber: '115476117',
    });
    expect(summary.rows).toBe(9);
  });
});

describe('BNIDirect rows that carry their own account number (decision 052)', () => {
  // TRX_INQ's row form: an `Account No` column on every row, two accounts (rupiah and dollar) in one file.
  const header =
    'Account No,Currency,Post Date,Value Date,Branch,Journal No.,Description,Debit,Credit,Balance';
  const rows = [
    '0115476117,IDR,05/06/26 07.00.00,05/06/26,0998,810001,TRANSFER|DARI MAYA ANGGRAINI|0247409605|DEPO|,0.00,"352,500.00","50,352,500.00"',
    '0115476125,USD,05/06/26 07.05.00,05/06/26,0998,810002,INWARD TRANSFER|DARI ACME LTD||,0.00,"4,715.00","14,715.00"',
    '0115476117,IDR,05/06/26 07.10.00,05/06/26,0998,810003,PEMINDAHAN DARI 0797561627 KURNIA SARI,0.00,"57,500.00","50,410,000.00"',
    '0115476125,USD,05/06/26 07.15.00,05/06/26,0998,810004,TRANSFER|KE ACME LTD||,"215.00",0.00,"14,500.00"',
    '0115476117,IDR,05/06/26 07.20.00,05/06/26,0998,810005,TRANSFER|KE LIE HENDRA WIJAYA|0287717242|WD|,"10,000.00",0.00,"50,400,000.00"',
  ];
  const file = () => new TextEncoder().encode([header, ...rows].join('\r\n'));

  it('keeps only the chosen rupiah account and counts the dollar rows apart', async () => {
    const { rows: parsed, summary } = await parseAll('bni-internet', file(), { accountNumber: '0115476117' });
    const records = parsed.flatMap((row) => (row.kind === 'record' ? [row.record] : []));
    expect(records.map((record) => record.amountCents)).toEqual([35_250_000, 5_750_000, 1_000_000]);
    expect(summary.skippedByStatus).toEqual({ 'Mata uang USD (rekening 0115476125)': 2 });
    expect(summary.accounts.map((block) => [block.account, block.currency, block.kept])).toEqual([
      ['0115476117', 'IDR', true],
      ['0115476125', 'USD', false],
    ]);
  });

  it('never stores a dollar row as rupiah, even on the dollar account', async () => {
    const error = await refusalOf('bni-internet', file(), { accountNumber: '0115476125' });
    expect(error.message).toMatch(/^Tidak ada transaksi rupiah untuk rekening yang dipilih/);
  });

  it('refuses a file whose rows name other accounts only, naming them', async () => {
    const error = await refusalOf('bni-internet', file(), { accountNumber: '0999999999' });
    expect(error.message).toBe(
      'Rekening 999999999 tidak ada di file ini; tidak ada yang disimpan. File berisi rekening: 0115476117 (IDR), 0115476125 (USD).',
    );
  });

  it('skips another rupiah account by its row number', async () => {
    const other = [header, rows[0]!, rows[2]!.replace('0115476117', '0115476133')].join('\r\n');
    const { summary } = await parseAll('bni-internet', new TextEncoder().encode(other), {
      accountNumber: '0115476117',
    });
    expect(summary.rows).toBe(1);
    expect(summary.skippedByStatus).toEqual({ 'Rekening lain (0115476133)': 1 });
  });
});

describe('BRI statement exports', () => {
  it.each(['portal/bri/bri-statement.csv', 'portal/bri/bri-statement-html.xls'])(
    'reads TGL_TRAN with a time or a plain date, among extra columns (%s)',
    async (file) => {
      const bytes = fixture(file);
      const options = { provider: 'BRI' };
      const input = file.endsWith('.csv') ? bytes : statementSheetCsv(bytes, 'manual', options).csv;
      const records = await recordsOf('manual', input, options);
      expect(records.map((record) => [record.date, record.time, record.counterpartyName])).toEqual([
        ['2024-04-04', '17:34:00', 'SITI RAHMAWATI'],
        ['2024-04-04', null, 'BUDI SANTOSO'],
        ['2024-04-04', '19:05:00', 'AGUS PRATAMA'],
        ['2024-04-04', '20:15:00', 'DEWI ANGGRAENI'],
        ['2024-04-04', '21:40:00', 'EKO PRASETYO'],
      ]);
      expect(records.every((record) => record.counterpartyBank === 'BRI')).toBe(true);
    },
  );
});

describe('Mandiri Kopra', () => {
  const expectKopra = (records: Awaited<ReturnType<typeof recordsOf<'mandiri'>>>) => {
    expect(records.map((record) => [record.direction, record.amountCents, record.counterpartyName])).toEqual([
      ['CR', 25_000_000, 'BUDI SANTOSO'],
      ['CR', 150_000_000, 'SITI RAHMAWATI'],
      ['DB', 50_000_000, 'AGUS PRATAMA'],
      ['DB', 250_000, null],
      ['CR', 7_500_000, 'EKO PRASETYO'],
      ['CR', 10_000_000, 'MAYA ANGGRAINI'],
      ['CR', 30_000_000, 'NUR HIDAYAH'],
    ]);
    expect(records.map((record) => record.counterpartyBank)).toEqual([
      'BCA',
      'MANDIRI',
      'BRI',
      null,
      'BNI',
      'DANA',
      'MANDIRI',
    ]);
  };

  it('reads the Kopra CSV directly on the Mandiri upload (`Kredit` is money in)', async () => {
    const { rows, summary } = await parseAll('mandiri', fixture('portal/mandiri/kopra.csv'));
    expect(summary.layout).toBe('mandiri-kopra');
    expectKopra(rows.flatMap((row) => (row.kind === 'record' ? [row.record] : [])));
    expect(summary.balance?.breakCount).toBe(0);
  });

  it('reads the Kopra workbook directly and through Convert Mutasi (Mandiri)', async () => {
    const bytes = fixture('portal/mandiri/kopra.xlsx');
    expectKopra(await recordsOf('mandiri', statementSheetCsv(bytes, 'mandiri', {}).csv));
    const converted = convertSpreadsheet(bytes, 'mandiri');
    expect(converted.csv.split('\r\n')[0]).toBe('Tanggal,Waktu,Keterangan,Dana Masuk,Dana Keluar,Saldo');
    expectKopra(await recordsOf('mandiri', converted.csv));
  });
});

describe('Excel re-saves of a statement', () => {
  it('reads a KlikBCA statement saved as .xlsx (numbers as numbers) like its CSV', async () => {
    const sheet = statementSheetCsv(fixture('portal/bca/klikbca-individual.xlsx'), 'bca', JUNE_5);
    const { rows, summary } = await parseAll('bca', sheet.csv, JUNE_5);
    expect(summary.headerLine).toBe(5);
    const records = rows.flatMap((row) => (row.kind === 'record' ? [row.record] : []));
    expect(
      records.map((record) => [record.amountCents, record.balanceCents, record.counterpartyName]),
    ).toEqual([
      [10_000_000, 1_010_000_000, 'BUDI SANTOSO'],
      [150_000_000, 1_160_000_000, 'SITI RAHMAWATI'],
      [50_000_000, 1_110_000_000, 'DEWI ANGGRAENI'],
      [4_500_000, 1_114_500_000, 'KURNIA SARI'],
    ]);
  });

  it('tells a workbook from text by its bytes, whatever the file is called', () => {
    expect(spreadsheetContainer(fixture('portal/bni/bnidirect-id.xlsx'))).toBe('zip');
    expect(spreadsheetContainer(fixture('portal/bni/bnidirect-id.xls'))).toBe('ole');
    expect(spreadsheetContainer(fixture('portal/bri/bri-statement-html.xls'))).toBe('html');
    const xml =
      '<?xml version="1.0"?>\r\n<?mso-application progid="Excel.Sheet"?>\r\n<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet">';
    expect(spreadsheetContainer(new TextEncoder().encode(xml))).toBe('xml');
    // A paste saved as text, and text saved as .xls by a portal, are text.
    expect(spreadsheetContainer(fixture('portal/bca/klikbca-bisnis-pratinjau.txt'))).toBeNull();
    expect(spreadsheetContainer(fixture('bad/garbage.csv'))).toBeNull();
  });

  it('refuses a workbook without the header, naming the missing columns', () => {
    expect(() => statementSheetCsv(fixture('portal/mandiri/kopra.xlsx'), 'bca', JUNE_5)).toThrow(
      /^Kolom wajib tidak ditemukan: /,
    );
  });
});

describe('balance continuity', () => {
  it('finds where rows are missing: the balance breaks after the row before the gap', async () => {
    const { summary } = await parseAll('bca', fixture('portal/bca/klikbca-balance-gap.csv'), JUNE_5);
    expect(summary.rows).toBe(8);
    expect(summary.balance).toMatchObject({
      order: 'ascending',
      breakCount: 1,
      breaks: [
        {
          afterLine: 10,
          line: 11,
          date: '2026-06-05',
          expectedCents: 215_000_000,
          foundCents: 280_000_000,
          differenceCents: 65_000_000,
        },
      ],
      first: { line: 6, openingCents: 100_000_000 },
      last: { line: 13, closingCents: 375_000_000 },
    });
  });

  it('follows a newest-first statement read the other way', async () => {
    const text = [
      'Tanggal,Uraian Transaksi,Tipe,Nominal,Saldo',
      '05/06/2026 12:00:00,TRANSFER DARI AGUS PRATAMA,Cr.,"300.000,00","1.600.000,00"',
      '05/06/2026 11:00:00,TRANSFER DARI SITI RAHMAWATI,Cr.,"500.000,00","1.300.000,00"',
      '05/06/2026 10:00:00,TRANSFER DARI BUDI SANTOSO,Cr.,"300.000,00","800.000,00"',
    ].join('\r\n');
    const { summary } = await parseAll('bni-mobile', text);
    expect(summary.balance).toMatchObject({
      order: 'descending',
      breakCount: 0,
      first: { line: 4, time: '10:00:00', openingCents: 50_000_000 },
      last: { line: 2, time: '12:00:00', closingCents: 160_000_000 },
    });
  });

  it('has no balance trail for a file without balances', async () => {
    const { summary } = await parseAll('bca', fixture('portal/bca/klikbca-bisnis-rows.csv'));
    expect(summary.balance).toBeNull();
  });
});

describe('sender extraction', () => {
  it.each([
    ['bca', 'portal/bca/klikbca-bisnis-pratinjau.txt', JUNE_5],
    ['bca', 'portal/bca/klikbca-bisnis-rows.csv', {}],
    ['bni-internet', 'portal/bni/bnidirect-id.csv', {}],
    ['bni-internet', 'portal/bni/bnidirect-trx-inq.csv', { accountNumber: '0115476117' }],
    ['manual', 'portal/bri/bri-statement.csv', { provider: 'BRI' }],
    ['mandiri', 'portal/mandiri/kopra.csv', {}],
  ] as const)(
    '%s %s names the sender of at least 95%% of credits with a person',
    async (format, file, options) => {
      const records = await recordsOf(format, fixture(file), options);
      const share = senderShare(records);
      expect(share.credits).toBeGreaterThan(0);
      expect(share.share).toBeGreaterThanOrEqual(0.95);
    },
  );
});

describe('quirks of real downloads beyond the fixtures', () => {
  const trxInq = () => fixtureText('portal/bni/bnidirect-trx-inq.csv');

  it('knows a repeated header that differs only in trailing empty cells (an Excel re-save pads rows)', async () => {
    let seen = 0;
    const text = trxInq().replace(/^Post Date,.*$/gm, (header) => (++seen === 1 ? `${header},,` : header));
    const { summary } = await parseAll('bni-internet', text, { accountNumber: '0115476117' });
    expect([summary.rows, summary.skippedByStatus]).toEqual([
      7,
      { 'Mata uang USD (rekening 0115476125)': 2 },
    ]);
  });

  it('reads a currency written out (`USD - US Dollar`) and never takes that block for rupiah', async () => {
    const text = trxInq()
      .replace('Currency,USD', 'Currency,USD - US Dollar')
      .replace('Currency,IDR', 'Currency,IDR - Indonesian Rupiah');
    const { summary } = await parseAll('bni-internet', text, { accountNumber: '0115476117' });
    expect(summary.accounts.map((block) => [block.account, block.currency])).toEqual([
      ['0115476117', 'IDR'],
      ['0115476125', 'USD'],
    ]);
    const chosenUsd = await refusalOf('bni-internet', text, { accountNumber: '0115476125' });
    expect(chosenUsd.message).toMatch(/^Tidak ada transaksi rupiah untuk rekening yang dipilih/);
    // A currency this does not know is kept as written: not rupiah.
    const unknown = text.replace('Currency,USD - US Dollar', 'Currency,Dolar Amerika');
    const { summary: other } = await parseAll('bni-internet', unknown, { accountNumber: '0115476117' });
    expect(other.skippedByStatus).toEqual({ 'Mata uang DOLAR AMERIKA (rekening 0115476125)': 2 });
  });

  it('passes over summary rows by their exact label in every statement layout, never a name like totalwin88', async () => {
    const text = [
      fixtureText('portal/bni/bnidirect-trx-inq.csv').split('\r\n\r\nAccount No.,0115476125')[0],
      'Opening Balance,,,,,,,"8,000,000.00"',
      'Total Debit,,,,,"500,000.00",,',
      '"Total Kredit : 2,275,000.00",,,,,,,',
      'Closing Balance,,,,,,,"9,775,000.00"',
      '',
    ].join('\r\n');
    const { summary } = await parseAll('bni-internet', text, { accountNumber: '0115476117' });
    expect([summary.rows, summary.invalidRows, summary.totalRows]).toEqual([7, 0, 2]);

    const pratinjau = [
      'No\tTanggal\tKeterangan\tDebit\tKredit\tSaldo',
      '1\t05/06/2026\tSALDO AWAL\t-\t-\tRp 1.000.000',
      '2\t05/06/2026\tTRSF E-BANKING CR 0506/FTSCY/WS95031 50000.00 totalwin88 BUDI SANTOSO\t-\tRp 50.000,-\tRp 1.050.000,-',
      '\t\tTotal\tRp 0\tRp 50.000\t',
    ].join('\r\n');
    const { rows, summary: read } = await parseAll('bca', pratinjau, JUNE_5);
    expect([read.rows, read.totalRows, read.balance?.breakCount]).toEqual([1, 1, 0]);
    expect(rows[0]).toMatchObject({
      kind: 'record',
      record: { amountCents: 5_000_000, counterpartyName: 'BUDI SANTOSO' },
    });
  });

  it('reads a minus in the Debit column as money out, and refuses one in the Kredit column saying why', async () => {
    const header = 'Tgl.,Rincian Transaksi,No. Referensi,Debit,Kredit,Saldo';
    const debit = `${header}\r\n05/06/2026 10:05:44,Biaya transfer BI Fast,FT1,"-2.500,00",-,"997.500,00"\r\n`;
    const [record] = await recordsOf('mandiri', debit);
    expect(record).toMatchObject({ direction: 'DB', amountCents: 250_000, isFee: true });
    const credit = `${header}\r\n05/06/2026 10:05:44,Transfer dari BANK BNI EKO PRASETYO,FT1,-,"-75.000,00","925.000,00"\r\n`;
    const error = await refusalOf('mandiri', credit);
    expect(error.errors[0]).toEqual({
      row: 2,
      column: 'Kredit',
      message:
        'Kredit "-75.000,00" negatif (diharapkan nominal positif; uang keluar ditulis di kolom Debit).',
    });
  });

  it.each([
    [
      'both sides empty',
      '05/06/2026 10:05:44,Transfer,FT1,-,-,"925.000,00"',
      'Kredit',
      'Debit "-" dan Kredit "-" kosong atau nol (diharapkan nominal transaksi di salah satunya).',
    ],
    [
      'both sides filled',
      '05/06/2026 10:05:44,Transfer,FT1,"1.000,00","2.000,00","925.000,00"',
      'Kredit',
      'Debit "1.000,00" dan Kredit "2.000,00" sama-sama terisi (diharapkan salah satu saja).',
    ],
    [
      'an amount that is not one',
      '05/06/2026 10:05:44,Transfer,FT1,-,"2.000,0O","925.000,00"',
      'Kredit',
      'Nilai "2.000,0O" bukan nominal yang valid (diharapkan angka seperti 250000.00, 1.250.000,00, Rp 30.800 atau 250,000.00 CR).',
    ],
    [
      'a date that is not one',
      '31/06/2026 10:05:44,Transfer,FT1,-,"2.000,00","925.000,00"',
      'Tgl.',
      'Tanggal "31/06/2026 10:05:44" tidak valid (diharapkan DD/MM/YYYY HH:MM:SS, DD Mon YYYY atau YYYY-MM-DD).',
    ],
  ])('refuses %s naming row, column, value and what it expected', async (_case, row, column, message) => {
    const text = `Tgl.,Rincian Transaksi,No. Referensi,Debit,Kredit,Saldo\r\n${row}\r\n`;
    const error = await refusalOf('mandiri', text);
    expect(error.errors[0]).toEqual({ row: 2, column, message });
  });

  it('names the type it could not read and the types it reads', async () => {
    const text = 'Tanggal Kirim,Deskripsi,Amount,Db/Cr\r\n05/06/2026,TRANSFER DARI BUDI,"1,000.00",X\r\n';
    const error = await refusalOf('bni-internet', text);
    expect(error.errors[0]).toEqual({
      row: 2,
      column: 'Db/Cr',
      message: 'Tipe "X" tidak dikenali (diharapkan CR/DB, Cr./Db., K/D, Kredit/Debet atau Masuk/Keluar).',
    });
  });

  it('counts interest and nameless cash apart from the credits that should name a sender', async () => {
    const text = [
      'Post Date,Value Date,Branch,Journal No.,Description,Debit,Credit,Balance',
      '05/06/26 07.45.12,05/06/26,0998,1,TRANSFER DARI BUDI SANTOSO,0.00,"250,000.00","1,250,000.00"',
      '05/06/26 23.59.00,05/06/26,0998,2,BUNGA REKENING,0.00,"1,234.56","1,251,234.56"',
      '05/06/26 23.59.00,05/06/26,0998,3,PAJAK BUNGA,246.91,0.00,"1,250,987.65"',
      '05/06/26 10.00.00,05/06/26,0998,4,SETOR TUNAI,0.00,"100,000.00","1,350,987.65"',
    ].join('\r\n');
    const share = senderShare(await recordsOf('bni-internet', text));
    expect(share).toEqual({ credits: 3, identified: 1, withoutPerson: 2, share: 1 });
  });
});

describe('workbooks on the endpoints whose bank Convert Mutasi converts', () => {
  it("reads a Livin' e-Statement workbook on the Mandiri upload through the Mandiri converter", async () => {
    const sheet = statementSheetCsv(fixture('mandiri/livin-estatement.xlsx'), 'mandiri', {});
    expect(sheet.converted).toBe('mandiri');
    const { summary } = await parseAll('mandiri', sheet.csv);
    const converted = await parseAll('mandiri', fixture('mandiri/mandiri-converted.csv'));
    expect([summary.rows, summary.credits, summary.debits]).toEqual([
      converted.summary.rows,
      converted.summary.credits,
      converted.summary.debits,
    ]);
  });

  it.each(['bni/bni-mobile.xlsx', 'bni/bni-mobile.xls', 'bni/bni-mobile-html.xls'])(
    'reads the BNI Mobile HISTORI TRANSAKSI sheet %s on the BNI Mobile upload, wrapped descriptions joined',
    async (file) => {
      const sheet = statementSheetCsv(fixture(file), 'bni-mobile', JUNE_5);
      expect(sheet.converted).toBe('bni-mobile');
      const records = await recordsOf('bni-mobile', sheet.csv, JUNE_5);
      const converted = await recordsOf('bni-mobile', fixture('bni/bni-mobile-converted.csv'), JUNE_5);
      expect(records).toEqual(converted);
    },
  );

  it.each([
    ['mandiri/livin-estatement.xlsx', 'mandiri', {}, '1370012345678'],
    ['bni/bni-mobile.xlsx', 'bni-mobile', JUNE_5, '0987654321'],
    ['bni/bni-mobile-html.xls', 'bni-mobile', JUNE_5, '0987654321'],
  ] as const)(
    'keeps the account line of %s through its converter: another account is refused, its own is read',
    async (file, format, options, account) => {
      const sheet = statementSheetCsv(fixture(file), format, options);
      expect(sheet.converted).toBe(format);
      const error = await refusalOf(format, sheet.csv, { ...options, accountNumber: '1111111111' });
      expect(error.statusCode).toBe(422);
      expect(error.message).toContain(`bukan rekening yang dipilih (1111111111)`);
      const { summary } = await parseAll(format, sheet.csv, { ...options, accountNumber: account });
      expect(summary.rows).toBeGreaterThan(0);
    },
  );

  it('keeps reading a Kopra workbook directly (its reference column is kept)', () => {
    const sheet = statementSheetCsv(fixture('portal/mandiri/kopra.xlsx'), 'mandiri', {});
    expect(sheet.converted).toBeNull();
  });
});

describe('each layout names its own date forms when a date cannot be read', () => {
  it.each([
    [
      'nexuspay',
      'Ticket Number,Username,Amount,Admin Fee,Account Title,Date,Payment Type,Status\r\nD6208104,budi88,100000,0,BUDI,20/8/2026 1:00:00 AM,BANK,Success\r\n',
      'Tanggal "20/8/2026 1:00:00 AM" tidak valid (diharapkan M/D/YYYY H:MM:SS AM/PM, seperti 8/20/2026 12:07:21 AM).',
    ],
    [
      'mandiri',
      'Tanggal,Waktu,Keterangan,Dana Masuk,Dana Keluar,Saldo\r\n32 Jun 2026,09:41:07,Transfer,"1.000,00",,"2.000,00"\r\n',
      'Tanggal "32 Jun 2026" tidak valid (diharapkan DD Mon YYYY, DD/MM/YYYY atau YYYY-MM-DD).',
    ],
  ] as const)('%s', async (format, text, message) => {
    const error = await refusalOf(format, text);
    expect(error.errors[0]?.message).toBe(message);
  });
});
