import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@rekon/contracts';
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

describe('POST /api/createwebsite', () => {
  it('stores the code upper-cased, the panel upper-cased and the panel default scale', async () => {
    const mark = await lastTrackingId(t.db);
    const res = await admin.post('/api/createwebsite', {
      website_name: ' Alpha ',
      website_code: 'al01',
      website_panel: 'luxe',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: true,
      message: MSG.websiteCreated,
      data: { website_code: 'AL01' },
    });
    const list = (await admin.get('/api/websitelist')).json<
      { website_code: string; website_panel: string; website_bo_scale: number; website_name: string }[]
    >();
    expect(list.find((w) => w.website_code === 'AL01')).toMatchObject({
      website_name: 'Alpha',
      website_panel: 'LUXE',
      website_bo_scale: 1,
    });
    expect(await trackingSince(t.db, mark)).toEqual([
      expect.objectContaining({
        tracking_website: 'AL01',
        tracking_username: 'admin',
        tracking_activity: 'Menambahkan website Alpha (AL01, LUXE)',
      }),
    ]);
  });

  it('defaults the panel to NEXUS with a scale of 1000', async () => {
    expect(
      (await admin.post('/api/createwebsite', { website_name: 'Beta', website_code: 'BT' })).statusCode,
    ).toBe(201);
    const rows = (await admin.get('/api/viewwebsite/100/1')).json<
      { website_code: string; website_panel: string; website_bo_scale: number }[]
    >();
    expect(rows.find((w) => w.website_code === 'BT')).toMatchObject({
      website_panel: 'NEXUS',
      website_bo_scale: 1000,
    });
  });

  it('refuses missing fields, bad codes, unknown panels and duplicates, writing nothing', async () => {
    await t.make.website({ code: 'DUPE' });
    const mark = await lastTrackingId(t.db);
    const cases: [unknown, number, string][] = [
      [{ website_code: 'X1', website_panel: 'NEXUS' }, 400, MSG.websiteFieldsRequired],
      [{ website_name: 'X', website_code: '', website_panel: 'NEXUS' }, 400, MSG.websiteFieldsRequired],
      [{ website_name: 'X', website_code: 'A-B', website_panel: 'NEXUS' }, 400, MSG.websiteCodeInvalid],
      [{ website_name: 'X', website_code: 'A', website_panel: 'NEXUS' }, 400, MSG.websiteCodeInvalid],
      [{ website_name: 'X', website_code: 'X2', website_panel: 'MARS' }, 400, MSG.websitePanelInvalid],
      [{ website_name: 'X', website_code: 'dupe', website_panel: 'NEXUS' }, 409, MSG.websiteCodeTaken],
    ];
    for (const [body, status, message] of cases) {
      const res = await admin.post('/api/createwebsite', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json()).toMatchObject({ status: false, message });
    }
    expect(await trackingSince(t.db, mark)).toEqual([]);
  });
});

describe('GET /api/websitelist and /api/viewwebsite', () => {
  it('shows a CHECKER and a CS only their own website', async () => {
    const mine = await t.make.website();
    await t.make.website();
    for (const role of ['CHECKER', 'CS'] as const) {
      const client = await t.as(role, mine.website_id);
      const list = (await client.get('/api/websitelist')).json<{ website_id: number }[]>();
      expect(list.map((w) => w.website_id)).toEqual([mine.website_id]);
    }
    const checker = await t.as('CHECKER', mine.website_id);
    const page = await checker.get('/api/viewwebsite/100/1');
    expect(page.json<{ website_id: number }[]>().map((w) => w.website_id)).toEqual([mine.website_id]);
    expect(page.headers['x-total-count']).toBe('1');
  });

  it('offers a CHECKER every website for /delete only (spec section 6), and a CS none', async () => {
    const mine = await t.make.website();
    const other = await t.make.website();
    const checker = await t.as('CHECKER', mine.website_id);
    const list = (await checker.get('/api/deletewebsitelist')).json<{ website_id: number }[]>();
    expect(list.map((w) => w.website_id)).toEqual(
      expect.arrayContaining([mine.website_id, other.website_id]),
    );
    const cs = await t.as('CS', mine.website_id);
    expect((await cs.get('/api/deletewebsitelist')).statusCode).toBe(403);
  });
});

describe('DELETE /api/deletewebsite/{website_id}', () => {
  it('deletes an unused website and refuses one that accounts or bank accounts use', async () => {
    const unused = await t.make.website();
    expect((await admin.delete(`/api/deletewebsite/${unused.website_id}`)).json()).toEqual({
      status: true,
      message: MSG.websiteDeleted(unused.website_code),
    });
    const withAccount = await t.make.website();
    await t.make.account({ websiteId: withAccount.website_id });
    const withBank = await t.make.website();
    await t.make.akunBank({ websiteCode: withBank.website_code });
    for (const site of [withAccount, withBank]) {
      const res = await admin.delete(`/api/deletewebsite/${site.website_id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(MSG.websiteInUse);
    }
    expect((await admin.delete('/api/deletewebsite/999999')).statusCode).toBe(404);
  });
});

describe('PUT /api/updatewebsite/{website_id}', () => {
  it('sets the BO scale to 1 or 1000 only', async () => {
    const site = await t.make.website();
    const res = await admin.put(`/api/updatewebsite/${site.website_id}`, { website_bo_scale: 1 });
    expect(res.statusCode).toBe(200);
    const { rows } = await exec<{ s: number }>(
      t.db,
      sql`select website_bo_scale as s from website where website_id = ${site.website_id}`,
    );
    expect(rows[0]!.s).toBe(1);
    const bad = await admin.put(`/api/updatewebsite/${site.website_id}`, { website_bo_scale: 100 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MSG.websiteScaleInvalid);
  });
});
