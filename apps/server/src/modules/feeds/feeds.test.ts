import { generateKeyPairSync } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatWireDate, jakartaDate, MSG, type DashboardResponse, type FeedRow } from '@rekon/contracts';
import { exec } from '../../db/client';
import { testApp, type Client, type TestApp } from '../../test/app';
import { lastTrackingId, trackingSince } from '../../test/tracking';

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await testApp();
  admin = await t.admin();
});
afterAll(() => t?.close());

const PRIVATE_KEY = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();

let sequence = 0;
async function account() {
  const site = await t.make.website();
  const row = await t.make.akunBank({ websiteCode: site.website_code, jenis: 'DEPO', bank: 'BCA' });
  return { site, row };
}

const listed = async (client: Client) => (await client.get('/api/feeds')).json<{ data: FeedRow[] }>().data;

describe('/api/feeds', () => {
  it('lets an ADMIN add push and SNAP feeds, and never answers a secret or key', async () => {
    const { site, row } = await account();
    const mark = await lastTrackingId(t.db);
    const push = await admin.post('/api/feeds', {
      akun_bank_id: row.akun_bank_id,
      feed_name: ` Mutasi Pagi ${++sequence} `,
      feed_kind: 'push',
      feed_secret: 'secret-push-0123456789-xyz',
      feed_allowed_ips: ['198.51.100.0/24'],
    });
    expect(push.statusCode).toBe(201);
    expect(push.json()).toEqual({
      status: true,
      message: MSG.feedCreated,
      data: { feed_id: expect.any(Number), push_path: expect.stringMatching(/^\/api\/feed\/push\/\d+$/) },
    });
    const snap = await admin.post('/api/feeds', {
      akun_bank_id: row.akun_bank_id,
      feed_name: `SNAP ${sequence}`,
      feed_kind: 'snap',
      snap_base_url: 'https://sandbox.bank.example/',
      snap_client_id: 'client-123',
      snap_client_secret: 'client-secret-abcdef',
      snap_private_key: PRIVATE_KEY,
      snap_partner_id: 'PARTNER1',
      snap_channel_id: '95221',
      feed_interval_s: 120,
    });
    expect(snap.statusCode).toBe(201);
    expect(snap.json<{ data: { push_path: null } }>().data.push_path).toBeNull();
    const added = await trackingSince(t.db, mark);
    expect(added.map((r) => [r.tracking_website, r.tracking_activity])).toEqual([
      [site.website_code, `Menambahkan feed push "Mutasi Pagi ${sequence}" akun BCA ${row.akun_bank_no}`],
      [site.website_code, `Menambahkan feed snap "SNAP ${sequence}" akun BCA ${row.akun_bank_no}`],
    ]);

    const list = await admin.get('/api/feeds');
    expect(list.statusCode).toBe(200);
    const text = list.body;
    for (const secret of ['secret-push-0123456789-xyz', 'client-secret-abcdef', 'PRIVATE KEY'])
      expect(text).not.toContain(secret);
    const mine = (await listed(admin)).filter((f) => f.akun_bank_id === row.akun_bank_id);
    expect(mine).toEqual([
      expect.objectContaining({
        feed_kind: 'push',
        feed_allowed_ips: ['198.51.100.0/24'],
        akun_bank_website: site.website_code,
        snap: null,
        health: expect.objectContaining({ last_arrival_at: null, rows_today: 0, silent: false }),
      }),
      expect.objectContaining({
        feed_kind: 'snap',
        feed_interval_s: 120,
        snap: {
          bank: 'standard',
          base_url: 'https://sandbox.bank.example',
          client_id: 'client-123',
          partner_id: 'PARTNER1',
          channel_id: '95221',
        },
      }),
    ]);
    // Stored sealed: the database holds no secret in clear either.
    const { rows } = await exec<{ secret: string }>(
      t.db,
      sql`select feed_secret as secret from feed where feed_akun_bank_id = ${row.akun_bank_id}`,
    );
    for (const { secret } of rows) {
      expect(secret).toMatch(/^v1\./);
      expect(secret).not.toContain('secret');
    }
  });

  it('shows a CHECKER the feeds of its website only, and refuses CS', async () => {
    const mine = await account();
    const other = await account();
    await t.make.pushFeed({ websiteCode: mine.site.website_code });
    await t.make.pushFeed({ websiteCode: other.site.website_code });
    const checker = await t.as('CHECKER', mine.site.website_id);
    const feeds = await listed(checker);
    expect(feeds.length).toBeGreaterThan(0);
    expect(new Set(feeds.map((f) => f.akun_bank_website))).toEqual(new Set([mine.site.website_code]));
    expect((await checker.post('/api/feeds', {})).statusCode).toBe(403);
    const cs = await t.as('CS', mine.site.website_id);
    expect((await cs.get('/api/feeds')).statusCode).toBe(403);
  });

  it('refuses bad settings with clear messages', async () => {
    const { row } = await account();
    const base = { akun_bank_id: row.akun_bank_id, feed_name: `Tolak ${++sequence}`, feed_kind: 'push' };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...base, feed_secret: 'pendek' }, 400, MSG.feedSecretTooShort],
      [
        { ...base, feed_secret: 'cukup-panjang-sekali-123', feed_allowed_ips: ['10.0.0.300'] },
        400,
        MSG.feedAddressInvalid('10.0.0.300'),
      ],
      [
        { ...base, feed_secret: 'cukup-panjang-sekali-123', akun_bank_id: 999999 },
        400,
        MSG.feedAccountInactive,
      ],
      [
        {
          ...base,
          feed_kind: 'snap',
          snap_base_url: 'ftp://bank',
          snap_client_id: 'a',
          snap_client_secret: 'b',
          snap_private_key: PRIVATE_KEY,
          snap_partner_id: 'p',
          snap_channel_id: 'c',
          feed_interval_s: 120,
        },
        400,
        MSG.feedUrlInvalid,
      ],
      [
        {
          ...base,
          feed_kind: 'snap',
          snap_base_url: 'https://bank',
          snap_client_id: 'a',
          snap_client_secret: 'b',
          snap_private_key: PRIVATE_KEY,
          snap_partner_id: 'p',
          snap_channel_id: 'c',
          feed_interval_s: 30,
        },
        400,
        MSG.feedIntervalRange,
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await admin.post('/api/feeds', body);
      expect(res.statusCode, message).toBe(status);
      expect(res.json<{ message: string }>().message).toBe(message);
    }
    const ok = { ...base, feed_secret: 'cukup-panjang-sekali-123' };
    expect((await admin.post('/api/feeds', ok)).statusCode).toBe(201);
    const again = await admin.post('/api/feeds', { ...ok, feed_name: ok.feed_name.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(MSG.feedNameTaken);
  });

  it('switches a feed off and on, changes its secret, tests it and deletes it, each tracked', async () => {
    const { site } = await account();
    const made = await t.make.pushFeed({ websiteCode: site.website_code });
    const mark = await lastTrackingId(t.db);
    expect((await admin.put(`/api/feeds/${made.feed_id}`, { feed_enabled: false })).statusCode).toBe(200);
    expect(
      (
        await admin.put(`/api/feeds/${made.feed_id}`, {
          feed_enabled: true,
          feed_secret: 'baru-sekali-0123456789',
        })
      ).statusCode,
    ).toBe(200);
    const test = await admin.post(`/api/feeds/${made.feed_id}/test`);
    expect(test.statusCode).toBe(200);
    expect(test.json()).toEqual({
      status: true,
      message: MSG.feedTestDone,
      data: { rows: 1, signature: 'ok' },
    });
    const health = (await listed(admin)).find((f) => f.feed_id === made.feed_id)!.health;
    expect(health).toMatchObject({
      last_arrival_at: expect.any(String),
      last_rows: 0,
      rows_today: 0,
      last_error: null,
    });
    expect((await admin.delete(`/api/feeds/${made.feed_id}`)).statusCode).toBe(200);
    expect((await admin.delete(`/api/feeds/${made.feed_id}`)).statusCode).toBe(404);
    const activities = (await trackingSince(t.db, mark)).map((r) => r.tracking_activity);
    expect(activities).toEqual([
      `Mengubah feed push "${made.feed_name}" akun BCA ${made.account.akun_bank_no}: dinonaktifkan`,
      `Mengubah feed push "${made.feed_name}" akun BCA ${made.account.akun_bank_no}: diaktifkan; secret diganti`,
      `Tes kiriman feed push "${made.feed_name}" akun BCA ${made.account.akun_bank_no}: tanda tangan dan format benar`,
      `Menghapus feed push "${made.feed_name}" akun BCA ${made.account.akun_bank_no}`,
    ]);
  });
});

