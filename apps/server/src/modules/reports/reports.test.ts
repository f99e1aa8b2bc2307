import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays, MSG } from '@rekon/contracts';
import { exec } from '../../db/client';
import { transactions } from './reports.repository';
import { testApp, type Client, type TestApp } from '../../test/app';
import { FakeClock } from '../../test/clock';
import { fixture, multipart } from '../../test/multipart';

const clock = new FakeClock('2026-06-05T12:00:00Z');
let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await testApp({ clock: clock.now });
  admin = await t.admin();
  await t.make.website({ code: 'ABC', panel: 'NEXUS', scale: 1000 });
  await t.make.akunBank({
    websiteCode: 'ABC',
    jenis: 'DEPO',
    bank: 'BCA',
    name: 'HENDRA KUSNADI',
    no: '4561237890',
  });
  const upload = (endpoint: string, fields: Record<string, string>, file: string, content?: Buffer) => {
    const { body, headers } = multipart(fields, { name: file, content: content ?? fixture(file) });
    return admin.post(endpoint, body, headers);
  };
  expect(
    (await upload('/api/checkdata', { groups: 'ABC' }, 'day-abc-2026-06-05/bo-deposit.csv')).statusCode,
  ).toBe(200);
  // The Nexus withdraw sample names website XYZ; here it is ABC's.
  const withdraw = Buffer.from(
    fixture('bo/nexus-withdraw.csv')
      .toString('utf8')
      .replace(/,XYZ(?=,)/g, ',ABC'),
  );
  expect((await upload('/api/bowd', { groups: 'ABC' }, 'bo/nexus-withdraw.csv', withdraw)).statusCode).toBe(
    200,
  );
  await upload(
    '/api/mutasiupdepobca',
    {
      groups: 'ABC',
      jenis: 'DEPO',
      corporate_bank_name: 'HENDRA KUSNADI',
      corporate_bank_no: '4561237890',
      dates: '05-Jun-2026',
    },
    'day-abc-2026-06-05/bca-statement.csv',
  );
});
afterAll(() => t?.close());

describe('GET /api/dataplayer', () => {
  it('totals the whole range, not the page: the sample day holds 39 deposits of Rp7.275.000 and 7 withdrawals of Rp1.750.000', async () => {
    const res = await admin.get('/api/dataplayer/ABC/05-Jun-2026/05-Jun-2026/10/1');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.details).toHaveLength(10);
    expect(body).toMatchObject({
      grand_total_deposit: 7_275_000,
      grand_total_withdraw: 1_750_000,
      total_balance: 5_525_000,
      grand_total_transactions: 46,
      last_page: 5,
    });
    expect(res.headers['x-total-count']).toBe('46');
    expect(body.details[0]).toEqual({
      date: '2026-06-05',
      handler: 'cs03',
      username: 'budi88',
      website: 'ABC',
      player_bank_name: 'BUDI SANTOSO',
      player_bank_no: '8260939259',
      deposit: 100_000,
      withdraw: 0,
    });
  });

  it('searches a username within the range', async () => {
    const body = (await admin.get('/api/searchdataplayer/budi88/ABC/05-Jun-2026/05-Jun-2026/50/1')).json();
    expect(body.details.every((row: { username: string }) => row.username.includes('budi88'))).toBe(true);
    expect(body.grand_total_transactions).toBe(body.details.length);
    const none = (await admin.get('/api/searchdataplayer/tidakada/ABC/05-Jun-2026/05-Jun-2026/50/1')).json();
    expect(none).toMatchObject({ details: [], grand_total_transactions: 0, last_page: 1 });
  });

  it('refuses an end date before the start date', async () => {
    const res = await admin.get('/api/dataplayer/ABC/06-Jun-2026/05-Jun-2026/50/1');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.endBeforeStart);
  });

  it('reads at most 366 days, both ends counted', async () => {
    expect((await admin.get('/api/dataplayer/ABC/01-Jan-2024/31-Dec-2024/50/1')).statusCode).toBe(200);
    const res = await admin.get('/api/dataplayer/ABC/01-Jan-2025/02-Jan-2026/50/1');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.rangeTooLong);
  });

  it('keeps a CS to its own website and lets it read it', async () => {
    const abc = (await admin.get('/api/websitelist'))
      .json()
      .find((w: { website_code: string }) => w.website_code === 'ABC');
    const cs = await t.as('CS', abc.website_id);
    expect(
      (await cs.get('/api/dataplayer/ABC/05-Jun-2026/05-Jun-2026/50/1')).json().grand_total_transactions,
    ).toBe(46);
    const other = await t.make.website();
    expect(
      (await cs.get(`/api/dataplayer/${other.website_code}/05-Jun-2026/05-Jun-2026/50/1`)).statusCode,
    ).toBe(403);
    expect((await cs.get('/api/dataplayer/all/05-Jun-2026/05-Jun-2026/50/1')).statusCode).toBe(403);
  });
});

