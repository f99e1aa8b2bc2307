import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, formatWireDate } from '@rekon/contracts';
import { exec } from '../db/client';
import { testApp, type Client, type TestApp } from '../test/app';
import { FakeClock } from '../test/clock';
import { handleError } from './errors';
const MAX_AMOUNT_RUPIAH = 90_000_000_000_000;

// 5 June 2026, 10:00 in Jakarta: rows of that date are editable.
const clock = new FakeClock('2026-06-05T03:00:00Z');
const TODAY = '2026-06-05';
const DAY = formatWireDate(TODAY);
let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await testApp({ clock: clock.now });
  admin = await t.admin();
});
afterAll(() => t?.close());

let sequence = 0;
const site = () => t.make.website({ code: `BI${++sequence}${Date.now() % 1000}` });

/** A refusal in the error envelope that echoes none of the bad input. */
function expectRefusal(res: { statusCode: number; body: string }, what: string, ...secrets: string[]) {
  expect(res.statusCode, `${what}: ${res.body}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(500);
  const body = JSON.parse(res.body) as { status: boolean; message: string };
  expect(body.status, what).toBe(false);
  expect(body.message.length, what).toBeLessThanOrEqual(120);
  expect(body.message, what).not.toBe(MSG.serverError);
  expect(res.body, what).not.toContain('\\u0000');
  for (const secret of secrets) expect(res.body, what).not.toContain(secret);
}

describe('V5: a NUL or another control character in a search term', () => {
  it('answers 400 with a short message on each of the four review searches, echoing nothing', async () => {
    const s = await site();
    for (const list of ['searchbo', 'searchbowd', 'searchmutasi', 'searchmutasiwd']) {
      for (const term of ['budi%00', '%00', 'a%0Ab', 'a%7Fb', 'a%C2%85b']) {
        const res = await admin.get(`/api/${list}/${DAY}/${s.website_code}/all/string/${term}/100/1`);
        expectRefusal(res, `${list} ${term}`, 'budi');
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(MSG.searchBadCharacters);
      }
    }
  });

  it('still finds names with spaces, dots, quotes and percent signs', async () => {
    const s = await site();
    await t.make.boDeposit({ websiteCode: s.website_code, date: TODAY });
    const res = await admin.get(
      `/api/searchbo/${DAY}/${s.website_code}/all/string/${encodeURIComponent("o'neil 5% a.b")}/100/1`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('answers 400 on the tracking and data player searches too', async () => {
    const s = await site();
    for (const url of [
      `/api/searchtracking/${s.website_code}/a%00b/100/1`,
      `/api/searchtracking/ALL/a%00b/100/1`,
      `/api/searchdataplayer/a%00b/${s.website_code}/${DAY}/${DAY}/100/1`,
    ]) {
      const res = await admin.get(url);
      expectRefusal(res, url);
      expect(res.json().message, url).toBe(MSG.searchBadCharacters);
    }
  });
});

describe('V5: an amount beyond what the money columns hold', () => {
  it('refuses 1e17 on approval (number or digits, deposit or withdrawal) with 400, changing nothing', async () => {
    const s = await site();
    const bo = await t.make.boDeposit({ websiteCode: s.website_code, date: TODAY, amount: '75000.00' });
    const wd = await t.make.boWithdraw({ websiteCode: s.website_code, date: TODAY, amount: '50000.00' });
    for (const amount of [1e17, '100000000000000000', 1e300, MAX_AMOUNT_RUPIAH + 1]) {
      const depo = await admin.put('/api/updatebodepostts', {
        arr: [{ bo_id: bo.bo_id, ket_app: 'cek', depo_amount: amount }],
      });
      expectRefusal(depo, `deposit ${amount}`, '100000000000000000');
      expect(depo.statusCode).toBe(400);
      expect(depo.json().message).toBe(MSG.reviewAmountTooLarge);
      const withdraw = await admin.put('/api/updatebosttswd', {
        arr: [{ wd_bo_id: wd.wd_bo_id, wd_ket_app: 'cek', wd_amount: amount }],
      });
      expect(withdraw.statusCode, `withdraw ${amount}`).toBe(400);
      expect(withdraw.json().message).toBe(MSG.reviewAmountTooLarge);
    }
    const { rows } = await exec<{ approved: boolean; amount: string }>(
      t.db,
      sql`select approved, amount_cents::text as amount from bo_row where id = ${bo.bo_id}`,
    );
    expect(rows[0]).toEqual({ approved: false, amount: '7500000' });
  });

  it('accepts the largest amount the bound allows, and the column holds it exactly', async () => {
    const s = await site();
    const bo = await t.make.boDeposit({ websiteCode: s.website_code, date: TODAY });
    const res = await admin.put('/api/updatebodepostts', {
      arr: [{ bo_id: bo.bo_id, ket_app: 'cek', depo_amount: String(MAX_AMOUNT_RUPIAH) }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe(true);
    const { rows } = await exec<{ amount: string }>(
      t.db,
      sql`select amount_cents::text as amount from bo_row where id = ${bo.bo_id}`,
    );
    // Rp 90,000,000,000,000.00 in integer cents.
    expect(rows[0]!.amount).toBe('9000000000000000');
  });

  it('refuses a negative or non-numeric amount with the amount message', async () => {
    const s = await site();
    const bo = await t.make.boDeposit({ websiteCode: s.website_code, date: TODAY });
    for (const amount of [-5, '12a', '1e5']) {
      const res = await admin.put('/api/updatebodepostts', {
        arr: [{ bo_id: bo.bo_id, ket_app: 'cek', depo_amount: amount }],
      });
      expect(res.statusCode, String(amount)).toBe(400);
      expect(res.json().message).toBe(MSG.reviewBadAmount);
    }
  });
});

describe('V5: other inputs of the same kind', () => {
  it('answers 4xx with a short message, never 500, to control characters, ids out of range and the like', async () => {
    const s = await site();
    const W = s.website_code;
    const bo = await t.make.boDeposit({ websiteCode: W, date: TODAY });
    const gets = [
      `/api/viewbo/${DAY}/A%00B/all/100/1`,
      `/api/viewmutasiwd/${DAY}/A%00B/all/100/1`,
      `/api/tracking/A%00B/100/1`,
      `/api/dataplayer/A%00/${DAY}/${DAY}/100/1`,
      `/api/totaldataplayer/A%00/${DAY}/${DAY}/100/1`,
      `/api/dashboard/A%00/${DAY}`,
      `/api/learnednames/A%00/100/1`,
      `/api/viewakunbank/A%00/100/1`,
      `/api/akunbanklist/A%00/BCA/DEPO`,
      `/api/viewbo/${DAY}/${'A'.repeat(200)}/all/100/1`,
      `/api/viewbo/${DAY}/${W}/all/100/${'9'.repeat(12)}`,
      `/api/viewbo/${DAY}/${W}/all/1001/1`,
      `/api/viewbo/31-Feb-2026/${W}/all/100/1`,
      `/api/viewbo/01-Jan-99999/${W}/all/100/1`,
      `/api/dataplayer/${W}/01-Jan-0001/${DAY}/100/1`,
    ];
    for (const url of gets) expectRefusal(await admin.get(url), `GET ${url}`);

    const bodies: ['PUT' | 'POST' | 'DELETE', string, unknown][] = [
      ['PUT', '/api/updatebodepostts', { arr: [{ bo_id: bo.bo_id, ket_app: 'a\u0000b' }] }],
      ['PUT', '/api/updatebodepostts', { arr: [{ bo_id: 1e20, ket_app: 'cek' }] }],
      ['PUT', '/api/updatebodepostts', { arr: [{ bo_id: bo.bo_id, ket_app: 'cek', mutasi_id: 1e20 }] }],
      ['PUT', '/api/deleteboid', { arr: [{ bo_id: 1e20 }] }],
      ['PUT', '/api/deleteboidwd', { arr: [{ wd_bo_id: '1'.repeat(30) }] }],
      ['POST', '/api/login', { account_name: 'a\u0000b', account_password: 'Wrong-Password-1' }],
      [
        'POST',
        '/api/addadminacc',
        {
          account_name: `bi${sequence}x`,
          account_password: 'Sangat-Kuat-Sekali-77',
          account_role: 'CHECKER',
          account_website: 3_000_000_000,
        },
      ],
      ['POST', '/api/createwebsite', { website_name: 'a\u0000b', website_code: `ZB${sequence}` }],
      [
        'POST',
        '/api/createakunbank',
        {
          akun_bank_website: 'A\u0000B',
          akun_bank_jenis_transaksi: 'DEPO',
          akun_bank_bank: 'BCA',
          akun_bank_name: 'BUDI',
          akun_bank_no: '1234567',
        },
      ],
      ['POST', '/api/exportcsvviewbo', { date: DAY, status: 'all', group: 'A\u0000B' }],
      ['POST', '/api/exportexcelviewmutasi', { date: DAY, status: 'all', group: 'A\u0000B' }],
      ['POST', '/api/exportcsvtotaldataplayer', { start: DAY, end: DAY, group: 'A\u0000B' }],
      ['DELETE', '/api/deletebomutasi', { date: DAY, group: 'A\u0000B' }],
      ['DELETE', `/api/deletewebsite/${'9'.repeat(12)}`, undefined],
      ['DELETE', `/api/deleteadminacc/${'9'.repeat(10)}`, undefined],
    ];
    for (const [method, url, body] of bodies) {
      const res = await admin.request(method, url, body);
      expectRefusal(res, `${method} ${url} ${JSON.stringify(body)}`);
    }
    // The refused inputs left nothing behind.
    const { rows } = await exec<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from bo_row where id = ${bo.bo_id} and approved`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('keeps answering after the refusals (no connection left in a failed transaction)', async () => {
    const s = await site();
    for (let i = 0; i < 3; i++)
      expect(
        (await admin.get(`/api/searchbo/${DAY}/${s.website_code}/all/string/a%00/100/1`)).statusCode,
      ).toBe(400);
    expect((await admin.get(`/api/viewbo/${DAY}/${s.website_code}/all/100/1`)).statusCode).toBe(200);
  });
});

