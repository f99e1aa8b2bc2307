import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, MSG } from '@rekon/contracts';
import { buildApp } from '../../app';
import { defaultConfig } from '../../config';
import { exec, openDatabase } from '../../db/client';
import { sql } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import { whitelist } from '../../db/schema';
import { WhitelistGate } from './whitelist.gate';
import { remove, setStatus } from './whitelist.service';
import { Client, testApp, type TestApp } from '../../test/app';
import { loopbackPort, statusLineOf } from '../../test/raw-http';
import { lastTrackingId, trackingSince } from '../../test/tracking';

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await testApp({ whitelistTtlMs: 500 });
  admin = await t.admin();
});
afterAll(() => t?.close());

describe('the IP gate', () => {
  it('refuses every /api route, sign-in included, to an address not on the list, whatever headers it sends', async () => {
    const stranger = t.anonymous('127.0.0.9');
    const spoof = {
      'x-forwarded-for': '127.0.0.1',
      'x-real-ip': '127.0.0.1',
      'x-client-ip': '127.0.0.1',
      forwarded: 'for=127.0.0.1',
    };
    for (const [method, url] of t.app.apiRoutes.map((r) => [r.method, r.url] as const)) {
      // The web app's gate answers below; a feed's push is gated by its signature and addresses, not the list
      // (feeds.md "Push"), and is checked below too.
      if (url === '/api/whitelist' || url === endpoints.feedPush.path) continue;
      const res = await stranger.request(
        method as 'GET',
        url.replace(/:[A-Za-z_]+/g, '1'),
        method === 'GET' ? undefined : {},
        spoof,
      );
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({ status: false, message: MSG.ipNotAllowed });
    }
    const login = await stranger.post('/api/login', { account_name: 'admin', account_password: 'x' }, spoof);
    expect(login.statusCode).toBe(403);
    const gate = await stranger.get('/api/whitelist', spoof);
    expect(gate.statusCode).toBe(403);
    expect(gate.json()).toEqual({ message: 'Forbidden', ip: '127.0.0.9' });
    const push = await stranger.post('/api/feed/push/1', [], spoof);
    expect(push.statusCode).toBe(404);
    expect(push.json()).toEqual({ status: false, message: MSG.feedNotFound });
  });

  it('refuses every /api route spelled with percent-escapes or as an absolute URL, as the router reads them', async () => {
    const stranger = t.anonymous('127.0.0.9');
    for (const [method, url] of t.app.apiRoutes.map((r) => [r.method, r.url] as const)) {
      if (url === '/api/whitelist' || url === endpoints.feedPush.path) continue;
      const path = url.replace(/:[A-Za-z_]+/g, '1');
      // `/%61pi/...` and an escaped letter further on both route to the same handler.
      for (const spelled of [
        path.replace('/api', '/%61pi'),
        path.replace(/^\/api\/(.)/, (_, c: string) => `/api/%${c.charCodeAt(0).toString(16)}`),
      ]) {
        const res = await stranger.request(method as 'GET', spelled, method === 'GET' ? undefined : {});
        expect(res.statusCode, `${method} ${spelled}`).toBe(403);
        expect(res.json()).toEqual({ status: false, message: MSG.ipNotAllowed });
      }
    }
    const login = await stranger.post('/%61pi/login', { account_name: 'admin', account_password: 'x' });
    expect(login.statusCode).toBe(403);

    // An absolute-form request line, over a real socket from a loopback address that is not on the list.
    const port = await loopbackPort(t.app);
    const statusLine = await statusLineOf(
      port,
      `GET http://127.0.0.1:${port}/api/deletewebsitelist HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`,
      { localAddress: '127.0.0.9' },
    );
    expect(statusLine).toBe('HTTP/1.1 403 Forbidden');
  });

  it('answers Success to a listed address, in its IPv4-mapped IPv6 form too', async () => {
    expect((await t.anonymous('127.0.0.1').get('/api/whitelist')).json()).toEqual({
      message: 'Success',
      ip: '127.0.0.1',
    });
    expect((await t.anonymous('::ffff:127.0.0.1').get('/api/whitelist')).json()).toEqual({
      message: 'Success',
      ip: '127.0.0.1',
    });
    expect((await t.anonymous('::1').get('/api/whitelist')).json()).toEqual({
      message: 'Success',
      ip: '::1',
    });
  });

  it('believes X-Forwarded-For only from a trusted proxy, reading it from the right', async () => {
    const app = await buildApp({
      database: t.database,
      config: defaultConfig({ trustProxy: ['127.0.0.1'] }),
      logger: false,
    });
    await app.ready();
    try {
      const viaProxy = new Client(app, undefined, '127.0.0.1');
      // The client wrote its own X-Forwarded-For: 127.0.0.1; the proxy appended the real address.
      const res = await viaProxy.get('/api/whitelist', { 'x-forwarded-for': '127.0.0.1, 127.0.0.9' });
      expect(res.json()).toEqual({ message: 'Forbidden', ip: '127.0.0.9' });
      const direct = new Client(app, undefined, '127.0.0.9');
      expect((await direct.get('/api/whitelist', { 'x-forwarded-for': '127.0.0.1' })).json()).toEqual({
        message: 'Forbidden',
        ip: '127.0.0.9',
      });
    } finally {
      await app.close();
    }
  });

  it("sees another process's change within seconds", async () => {
    const second =
      t.database.engine === 'postgres'
        ? await openDatabase({ url: (t.database as { url?: string }).url })
        : t.database;
    const other = await buildApp({
      database: second,
      config: defaultConfig(),
      logger: false,
      whitelistTtlMs: 2_000,
    });
    await other.ready();
    try {
      const entry = await t.make.whitelist('127.0.0.77');
      const caller = new Client(other, undefined, '127.0.0.77');
      await expect
        .poll(async () => (await caller.get('/api/whitelist')).statusCode, { timeout: 5_000, interval: 250 })
        .toBe(200);
      const off = await admin.put(`/api/updatestatuswhitelist/${entry.whitelist_id}`, {
        Whitelist_status: false,
      });
      expect(off.statusCode).toBe(200);
      const started = Date.now();
      await expect
        .poll(async () => (await caller.get('/api/whitelist')).statusCode, { timeout: 5_000, interval: 250 })
        .toBe(403);
      expect(Date.now() - started).toBeLessThanOrEqual(5_000);
    } finally {
      await other.close();
      if (second !== t.database) await second.close();
    }
  });
});