describe('GET /api/totaldataplayer', () => {
  it('gives one row per date over a generated month, with totals equal to hand-computed sums', async () => {
    const site = await t.make.website({ code: 'MONTH1' });
    let deposits = 0;
    let withdrawals = 0;
    const perDay = new Map<string, { deposit: number; withdraw: number; n: number }>();
    for (let day = 0; day < 30; day++) {
      const date = addDays('2026-05-01', day);
      const amounts = [10_000 + day * 1_000, 25_000 + day * 500];
      for (const amount of amounts)
        await t.make.boDeposit({ websiteCode: site.website_code, date, amount: `${amount}.00` });
      const wd = 5_000 + day * 250;
      await t.make.boWithdraw({ websiteCode: site.website_code, date, amount: `${wd}.00` });
      deposits += amounts[0]! + amounts[1]!;
      withdrawals += wd;
      perDay.set(date, { deposit: amounts[0]! + amounts[1]!, withdraw: wd, n: 3 });
    }
    const res = await admin.get(`/api/totaldataplayer/${site.website_code}/01-May-2026/30-May-2026/100/1`);
    const body = res.json();
    expect(body.details).toHaveLength(30);
    expect(body).toMatchObject({
      grand_total_deposit: deposits,
      grand_total_withdraw: withdrawals,
      total_balance: deposits - withdrawals,
      grand_total_transactions: 90,
    });
    for (const row of body.details) {
      const expected = perDay.get(row.date)!;
      expect(row).toEqual({
        date: row.date,
        total_deposit: expected.deposit,
        total_withdraw: expected.withdraw,
        total_transactions: 3,
        balance: expected.deposit - expected.withdraw,
      });
    }
    const page2 = (
      await admin.get(`/api/totaldataplayer/${site.website_code}/01-May-2026/30-May-2026/10/2`)
    ).json();
    expect(page2.details[0].date).toBe('2026-05-11');
    expect(page2.last_page).toBe(3);

    const csv = await admin.post('/api/exportcsvtotaldataplayer', {
      start: '01-May-2026',
      end: '30-May-2026',
      group: site.website_code,
    });
    expect(csv.headers['content-disposition']).toContain(
      `gamesite_${site.website_code}_01-May-2026_30-May-2026.csv`,
    );
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(32);
    expect(lines.at(-1)).toBe(`"Total Sum",${deposits},${withdrawals},90,${deposits - withdrawals}`);
    const xlsx = await admin.post('/api/exportexceltotaldataplayer', {
      start: '01-May-2026',
      end: '30-May-2026',
      group: site.website_code,
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('GET /api/dashboard', () => {
  it('shows per website what is in, what matched and what waits, with a 14-day series', async () => {
    const res = await admin.get('/api/dashboard/all/05-Jun-2026');
    expect(res.statusCode).toBe(200);
    const abc = res.json().websites.find((w: { website_code: string }) => w.website_code === 'ABC');
    // Without the QRIS file, 32 of expected.json's 36 pairs form; one of them (the 23:58 transfer) moves its BO
    // row to 6 June with its 06/06 credit. So 5 June holds 38 deposits: 31 matched, 7 pending (the 4 QRIS
    // deposits and the 3 pending rows of expected.json, 2 of them contested), and the 7 withdrawals, pending.
    expect(abc).toMatchObject({
      bo_uploaded: true,
      statements_uploaded: true,
      deposit: { bo_count: 38, auto: 31, manual: 0, pending: 7, contested: 2, bo_sum: 7_275_000 - 350_000 },
      withdraw: { bo_count: 7, pending: 7 },
    });
    expect(abc.matched_percent).toBe(Math.round((31 / 45) * 1000) / 10);
    expect(abc.series).toHaveLength(14);
    expect(abc.series.at(-1)).toMatchObject({ date: '2026-06-05', bo_count: 45, matched: 31, pending: 14 });
    expect(abc.oldest_pending).toMatchObject({ side: expect.stringMatching(/DEPO|WD/) });
  });

  it('counts only rows paired with a statement row as matched, and forgets a day whose data was deleted', async () => {
    const code = 'DSH';
    await t.make.website({ code });
    const [paired, remarkOnly, waiting] = [
      await t.make.boDeposit({ websiteCode: code, date: '2026-06-05', amount: '70000.00' }),
      await t.make.boDeposit({ websiteCode: code, date: '2026-06-05', amount: '80000.00' }),
      await t.make.boDeposit({ websiteCode: code, date: '2026-06-05', amount: '90000.00' }),
    ];
    const credit = await t.make.mutasiDeposit({ websiteCode: code, date: '2026-06-05', amount: '70000.00' });
    const approved = await admin.put('/api/updatebodepostts', {
      bank_statement_date: '5-Jun-2026',
      arr: [
        { bo_id: paired.bo_id, ket_app: 'Dari rekening lain', mutasi_id: credit.mutasi_id },
        { bo_id: remarkOnly.bo_id, ket_app: 'Sudah dicek di mutasi bank' },
      ],
    });
    expect(approved.json()).toMatchObject({ status: true, results: [{ ok: true }, { ok: true }] });
    const day = async () =>
      (await admin.get(`/api/dashboard/${code}/05-Jun-2026`)).json().websites[0] as Record<string, unknown>;
    expect(await day()).toMatchObject({
      bo_uploaded: true,
      statements_uploaded: true,
      deposit: { bo_count: 3, auto: 0, manual: 1, remark_only: 1, pending: 1 },
      matched_percent: Math.round((1 / 3) * 1000) / 10,
      manual_percent: Math.round((1 / 3) * 1000) / 10,
      remark_only_percent: Math.round((1 / 3) * 1000) / 10,
    });
    expect(((await day()).series as unknown[]).at(-1)).toMatchObject({ bo_count: 3, matched: 1, pending: 1 });
    expect(waiting.approved).toBe(false);

    expect((await admin.delete('/api/deletebomutasi', { date: '05-Jun-2026', group: code })).statusCode).toBe(
      200,
    );
    expect(await day()).toMatchObject({
      bo_uploaded: false,
      statements_uploaded: false,
      deposit: { bo_count: 0 },
      matched_percent: null,
    });
  });

  it('shows a CHECKER its own website only', async () => {
    const abc = (await admin.get('/api/websitelist'))
      .json()
      .find((w: { website_code: string }) => w.website_code === 'ABC');
    const checker = await t.as('CHECKER', abc.website_id);
    const body = (await checker.get('/api/dashboard/ABC/05-Jun-2026')).json();
    expect(body.websites.map((w: { website_code: string }) => w.website_code)).toEqual(['ABC']);
    expect((await checker.get('/api/dashboard/all/05-Jun-2026')).statusCode).toBe(403);
  });
});

describe('report queries', () => {
  it('can read one website and range through the approve-time index', async () => {
    const plan = await t.db.transaction(async (trx) => {
      // Tiny test tables favour a sequential scan; forbid it to see whether the index fits the query.
      await exec(trx, sql`set local enable_seqscan = off`);
      const { rows } = await exec<{ 'QUERY PLAN': unknown }>(
        trx,
        sql`explain (format json) ${transactions({ website: 'ABC', start: '2026-06-05', end: '2026-06-05' })}`,
      );
      return JSON.stringify(rows[0]!['QUERY PLAN']);
    });
    // Both sides are rows of bo_row: one index on the approve time serves deposits and withdrawals.
    expect(plan).toContain('bo_row_time_idx');
  });
});