describe('the error handler and database errors', () => {
  /** A bare app whose routes run one statement on this engine's database with a value of the request. */
  async function probe() {
    const app = Fastify({ logger: false });
    app.setErrorHandler(handleError);
    app.get<{ Querystring: { q: string } }>('/nul', async (req) => {
      await exec(t.db, sql`select ${`a${req.query.q}b`}::text as x`);
      return { ok: true };
    });
    app.get<{ Querystring: { q: string } }>('/numeric', async (req) => {
      await exec(t.db, sql`select ${req.query.q}::numeric(18,2) as x`);
      return { ok: true };
    });
    app.get<{ Querystring: { q: string } }>('/int', async (req) => {
      await exec(t.db, sql`select ${req.query.q}::int as x`);
      return { ok: true };
    });
    app.get<{ Querystring: { q: string } }>('/date', async (req) => {
      await exec(t.db, sql`select ${req.query.q}::date as x`);
      return { ok: true };
    });
    app.get('/fault', async () => {
      await exec(t.db, sql`select * from no_such_table`);
      return { ok: true };
    });
    await app.ready();
    return app;
  }

  it('answers 400 with a generic message to data exceptions the input caused, on this engine', async () => {
    const app = await probe();
    try {
      for (const url of [
        '/nul?q=%00',
        '/numeric?q=100000000000000000',
        '/numeric?q=abc',
        '/int?q=3000000000',
        '/int?q=12x',
        '/date?q=2026-02-31',
        '/date?q=tomorrow-ish',
      ]) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(400);
        expect(res.json(), url).toEqual({ status: false, message: MSG.invalidData });
      }
    } finally {
      await app.close();
    }
  });

  it('keeps a real server fault a 500 with the generic message', async () => {
    const app = await probe();
    try {
      const res = await app.inject({ method: 'GET', url: '/fault' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ status: false, message: MSG.serverError });
    } finally {
      await app.close();
    }
  });
});