describe('WhitelistGate', () => {
  it('answers from the list as last read only when asked to, and never from a list this process changed', async () => {
    // Every answer is stale at once (ttl 0), so each call starts a read.
    const gate = new WhitelistGate(t.db, 0);
    expect(await gate.isAllowed('127.0.0.55', { lastRead: true })).toBe(false); // nothing read yet: it waits
    const entry = await t.make.whitelist('127.0.0.55');
    expect(await gate.isAllowed('127.0.0.55', { lastRead: true })).toBe(false); // the list as last read
    expect(await gate.isAllowed('127.0.0.55')).toBe(true); // read again
    await t.db.delete(whitelist).where(eq(whitelist.whitelist_id, entry.whitelist_id));
    gate.invalidate();
    expect(await gate.isAllowed('127.0.0.55', { lastRead: true })).toBe(false);
  });
});

describe('the IP gate and request bodies', () => {
  it('refuses a large upload from an unlisted address before reading its body', async () => {
    const port = await loopbackPort(t.app);
    const started = Date.now();
    const status = await statusLineOf(
      port,
      'POST /api/mutasiupdepoqris HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        'Content-Type: multipart/form-data; boundary=x\r\nContent-Length: 52428800\r\n\r\n--x\r\n',
      { localAddress: '127.0.0.9' },
    );
    expect(status).toBe('HTTP/1.1 403 Forbidden');
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(readdirSync(t.app.uploadTempDir)).toEqual([]);
  });
});

