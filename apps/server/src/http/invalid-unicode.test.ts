/**
 * Issue 32, F4 and F7 (decision 063): invalid Unicode (unpaired surrogates), NUL and invisible format characters
 * (bidi overrides and isolates, zero-width characters, the BOM, soft hyphens) where a name, code or label is
 * expected answer 400 on every route that takes one, never 500; a download's file name never makes a route fail;
 * `ALL` is not a website code.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, formatWireDate } from '@rekon/contracts';
import { exec } from '../db/client';
import { testApp, type Client, type TestApp } from '../test/app';
import { FakeClock } from '../test/clock';
import { contentDisposition } from './download';

const clock = new FakeClock('2026-06-05T03:00:00Z');
const DAY = formatWireDate('2026-06-05');
let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await testApp({ clock: clock.now });
  admin = await t.admin();
});
afterAll(() => t?.close());

/** Each bad character, with how it travels in a URL path. */
const BAD: { name: string; char: string; inPath: string }[] = [
  { name: 'unpaired high surrogate', char: '\uD800', inPath: '%ED%A0%80' },
  { name: 'unpaired low surrogate', char: '\uDFFF', inPath: '%ED%BF%BF' },
  { name: 'NUL', char: '\u0000', inPath: '%00' },
  { name: 'right-to-left override', char: '\u202E', inPath: encodeURIComponent('\u202E') },
  { name: 'first strong isolate', char: '\u2068', inPath: encodeURIComponent('\u2068') },
  { name: 'zero-width space', char: '\u200B', inPath: encodeURIComponent('\u200B') },
  { name: 'zero-width joiner', char: '\u200D', inPath: encodeURIComponent('\u200D') },
  { name: 'byte order mark', char: '\uFEFF', inPath: encodeURIComponent('\uFEFF') },
  { name: 'soft hyphen', char: '\u00AD', inPath: encodeURIComponent('\u00AD') },
  { name: 'Arabic letter mark', char: '\u061C', inPath: encodeURIComponent('\u061C') },
];

const EXPORTS = [
  'exportcsvviewbo',
  'exportexcelviewbo',
  'exportcsvlviewbowd',
  'exportexcelviewbowd',
  'exportcsvviewmutasi',
  'exportexcelviewmutasi',
  'exportcsvviewmutasiwd',
  'exportexcelviewmutasiwd',
];

function expectNo500(res: { statusCode: number; body: string }, what: string) {
  expect(res.statusCode, `${what}: ${res.body}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(500);
  expect(res.body, what).not.toContain(MSG.serverError);
}

describe('Content-Disposition (RFC 6266, RFC 8187)', () => {
  it('never throws, and writes an unpaired surrogate as U+FFFD', () => {
    expect(contentDisposition('viewbo_A\uD800B.csv')).toBe(
      `attachment; filename="viewbo_A_B.csv"; filename*=UTF-8''viewbo_A%EF%BF%BDB.csv`,
    );
    expect(() => contentDisposition('\uDFFF\uD800')).not.toThrow();
  });

  it('percent-encodes what attr-char leaves out (quote, parentheses, star, space), keeps the rest', () => {
    expect(contentDisposition(`it's (1)*.csv`)).toBe(
      `attachment; filename="it's (1)*.csv"; filename*=UTF-8''it%27s%20%281%29%2A.csv`,
    );
    expect(contentDisposition('mutasi "BCA"\\é.xlsx')).toBe(
      `attachment; filename="mutasi _BCA___.xlsx"; filename*=UTF-8''mutasi%20%22BCA%22%5C%C3%A9.xlsx`,
    );
  });
});

describe('invalid Unicode and invisible characters in names, codes and labels answer 400 (F4, F8)', () => {
  it.each(BAD)('refuses a $name on every export route, both engines, never a 500', async ({ char }) => {
    for (const route of EXPORTS) {
      const res = await admin.post(`/api/${route}`, { date: DAY, status: 'all', group: `A${char}B` });
      expectNo500(res, route);
      expect(res.statusCode, route).toBe(400);
    }
    for (const route of ['exportcsvtotaldataplayer', 'exportexceltotaldataplayer']) {
      const res = await admin.post(`/api/${route}`, { start: DAY, end: DAY, group: `A${char}B` });
      expectNo500(res, route);
    }
  });

  it.each(BAD)('refuses a $name in paths, names and labels', async ({ char, inPath }) => {
    const gets = [
      `/api/viewbo/${DAY}/A${inPath}B/all/100/1`,
      `/api/tracking/A${inPath}B/100/1`,
      `/api/dashboard/A${inPath}/${DAY}`,
      `/api/viewakunbank/A${inPath}/100/1`,
      `/api/dataplayer/A${inPath}/${DAY}/${DAY}/100/1`,
      `/api/searchbo/${DAY}/ZZ/all/string/a${inPath}b/100/1`,
    ];
    for (const url of gets) expectNo500(await admin.get(url), `GET ${url}`);
    const website = await admin.post('/api/createwebsite', {
      website_name: `Situs${char}Baru`,
      website_code: 'UNIX',
    });
    expect(website.statusCode).toBe(400);
    expect(website.json()).toMatchObject({ status: false, message: MSG.badCharacters });
    const bank = await admin.post('/api/createakunbank', {
      akun_bank_website: 'ZZ',
      akun_bank_jenis_transaksi: 'DEPO',
      akun_bank_bank: 'BCA',
      akun_bank_name: `BUDI${char}SANTOSO`,
      akun_bank_no: '1234567',
    });
    expectNo500(bank, 'createakunbank');
    const login = await t.anonymous().post('/api/login', {
      account_name: `admin${char}`,
      account_password: 'Wrong-Password-1',
    });
    expectNo500(login, 'login');
    // Nothing of it reached the database.
    const { rows } = await exec<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from website where website_code = 'UNIX'`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('still takes names with accents, apostrophes and non-Latin letters', async () => {
    const res = await admin.post('/api/createwebsite', {
      website_name: "Situs Ré'nata 日本",
      website_code: 'UNIOK',
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('reserved website codes (F7)', () => {
  it.each(['ALL', 'all', ' All '])('refuses %j as a website code, saying why', async (code) => {
    const res = await admin.post('/api/createwebsite', { website_name: 'Semua', website_code: code });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, message: MSG.websiteCodeReserved });
  });

  it('still takes codes that merely contain the word', async () => {
    expect(
      (await admin.post('/api/createwebsite', { website_name: 'Bal', website_code: 'BALL' })).statusCode,
    ).toBe(201);
  });
});
