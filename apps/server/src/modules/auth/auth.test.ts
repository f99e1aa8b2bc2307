import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@rekon/contracts';
import { exec } from '../../db/client';
import { ADMIN, testApp, tokenFrom, type TestApp } from '../../test/app';
import { FakeClock, MINUTE } from '../../test/clock';
import { hashToken } from './token';

const clock = new FakeClock('2026-06-05T03:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await testApp({ clock: clock.now, whitelist: ['127.0.0.1', ...timingIps] });
});
afterAll(() => t?.close());

const credentials = (name: string, password: string) => ({ account_name: name, account_password: password });
const timingIps = Array.from({ length: 20 }, (_, i) => `127.0.3.${i + 1}`);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('POST /api/login', () => {
  it('signs in and sets an HttpOnly, SameSite=Strict, Path=/ token cookie', async () => {
    const res = await t.anonymous().post('/api/login', credentials(ADMIN.name, ADMIN.password));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: true,
      message: MSG.loginSuccess,
      data: {
        account_name: 'admin',
        account_role: 'ADMIN',
        account_website: null,
        must_change_password: false,
      },
    });
    const cookie = res.cookies.find((c) => c.name === 'token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(tokenFrom(res)).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes
  });

  it('accepts the name in any case and with surrounding spaces', async () => {
    const res = await t.anonymous().post('/api/login', credentials('  ADMIN ', ADMIN.password));
    expect(res.statusCode).toBe(200);
  });

  it('stores only a hash of the token', async () => {
    const client = await t.signIn(ADMIN.name, ADMIN.password);
    const { rows } = await exec<{ hash: Buffer }>(t.db, sql`select session_token_hash as hash from session`);
    const hashes = rows.map((row) => Buffer.from(row.hash).toString('hex'));
    expect(hashes).toContain(hashToken(client.cookie!).toString('hex'));
    const { rows: raw } = await exec(
      t.db,
      sql`select 1 from session where encode(session_token_hash, 'escape') like ${'%' + client.cookie! + '%'}`,
    );
    expect(raw).toHaveLength(0);
  });

  it('issues a new token at every sign-in and ends the session the browser already had', async () => {
    const first = await t.signIn(ADMIN.name, ADMIN.password);
    const res = await first.post('/api/login', credentials(ADMIN.name, ADMIN.password));
    const second = tokenFrom(res);
    expect(second).toBeDefined();
    expect(second).not.toBe(first.cookie);
    expect((await first.get('/api/me')).statusCode).toBe(401);
  });

  it('never accepts a token the browser brought (session fixation)', async () => {
    const attacker = t.anonymous();
    attacker.cookie = 'attacker';
    const res = await attacker.post('/api/login', credentials(ADMIN.name, ADMIN.password));
    expect(tokenFrom(res)).not.toBe('attacker');
    expect((await attacker.get('/api/me')).statusCode).toBe(401);
  });

  it('answers an unknown user, a wrong password and an inactive account with a wrong password identically', async () => {
    const active = await t.make.account({ role: 'CHECKER' });
    const inactive = await t.make.account({ role: 'CHECKER', status: false });
    const ip = '127.0.0.1';
    const answers = await Promise.all(
      [
        credentials('nobody-here', 'Whatever-123456'),
        credentials(active.account_name, 'Wrong-Password-1'),
        credentials(inactive.account_name, 'Wrong-Password-1'),
      ].map((body) => t.anonymous(ip).post('/api/login', body)),
    );
    const shapes = answers.map((res) => {
      const { date: _date, ...headers } = res.headers;
      return { status: res.statusCode, body: res.body, headers };
    });
    expect(shapes[0]).toEqual({
      status: 401,
      body: JSON.stringify({ status: false, message: MSG.loginFailed }),
      headers: expect.anything(),
    });
    expect(shapes[1]).toEqual(shapes[0]);
    expect(shapes[2]).toEqual(shapes[0]);
  });

  it('takes as long for an unknown user as for a wrong password (medians within 25 ms)', async () => {
    // Interleaved samples from rotating addresses and accounts, so that no throttle answers early.
    const known = await Promise.all(Array.from({ length: 5 }, () => t.make.account()));
    const unknownMs: number[] = [];
    const wrongMs: number[] = [];
    for (let i = 0; i < 40; i++) {
      const ip = timingIps[i % timingIps.length]!;
      let started = performance.now();
      const unknown = await t
        .anonymous(ip)
        .post('/api/login', credentials(`tidak-ada-${i}`, 'Wrong-Password-1'));
      unknownMs.push(performance.now() - started);
      started = performance.now();
      const wrong = await t
        .anonymous(ip)
        .post('/api/login', credentials(known[i % 5]!.account_name, 'Wrong-Password-1'));
      wrongMs.push(performance.now() - started);
      expect([unknown.statusCode, wrong.statusCode]).toEqual([401, 401]);
    }
    expect(Math.abs(median(unknownMs) - median(wrongMs))).toBeLessThanOrEqual(25);
  });

  it('says "Akun tidak aktif" only when the password was right', async () => {
    const inactive = await t.make.account({ role: 'CHECKER', status: false });
    const res = await t.anonymous().post('/api/login', credentials(inactive.account_name, inactive.password));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: false, message: MSG.accountInactive });
    expect(tokenFrom(res)).toBeUndefined();
  });

  it('refuses an empty name or password with a clear message and writes nothing', async () => {
    const before = await countTracking();
    for (const body of [
      credentials('', 'x'),
      credentials('admin', ''),
      {},
      { account_name: 5, account_password: [] },
    ]) {
      const res = await t.anonymous().post('/api/login', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: false, message: MSG.loginRequired });
    }
    expect(await countTracking()).toBe(before);
  });

  it('writes one tracking row for a success and one for a failure, never the password', async () => {
    const account = await t.make.account({ role: 'CHECKER' });
    const before = await countTracking();
    await t.signIn(account.account_name, account.password);
    await t.anonymous().post('/api/login', credentials(account.account_name, 'Not-The-Password-9'));
    const { rows } = await exec<{
      tracking_activity: string;
      tracking_username: string;
      tracking_website: string;
    }>(t.db, sql`select * from tracking order by tracking_id desc limit 2`);
    expect(await countTracking()).toBe(before + 2);
    expect(rows.map((r) => r.tracking_activity)).toEqual([
      'Login gagal: username atau password salah',
      'Login berhasil',
    ]);
    expect(rows.every((r) => r.tracking_username === account.account_name)).toBe(true);
    const { rows: leaks } = await exec(
      t.db,
      sql`select 1 from tracking where tracking_activity like ${'%' + account.password + '%'} or tracking_activity like '%Not-The-Password-9%'`,
    );
    expect(leaks).toHaveLength(0);
  });
});

