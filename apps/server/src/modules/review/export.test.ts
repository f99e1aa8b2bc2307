import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exec } from '../../db/client';
import { testApp, type Client, type TestApp } from '../../test/app';
import { readCsv } from '../../test/csv';
import { lastTrackingId, trackingSince } from '../../test/tracking';
import type { Actor } from '../../http/access';
import { testEngine } from '../../test/engines';
import { exportCsv, sheetInput, xlsxText } from './export.service';

let t: TestApp;
let admin: Client;
const DATE = '2026-06-05';
const SEEDS = [
  '=1+2',
  '+1',
  '-1+1',
  '@SUM(1)',
  '\t=1',
  '\r=1',
  '\n=1',
  '=1+2";=1+2',
  'a,=1',
  'BUDI "si kancil", SANTOSO',
  // A `;` starts a new cell in an Excel whose list separator it is (Indonesian settings).
  'BUDI;=HYPERLINK(1)',
];
let code: string;

beforeAll(async () => {
  t = await testApp();
  admin = await t.admin();
  code = (await t.make.website({ code: 'EXP1' })).website_code;
  for (const [i, seed] of SEEDS.entries()) {
    await t.make.boDeposit({ websiteCode: code, date: DATE, holder: seed, amount: `${(i + 1) * 12345}.67` });
  }
  await t.make.boDeposit({ websiteCode: code, date: '2026-06-04', holder: 'hari lain' });
});
afterAll(() => t?.close());

const body = { date: '05-Jun-2026', status: 'all', group: 'EXP1' };

describe('POST /api/exportcsvviewbo', () => {
  it('streams every row of the filter as RFC 4180 CSV with a BOM, formulas neutralised, amounts numeric', async () => {
    const mark = await lastTrackingId(t.db);
    const res = await admin.post('/api/exportcsvviewbo', body);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="viewbo_EXP1_all_05-Jun-2026.csv"; filename*=UTF-8''viewbo_EXP1_all_05-Jun-2026.csv`,
    );
    expect(res.rawPayload.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true);
    const text = res.rawPayload.subarray(3).toString('utf8');
    // Text cells are quoted, so a `;` inside one never starts a cell.
    expect(text).toContain(`,"BUDI;'=HYPERLINK(1)",`);
    // Split at every `;` as such an Excel does, no piece of a text cell starts a formula.
    for (const piece of text.split(';').slice(1)) expect(piece).not.toMatch(/^[=+@-]/);
    const [header, ...rows] = readCsv(text);
    expect(header!.slice(0, 5)).toEqual(['No', 'Status', 'Ket', 'Ticket No', 'Req Date']);
    expect(rows).toHaveLength(SEEDS.length);
    const fullName = header!.indexOf('Fullname');
    const depo = header!.indexOf('Depo');
    expect(rows.map((row) => row.length)).toEqual(rows.map(() => header!.length));
    expect(rows.map((row) => row[fullName])).toEqual(
      SEEDS.map((seed) =>
        (/^[=+\-@\t\r\n]/.test(seed) ? `'${seed}` : seed).replace(/;([=+@\t\r\n-])/g, ";'$1"),
      ),
    );
    const totalCents = rows.reduce((sum, row) => sum + Math.round(Number(row[depo]) * 100), 0);
    const { rows: db } = await exec<{ cents: string }>(
      t.db,
      sql`select sum(amount_cents)::bigint::text as cents from bo_row where website = 'EXP1' and side = 'DEPO' and business_date = ${DATE}`,
    );
    expect(String(totalCents)).toBe(db[0]!.cents);
    expect(rows[0]![header!.indexOf('Req Date')]).toBe('2026-06-05 10:00:00');
    expect(await trackingSince(t.db, mark)).toEqual([
      expect.objectContaining({
        tracking_website: 'EXP1',
        tracking_activity: `Export CSV BO deposit EXP1 05-Jun-2026 (all): ${SEEDS.length} baris`,
      }),
    ]);
  });

  it.runIf(testEngine() === 'pglite')(
    'copies the embedded database out a batch of rows at a time, the same file as in one go',
    async () => {
      const actor: Actor = {
        accountId: 1,
        accountName: 'admin',
        role: 'ADMIN',
        websiteId: null,
        websiteCode: null,
        websiteName: null,
        mustChangePassword: false,
        sessionHash: Buffer.alloc(32),
      };
      const ctx = { actor, ip: '127.0.0.1', at: new Date() };
      const read = async (embeddedBatchRows: number) => {
        const { stream } = await exportCsv(
          t.database,
          'bo',
          { website: 'EXP1', date: DATE, status: 'all' },
          ctx,
          {
            embeddedBatchRows,
          },
        );
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks).toString('utf8');
      };
      const whole = await read(1000);
      // Three rows a batch: four batches, the header once, the numbering running on across them.
      const batched = await read(3);
      expect(batched).toBe(whole);
      expect(readCsv(whole.slice(1)).map((row) => row[0])).toEqual([
        'No',
        ...SEEDS.map((_, i) => String(i + 1)),
      ]);
    },
  );

  it("refuses a CHECKER's export of another website, sending no bytes", async () => {
    const own = await t.make.website();
    const checker = await t.as('CHECKER', own.website_id);
    const res = await checker.post('/api/exportcsvviewbo', body);
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-disposition']).toBeUndefined();
  });
});