describe('the dashboard: each account with a feed and its freshness (feeds.md "Health you can see")', () => {
  const today = () => formatWireDate(jakartaDate(new Date()));
  const dashboard = async (client: Client, code: string) => {
    const res = await client.get(`/api/dashboard/${code}/${today()}`);
    expect(res.statusCode).toBe(200);
    return res.json<DashboardResponse>().websites;
  };

  it('shows ADMIN and CHECKER each fed account, its last arrival and a silent feed since when; a CS nothing', async () => {
    const { site } = await account();
    const other = await account();
    const quiet = await t.make.pushFeed({ websiteCode: site.website_code });
    const lively = await t.make.pushFeed({ websiteCode: site.website_code });
    const off = await t.make.pushFeed({ websiteCode: site.website_code, enabled: false });
    const elsewhere = await t.make.pushFeed({ websiteCode: other.site.website_code });
    // The quiet feed last sent three hours ago (a push is silent after an hour); the lively one just now.
    const threeHoursAgo = new Date(Date.now() - 3 * 3_600_000);
    await exec(
      t.db,
      sql`update feed set feed_last_arrival_at = ${threeHoursAgo.toISOString()}::timestamptz, feed_last_rows = 2
          where feed_id = ${quiet.feed_id}`,
    );
    expect((await admin.post(`/api/feeds/${lively.feed_id}/test`)).statusCode).toBe(200);

    const checker = await t.as('CHECKER', site.website_id);
    for (const client of [admin, checker]) {
      const [card] = await dashboard(client, site.website_code);
      expect(card!.website_code).toBe(site.website_code);
      const byId = new Map(card!.feeds.map((f) => [f.feed_id, f]));
      expect([...byId.keys()].sort((a, b) => a - b)).toEqual([quiet.feed_id, lively.feed_id, off.feed_id]);
      expect(byId.get(quiet.feed_id)).toEqual({
        feed_id: quiet.feed_id,
        feed_name: quiet.feed_name,
        feed_kind: 'push',
        feed_enabled: true,
        feed_interval_s: 300,
        akun_bank_id: quiet.account.akun_bank_id,
        akun_bank_jenis_transaksi: 'DEPO',
        akun_bank_bank: 'BCA',
        akun_bank_name: quiet.account.akun_bank_name,
        akun_bank_no: quiet.account.akun_bank_no,
        health: {
          last_arrival_at: threeHoursAgo.toISOString(),
          last_rows: 2,
          rows_today: 0,
          matched_today: 0,
          balance_breaks_today: 0,
          last_error: null,
          last_error_at: null,
          silent: true,
          silent_since: threeHoursAgo.toISOString(),
        },
      });
      expect(byId.get(lively.feed_id)!.health).toMatchObject({
        last_arrival_at: expect.any(String),
        silent: false,
        silent_since: null,
      });
      // Switched off is not silent: nothing is expected of it.
      expect(byId.get(off.feed_id)!.health).toMatchObject({ silent: false, silent_since: null });
      // Never a setting or a secret on the dashboard.
      const text = JSON.stringify(card);
      expect(text).not.toContain('push_path');
      expect(text).not.toContain('feed_allowed_ips');
      expect(text).not.toContain(quiet.secret);
    }
    // The ADMIN's every-website dashboard puts each feed on its own website's card.
    const all = await dashboard(admin, 'all');
    expect(all.find((w) => w.website_code === other.site.website_code)!.feeds.map((f) => f.feed_id)).toEqual([
      elsewhere.feed_id,
    ]);
    // A CS reads the dashboard, never the feeds.
    const cs = await t.as('CS', site.website_id);
    const [csCard] = await dashboard(cs, site.website_code);
    expect(csCard!.feeds).toEqual([]);
  });
});