describe('POST /api/createwhitelist', () => {
  it('adds an address, which lets it in at once', async () => {
    const mark = await lastTrackingId(t.db);
    const res = await admin.post('/api/createwhitelist', { whitelist_ip: '127.0.0.33' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: true, message: MSG.ipCreated('127.0.0.33') });
    expect((await t.anonymous('127.0.0.33').get('/api/whitelist')).statusCode).toBe(200);
    expect(await trackingSince(t.db, mark)).toEqual([
      expect.objectContaining({
        tracking_website: 'ALL',
        tracking_activity: 'Menambahkan IP 127.0.0.33 ke whitelist',
      }),
    ]);
  });

  it('refuses ambiguous, invalid and duplicate addresses', async () => {
    for (const ip of [
      '::ffff:10.0.0.0/8',
      '0.0.0.0',
      '127.1',
      '0127.0.0.1',
      '256.1.1.1',
      '1.2.3.4 ',
      '1.2.3',
      'abc',
      '::',
      '::ffff:1.2.3.4',
      '10.0.0.0/8',
      '',
    ]) {
      const res = await admin.post('/api/createwhitelist', { whitelist_ip: ip });
      expect(res.statusCode, ip).toBe(400);
      expect(res.json()).toMatchObject({ status: false, message: MSG.ipInvalid });
    }
    await admin.post('/api/createwhitelist', { whitelist_ip: '2001:db8::1' });
    for (const ip of ['127.0.0.1', '2001:0db8:0000::0001']) {
      const res = await admin.post('/api/createwhitelist', { whitelist_ip: ip });
      expect(res.statusCode, ip).toBe(409);
      expect(res.json().message).toBe(MSG.ipTaken);
    }
  });
});

describe('GET /api/viewwhitelist/{pageSize}/{page}', () => {
  it('lists entries with the spec field names', async () => {
    const res = await admin.get('/api/viewwhitelist/100/1');
    expect(res.statusCode).toBe(200);
    const rows = res.json<Record<string, unknown>[]>();
    expect(rows[0]).toMatchObject({
      Whitelist_ip: '127.0.0.1',
      Whitelist_status: true,
      all_data: Number(res.headers['x-total-count']),
    });
    expect(rows[0]).toHaveProperty('Whitelist_id');
    expect(rows[0]).toHaveProperty('Whitelist_last_edited_at');
    expect(rows[0]).toHaveProperty('Whitelist_last_edited_by');
  });
});