describe('POST /api/exportexcelviewbo', () => {
  it('writes text as string cells and money as number cells, with no formula', async () => {
    const res = await admin.post('/api/exportexcelviewbo', body);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toContain('viewbo_EXP1_all_05-Jun-2026.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(sheet.rowCount).toBe(SEEDS.length + 1);
    const fullName = header.indexOf('Fullname') + 1;
    const depo = header.indexOf('Depo') + 1;
    sheet.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)));
    for (let r = 2; r <= sheet.rowCount; r++) {
      const seed = SEEDS[r - 2]!;
      // XML turns a bare CR into LF when it is read back (XML 1.0 end-of-line handling).
      const expected = (/^[=+\-@\t\r\n]/.test(seed) ? `'${seed}` : seed).replaceAll('\r', '\n');
      expect(sheet.getRow(r).getCell(fullName).value).toBe(expected);
      expect(typeof sheet.getRow(r).getCell(depo).value).toBe('number');
    }
  });
});

describe('a large Excel export', () => {
  // Ten thousand rows through PGlite, ExcelJS's writer and its reader: seconds, more on a busy machine.
  it('writes every row of several read batches, in order, numbered', { timeout: 120_000 }, async () => {
    const big = await t.make.website({ code: 'EXPBIG' });
    const seed = await t.make.boDeposit({
      websiteCode: big.website_code,
      date: DATE,
      holder: 'BARIS PERTAMA',
    });
    const n = 10_001; // two full batches of 5,000 rows and one of a single row
    await exec(
      t.db,
      sql`insert into bo_row (side, website, upload_id, fingerprint, line, ticket, requested_at, panel_approved_at,
            business_date, username, fullname, payment_type, amount_cents, admin_fee_cents, agent_fee_cents,
            player_fee_cents, nett_cents, player_bank, player_bank_bank, player_bank_holder, player_bank_no,
            corporate_bank, description, status, handler, panel_website, ref, own_ref)
          select side, website, upload_id, md5(fingerprint::text || '-' || g)::uuid, line + g,
            'BIG' || lpad(g::text, 6, '0'), requested_at, panel_approved_at, business_date, username, fullname,
            payment_type, amount_cents, admin_fee_cents, agent_fee_cents, player_fee_cents, nett_cents, player_bank,
            player_bank_bank, player_bank_holder, player_bank_no, corporate_bank, description, status, handler,
            panel_website, ref, own_ref
          from bo_row, generate_series(1, ${n - 1}) g where id = ${seed.bo_id}`,
    );
    const res = await admin.post('/api/exportexcelviewbo', { ...body, group: 'EXPBIG' });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const ticket = header.indexOf('Ticket No') + 1;
    expect(sheet.rowCount).toBe(n + 1);
    expect(sheet.getRow(2).getCell(ticket).value).toBe(seed.ticket_no);
    for (const r of [3, 5_001, 5_002, 10_001, n + 1]) {
      expect(sheet.getRow(r).getCell(1).value).toBe(r - 1);
      expect(sheet.getRow(r).getCell(ticket).value).toBe(`BIG${String(r - 2).padStart(6, '0')}`);
    }
  });

  it('finds the place where ExcelJS queues a sheet for the zip, which the export waits on between batches', () => {
    // ExcelJS 4.4.0 internals (decision 042): if an upgrade moves them, the export would buffer again.
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: new PassThrough() });
    const sheet = workbook.addWorksheet('x');
    sheet.addRow(['a', 1]).commit();
    const input = sheetInput(sheet);
    expect(typeof input?._writableState?.needDrain).toBe('boolean');
    expect(typeof input?.once).toBe('function');
  });
});

describe('mutasi exports', () => {
  it('exports the statement rows of the filter', async () => {
    await t.make.mutasiDeposit({
      websiteCode: 'EXP1',
      date: DATE,
      name: '=HYPERLINK("x")',
      amount: '1500.00',
    });
    const res = await admin.post('/api/exportcsvviewmutasi', body);
    const [header, ...rows] = readCsv(res.rawPayload.subarray(3).toString('utf8'));
    expect(rows).toHaveLength(1);
    expect(rows[0]![header!.indexOf('Player Bank Name')]).toBe(`'=HYPERLINK("x")`);
    expect(rows[0]![header!.indexOf('Mutasi Amount')]).toBe('1500.00');
    const xlsx = await admin.post('/api/exportexcelviewmutasiwd', body);
    expect(xlsx.statusCode).toBe(200);
  });
});

describe('xlsxText', () => {
  it('drops the code points XML cannot carry, keeping every real character', () => {
    expect(xlsxText('bad\uFFFEname\uFFFF')).toBe('badname');
    expect(xlsxText('a\uD800b\uDC00c')).toBe('abc');
    expect(xlsxText('BUDI 😀 SANTOSO')).toBe('BUDI 😀 SANTOSO');
  });

  it("cuts a text past Excel's 32,767 characters with a note saying so, never half a character", () => {
    const cut = xlsxText('x'.repeat(40_000));
    expect(cut).toHaveLength(32_767);
    expect(cut.endsWith(' … [terpotong: 40.000 karakter]')).toBe(true);
    const emoji = xlsxText('😀'.repeat(20_000));
    expect(emoji.length).toBeLessThanOrEqual(32_767);
    expect(xlsxText(emoji)).toBe(emoji);
  });
});