describe('session lifetime', () => {
  it('ends a session idle for 30 minutes', async () => {
    const client = await t.signIn(ADMIN.name, ADMIN.password);
    clock.advance(29 * MINUTE);
    expect((await client.get('/api/me')).statusCode).toBe(200);
    clock.advance(29 * MINUTE); // activity above reset the idle timer
    expect((await client.get('/api/me')).statusCode).toBe(200);
    clock.advance(30 * MINUTE);
    const res = await client.get('/api/me');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: false, message: MSG.notSignedIn });
  });

  it('ends a busy session after SESSION_TTL_HOURS', async () => {
    const client = await t.signIn(ADMIN.name, ADMIN.password);
    // 35 requests 20 minutes apart reach 11 h 40 min; the next, at 12 h, is past the absolute limit.
    for (let step = 1; step <= 35; step++) {
      clock.advance(20 * MINUTE);
      expect((await client.get('/api/me')).statusCode).toBe(200);
    }
    clock.advance(20 * MINUTE);
    expect((await client.get('/api/me')).statusCode).toBe(401);
  });
});

describe('POST /api/logout', () => {
  it('revokes the session server-side and clears the cookie', async () => {
    const client = await t.signIn(ADMIN.name, ADMIN.password);
    const res = await client.post('/api/logout');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, message: MSG.logoutSuccess });
    const cleared = res.cookies.find((c) => c.name === 'token');
    expect(cleared?.value).toBe('');
    expect((await client.get('/api/me')).statusCode).toBe(401);
  });

  it('is harmless without a session', async () => {
    const before = await countTracking();
    expect((await t.anonymous().post('/api/logout')).statusCode).toBe(200);
    expect(await countTracking()).toBe(before);
  });
});

describe('GET /api/me', () => {
  it('answers the claims of the session and 401 without one', async () => {
    const site = await t.make.website({ code: 'MEWEB' });
    const client = await t.as('CS', site.website_id);
    const res = await client.get('/api/me');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      account_role: 'CS',
      account_website: site.website_id,
      website_code: 'MEWEB',
    });
    expect((await t.anonymous().get('/api/me')).statusCode).toBe(401);
  });
});

async function countTracking() {
  const { rows } = await exec<{ n: number }>(t.db, sql`select count(*)::int as n from tracking`);
  return rows[0]!.n;
}
