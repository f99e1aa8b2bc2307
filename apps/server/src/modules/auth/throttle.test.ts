import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@rekon/contracts';
import { exec } from '../../db/client';
import { testApp, type TestApp } from '../../test/app';
import { FakeClock, MINUTE } from '../../test/clock';

const clock = new FakeClock('2026-06-05T03:00:00Z');
let t: TestApp;
// Test clients come from many loopback addresses; all of them are whitelisted.
const ips = Array.from({ length: 12 }, (_, i) => `127.0.0.${i + 2}`);
beforeAll(async () => {
  t = await testApp({ clock: clock.now, whitelist: ['127.0.0.1', ...ips] });
});
afterAll(() => t?.close());

const attempt = (ip: string, name: string, password: string) =>
  t.anonymous(ip).post('/api/login', { account_name: name, account_password: password });

describe('sign-in throttling', () => {
  it('locks an account+IP pair after 5 failures in 15 minutes, with Retry-After and no oracle', async () => {
    const user = await t.make.account();
    for (let i = 0; i < 5; i++)
      expect((await attempt('127.0.0.5', user.account_name, 'Wrong-Password-1')).statusCode).toBe(401);
    const wrong = await attempt('127.0.0.5', user.account_name, 'Wrong-Password-1');
    const right = await attempt('127.0.0.5', user.account_name, user.password);
    for (const res of [wrong, right]) {
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBe(15 * 60);
      expect(res.json()).toEqual({ status: false, message: MSG.tooManyAttempts(15) });
    }
    // Another address is not affected by this pair's lock.
    expect((await attempt('127.0.0.6', user.account_name, user.password)).statusCode).toBe(200);
    clock.advance(15 * MINUTE + 1000);
    expect((await attempt('127.0.0.5', user.account_name, user.password)).statusCode).toBe(200);
  });

  it('counts wrong passwords sent all at once as one after another: 5 verified, the rest held back', async () => {
    const user = await t.make.account();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => attempt('127.0.0.7', user.account_name, 'Wrong-Password-1')),
    );
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
    clock.advance(60 * MINUTE);
  });

  it('doubles the cool-down of a pair locked again, up to an hour', async () => {
    const user = await t.make.account();
    const lockOnce = async () => {
      for (let i = 0; i < 5; i++) await attempt('127.0.0.7', user.account_name, 'Wrong-Password-1');
      return Number(
        (await attempt('127.0.0.7', user.account_name, 'Wrong-Password-1')).headers['retry-after'],
      );
    };
    const waits: number[] = [];
    for (let round = 0; round < 4; round++) {
      const wait = await lockOnce();
      waits.push(wait);
      clock.advance(wait * 1000 + 1000);
    }
    expect(waits).toEqual([15 * 60, 30 * 60, 60 * 60, 60 * 60]);
  });

  it('resets the pair counter after a successful sign-in', async () => {
    const user = await t.make.account();
    for (let i = 0; i < 4; i++) await attempt('127.0.0.8', user.account_name, 'Wrong-Password-1');
    expect((await attempt('127.0.0.8', user.account_name, user.password)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await attempt('127.0.0.8', user.account_name, 'Wrong-Password-1')).statusCode).toBe(401);
  });

  it('keeps only the failing address out: one address failing an account for hours never locks its owner', async () => {
    const user = await t.make.account();
    const stranger = ips[0]!;
    const owner = ips[1]!;
    let failures = 0;
    // Three hours of a stranger trying whenever the pair's cool-down has passed.
    for (let minute = 0; minute < 180; minute += 5) {
      for (let i = 0; i < 5; i++) {
        const res = await attempt(stranger, user.account_name, 'Wrong-Password-1');
        if (res.statusCode === 401) failures++;
        else expect(res.statusCode).toBe(429);
      }
      const own = await attempt(owner, user.account_name, user.password);
      expect(own.statusCode, `owner at minute ${minute}`).toBe(200);
      clock.advance(5 * MINUTE);
    }
    // 15, 30, 60, 60 minutes of cool-down: at most 5 failures per lock.
    expect(failures).toBeLessThanOrEqual(25);
  });

  it('holds an account failed from many addresses for 15 minutes at most, not an hour', async () => {
    const user = await t.make.account();
    // Five strangers, each stopping short of its pair's limit: 20 failures in a few seconds.
    for (const ip of ips.slice(0, 5)) {
      for (let i = 0; i < 4; i++)
        expect((await attempt(ip, user.account_name, 'Wrong-Password-1')).statusCode).toBe(401);
      clock.advance(1000);
    }
    const held = await attempt(ips[9]!, user.account_name, user.password);
    expect(held.statusCode).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(held.json()).toEqual({ status: false, message: MSG.tooManyAttempts(15) });
    clock.advance(15 * MINUTE);
    expect((await attempt(ips[9]!, user.account_name, user.password)).statusCode).toBe(200);
  });

  it("counts a locked pair's failures toward the account: ten addresses get 20 verifications, not 50", async () => {
    const user = await t.make.account();
    let failures = 0;
    for (const ip of ips.slice(0, 10)) {
      for (let i = 0; i < 5; i++) {
        const res = await attempt(ip, user.account_name, 'Wrong-Password-1');
        if (res.statusCode === 401) failures++;
        else expect(res.statusCode).toBe(429);
      }
    }
    expect(failures).toBe(20);
    clock.advance(15 * MINUTE);
  });

  it('allows at most 20 failed verifications per account in any 15 minutes (80 an hour), whatever the addresses', async () => {
    const user = await t.make.account();
    const failedAt: number[] = [];
    // An hour of attempts every 20 seconds, spread over ten addresses.
    for (let i = 0; i < 180; i++) {
      const res = await attempt(ips[i % 10]!, user.account_name, 'Wrong-Password-1');
      if (res.statusCode === 401) failedAt.push(clock.now().getTime());
      else expect(res.statusCode).toBe(429);
      clock.advance(20_000);
    }
    expect(failedAt.length).toBeLessThanOrEqual(80);
    expect(failedAt.length).toBeGreaterThanOrEqual(40);
    for (const at of failedAt) {
      const inWindow = failedAt.filter((other) => other >= at && other < at + 15 * MINUTE);
      expect(inWindow.length).toBeLessThanOrEqual(20);
    }
  });

  it('never lets made-up names lock an address out of real accounts (F2): ADMIN and others sign in from it', async () => {
    const office = '127.0.0.12';
    const count = (like: string) =>
      exec<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from tracking where tracking_activity like ${like}`,
      ).then((r) => r.rows[0]!.n);
    const locksBefore = await count('Login diblokir sementara (ip)%');
    const failedBefore = await count('Login gagal%');
    // The re-test's attack: 60 failures with made-up names from the office's one address, in a few seconds.
    for (let i = 0; i < 60; i++) {
      expect((await attempt(office, `ghost${i}`, 'Wrong-Password-1')).statusCode).toBe(401);
    }
    expect(await count('Login diblokir sementara (ip)%')).toBe(locksBefore + 1);
    // Past the address's limit made-up names cost no hash and no Tracking row, yet answer like a wrong password.
    expect(await count('Login gagal%')).toBe(failedBefore + 50);
    const ghost = await attempt(office, 'ghost-late', 'Wrong-Password-1');
    expect(ghost.statusCode).toBe(401);
    expect(ghost.json()).toEqual({ status: false, message: MSG.loginFailed });

    const admin = await t.make.account({ role: 'ADMIN' });
    const checker = await t.make.account();
    expect((await attempt(office, admin.account_name, admin.password)).statusCode).toBe(200);
    expect((await attempt(office, checker.account_name, checker.password)).statusCode).toBe(200);
    // A wrong password of a real account from there still counts as usual (a 401, then its pair's lock).
    for (let i = 0; i < 5; i++)
      expect((await attempt(office, checker.account_name, 'Wrong-Password-1')).statusCode).toBe(401);
    expect((await attempt(office, checker.account_name, checker.password)).statusCode).toBe(429);
    clock.advance(60 * MINUTE);
  });

  it('never lets failures on other accounts stop an account signing in with its right password from that address', async () => {
    const office = ips[10]!;
    const victims = await Promise.all(Array.from({ length: 15 }, () => t.make.account()));
    // Spraying: four wrong passwords on each of 15 accounts (60 failures) from the office's address.
    for (const victim of victims)
      for (let i = 0; i < 4; i++)
        expect((await attempt(office, victim.account_name, 'Wrong-Password-1')).statusCode).toBe(401);
    const user = await t.make.account();
    expect((await attempt(office, user.account_name, user.password)).statusCode).toBe(200);
    // Each sprayed account stays bounded by its own pair: the fifth failure locks it for that address.
    expect((await attempt(office, victims[0]!.account_name, 'Wrong-Password-1')).statusCode).toBe(401);
    expect((await attempt(office, victims[0]!.account_name, victims[0]!.password)).statusCode).toBe(429);
    clock.advance(60 * MINUTE);
  });

  it('lets an account held by strangers elsewhere sign in from an address it is known at, still bounded there', async () => {
    const user = await t.make.account();
    const home = ips[11]!;
    expect((await attempt(home, user.account_name, user.password)).statusCode).toBe(200);
    clock.advance(MINUTE);
    // Five strangers hold the account (20 failures).
    for (const ip of ips.slice(0, 5)) {
      for (let i = 0; i < 4; i++) await attempt(ip, user.account_name, 'Wrong-Password-1');
      clock.advance(1000);
    }
    expect((await attempt(ips[9]!, user.account_name, user.password)).statusCode).toBe(429);
    // From the address the owner signed in from, the hold does not apply.
    expect((await attempt(home, user.account_name, user.password)).statusCode).toBe(200);
    // Guesses from that address stay bounded by its pair: 5 in 15 minutes.
    for (let i = 0; i < 5; i++)
      expect((await attempt(home, user.account_name, 'Wrong-Password-1')).statusCode).toBe(401);
    expect((await attempt(home, user.account_name, 'Wrong-Password-1')).statusCode).toBe(429);
    // 90 days later the address is no longer known.
    clock.advance(91 * 24 * 60 * MINUTE);
    for (const ip of ips.slice(0, 5)) {
      for (let i = 0; i < 4; i++) await attempt(ip, user.account_name, 'Wrong-Password-1');
      clock.advance(1000);
    }
    expect((await attempt(home, user.account_name, user.password)).statusCode).toBe(429);
    clock.advance(60 * MINUTE);
  });

  it('lets an ADMIN lift the locks of an account (unlock), with a Tracking row; others may not', async () => {
    const user = await t.make.account();
    for (let i = 0; i < 5; i++) await attempt('127.0.0.9', user.account_name, 'Wrong-Password-1');
    expect((await attempt('127.0.0.9', user.account_name, user.password)).statusCode).toBe(429);
    const checker = await t.as('CHECKER');
    expect((await checker.put(`/api/unlockadminacc/${user.account_id}`)).statusCode).toBe(403);
    const admin = await t.admin();
    const unlocked = await admin.put(`/api/unlockadminacc/${user.account_id}`);
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json()).toEqual({ status: true, message: MSG.userUnlocked(user.account_name, 1) });
    const rows = await exec<{ activity: string }>(
      t.db,
      sql`select tracking_activity as activity from tracking
          where tracking_activity like ${`Membuka blokir login user ${user.account_name} %`}`,
    );
    expect(rows.rows.map((r) => r.activity)).toEqual([
      `Membuka blokir login user ${user.account_name} (1 blokir aktif)`,
    ]);
    expect((await attempt('127.0.0.9', user.account_name, user.password)).statusCode).toBe(200);
    const again = await admin.put(`/api/unlockadminacc/${user.account_id}`);
    expect(again.json()).toEqual({ status: true, message: MSG.userUnlocked(user.account_name, 0) });
    expect((await admin.put('/api/unlockadminacc/999999')).statusCode).toBe(404);
  });

  it('lets an ADMIN lift an account lock by resetting its password', async () => {
    const user = await t.make.account();
    for (let i = 0; i < 5; i++) await attempt('127.0.0.9', user.account_name, 'Wrong-Password-1');
    expect((await attempt('127.0.0.9', user.account_name, user.password)).statusCode).toBe(429);
    const admin = await t.admin();
    const reset = await admin.put(`/api/updatepassadminacc/${user.account_id}`, {
      account_password: 'Baru-Sekali-Kuat-42',
    });
    expect(reset.statusCode).toBe(200);
    expect((await attempt('127.0.0.9', user.account_name, 'Baru-Sekali-Kuat-42')).statusCode).toBe(200);
  });
});