describe('PUT /api/updatestatuswhitelist and DELETE /api/deletewhitelist', () => {
  it('never lets the caller remove or switch off the entry it is using', async () => {
    const rows = (await admin.get('/api/viewwhitelist/100/1')).json<
      { Whitelist_id: number; Whitelist_ip: string }[]
    >();
    const own = rows.find((r) => r.Whitelist_ip === '127.0.0.1')!;
    for (const res of [
      await admin.delete(`/api/deletewhitelist/${own.Whitelist_id}`),
      await admin.put(`/api/updatestatuswhitelist/${own.Whitelist_id}`, { Whitelist_status: false }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(MSG.ipInUseByCaller);
    }
  });

  it('switches an entry off and on, and removes it', async () => {
    const entry = await t.make.whitelist('127.0.0.44');
    const visitor = t.anonymous('127.0.0.44');
    expect(
      (await admin.put(`/api/updatestatuswhitelist/${entry.whitelist_id}`, { Whitelist_status: 'false' }))
        .statusCode,
    ).toBe(200);
    expect((await visitor.get('/api/whitelist')).statusCode).toBe(403);
    expect(
      (await admin.put(`/api/updatestatuswhitelist/${entry.whitelist_id}`, { Whitelist_status: true }))
        .statusCode,
    ).toBe(200);
    expect((await visitor.get('/api/whitelist')).statusCode).toBe(200);
    const removed = await admin.delete(`/api/deletewhitelist/${entry.whitelist_id}`);
    expect(removed.json()).toEqual({ status: true, message: MSG.ipDeleted('127.0.0.44') });
    expect((await visitor.get('/api/whitelist')).statusCode).toBe(403);
    expect((await admin.delete(`/api/deletewhitelist/${entry.whitelist_id}`)).statusCode).toBe(404);
  });
});

describe('the last active entry', () => {
  let own: TestApp;
  beforeAll(async () => {
    own = await testApp();
  });
  afterAll(() => own?.close());

  const activeIps = async () =>
    (
      await exec<{ ip: string }>(
        own.db,
        sql`select whitelist_ip as ip from whitelist where whitelist_status order by whitelist_ip`,
      )
    ).rows.map((r) => r.ip);

  let secondAdmin: Client | undefined;
  /** Exactly two active entries, 127.0.0.1 and 127.0.0.2, each with an ADMIN signed in through it. */
  async function twoOffices() {
    await exec(
      own.db,
      sql`update whitelist set whitelist_status = whitelist_ip in ('127.0.0.1', '127.0.0.2')`,
    );
    for (const ip of ['127.0.0.1', '127.0.0.2'])
      if (!(await activeIps()).includes(ip)) await own.make.whitelist(ip);
    own.app.whitelistGate.invalidate();
    const ids = Object.fromEntries(
      (
        await exec<{ ip: string; id: number }>(
          own.db,
          sql`select whitelist_ip as ip, whitelist_id as id from whitelist`,
        )
      ).rows.map((r) => [r.ip, r.id]),
    );
    return {
      first: await own.admin(),
      second: (secondAdmin ??= await own.as('ADMIN', undefined, '127.0.0.2')),
      firstId: ids['127.0.0.1']!,
      secondId: ids['127.0.0.2']!,
    };
  }

  it('cannot be switched off or removed, with a clear 409, and nothing changes', async () => {
    await exec(own.db, sql`update whitelist set whitelist_status = whitelist_ip = '127.0.0.1'`);
    const [{ id } = { id: 0 }] = (
      await exec<{ id: number }>(
        own.db,
        sql`select whitelist_id as id from whitelist where whitelist_ip = '127.0.0.1'`,
      )
    ).rows;
    // The caller here is not on that entry (a proxy's address, the server console): the rule still holds.
    const actor = {
      accountId: 1,
      accountName: 'admin',
      role: 'ADMIN' as const,
      websiteId: null,
      websiteCode: null,
      websiteName: null,
      mustChangePassword: false,
      sessionHash: Buffer.alloc(0),
    };
    const ctx = { actor, ip: '10.9.8.7', at: new Date() };
    const before = await lastTrackingId(own.db);
    for (const attempt of [() => setStatus(own.db, id, false, ctx), () => remove(own.db, id, ctx)]) {
      await expect(attempt()).rejects.toMatchObject({ statusCode: 409, message: MSG.ipLastActive });
    }
    expect(await activeIps()).toEqual(['127.0.0.1']);
    expect(await trackingSince(own.db, before)).toEqual([]);
  });

  it('survives two admins switching off or removing each other’s entries at the same moment, 20 rounds', async () => {
    for (let round = 0; round < 20; round++) {
      const { first, second, firstId, secondId } = await twoOffices();
      const remove = round % 2 === 1;
      const answers = await Promise.all(
        remove
          ? [
              first.delete(`/api/deletewhitelist/${secondId}`),
              second.delete(`/api/deletewhitelist/${firstId}`),
            ]
          : [
              first.put(`/api/updatestatuswhitelist/${secondId}`, { Whitelist_status: false }),
              second.put(`/api/updatestatuswhitelist/${firstId}`, { Whitelist_status: false }),
            ],
      );
      const codes = answers.map((a) => a.statusCode).sort();
      // One wins; the other is refused by the rule (409) or, if it came after, by the gate itself (403).
      expect(codes[0], `round ${round}: ${answers.map((a) => a.body).join(' | ')}`).toBe(200);
      expect([403, 409], `round ${round}`).toContain(codes[1]);
      const refused = answers.find((a) => a.statusCode === 409);
      if (refused) expect(refused.json().message).toBe(MSG.ipLastActive);
      expect((await activeIps()).length, `round ${round}`).toBe(1);
    }
  });
});
