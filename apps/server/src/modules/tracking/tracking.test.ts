import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exec } from '../../db/client';
import { testApp, type Client, type TestApp } from '../../test/app';
import { record } from './tracking.service';

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await testApp();
  admin = await t.admin();
});
afterAll(() => t?.close());

const at = new Date('2026-06-05T03:00:00Z');
const entry = (website: string, username: string, activity: string) => ({
  website,
  username,
  role: 'CHECKER',
  activity,
  at,
});

describe('GET /api/tracking/{websiteCode}/{pageSize}/{page}', () => {
  it('pages newest first with the total in x-total-count and in all_data', async () => {
    const site = await t.make.website();
    for (let i = 1; i <= 7; i++) await record(t.db, entry(site.website_code, 'budi', `Aktivitas ${i}`));
    const res = await admin.get(`/api/tracking/${site.website_code}/5/1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('7');
    const rows = res.json<{ tracking_activity: string; all_data?: number; tracking_crated_at: string }[]>();
    expect(rows.map((r) => r.tracking_activity)).toEqual([
      'Aktivitas 7',
      'Aktivitas 6',
      'Aktivitas 5',
      'Aktivitas 4',
      'Aktivitas 3',
    ]);
    expect(rows[0]!.all_data).toBe(7);
    expect(rows[1]!.all_data).toBeUndefined();
    expect(rows[0]!.tracking_crated_at).toBe(at.toISOString());
    const second = (await admin.get(`/api/tracking/${site.website_code}/5/2`)).json<unknown[]>();
    expect(second).toHaveLength(2);
  });

  it('lets an ADMIN read every website with "all", and a CHECKER only its own', async () => {
    const mine = await t.make.website();
    const other = await t.make.website();
    await record(t.db, entry(mine.website_code, 'sari', 'Punya saya'));
    await record(t.db, entry(other.website_code, 'joko', 'Punya orang lain'));
    const everything = (await admin.get('/api/tracking/all/1000/1')).json<{ tracking_activity: string }[]>();
    expect(everything.map((r) => r.tracking_activity)).toEqual(
      expect.arrayContaining(['Punya saya', 'Punya orang lain']),
    );
    const checker = await t.as('CHECKER', mine.website_id);
    const own = (await checker.get(`/api/tracking/${mine.website_code}/100/1`)).json<
      { tracking_website: string }[]
    >();
    expect(new Set(own.map((r) => r.tracking_website))).toEqual(new Set([mine.website_code]));
    expect((await checker.get('/api/tracking/all/100/1')).statusCode).toBe(403);
    expect((await checker.get('/api/tracking/ALL/100/1')).statusCode).toBe(403);
  });
});

describe('GET /api/searchtracking/{websiteCode}/{search}/{pageSize}/{page}', () => {
  it('finds by username or activity, case-insensitively, treating % and _ literally', async () => {
    const site = await t.make.website();
    const code = site.website_code;
    await record(t.db, entry(code, 'Wahyu', 'Approve BO D6104825'));
    await record(t.db, entry(code, 'rina', 'Upload mutasi 100% selesai'));
    await record(t.db, entry(code, 'rina', 'Upload mutasi 1000 selesai'));
    const find = async (term: string) =>
      (await admin.get(`/api/searchtracking/${code}/${encodeURIComponent(term)}/100/1`)).json<
        { tracking_activity: string }[]
      >();
    expect((await find('wahyu')).map((r) => r.tracking_activity)).toEqual(['Approve BO D6104825']);
    expect(await find('d6104825')).toHaveLength(1);
    expect((await find('100%')).map((r) => r.tracking_activity)).toEqual(['Upload mutasi 100% selesai']);
    expect(await find('zzz-tidak-ada')).toEqual([]);
  });
});

describe('the tracking table', () => {
  it('refuses UPDATE, DELETE and TRUNCATE from the application connection', async () => {
    await record(t.db, entry('ALL', 'sys', 'Tidak boleh diubah'));
    for (const statement of [
      sql`update tracking set tracking_activity = 'diubah'`,
      sql`delete from tracking`,
      sql`truncate tracking`,
    ]) {
      await expect(exec(t.db, statement)).rejects.toThrow();
    }
    const { rows } = await exec(
      t.db,
      sql`select 1 from tracking where tracking_activity = 'Tidak boleh diubah'`,
    );
    expect(rows).toHaveLength(1);
  });

  it('writes the change and its audit row together or not at all', async () => {
    // A failure while the audit row is written must undo the change it records (security.md F37).
    await exec(
      t.db,
      sql.raw(`create function test_refuse_tracking() returns trigger language plpgsql as $$
        begin if new.tracking_activity like 'Menambahkan website%' then raise exception 'injected failure'; end if; return new; end $$`),
    );
    await exec(
      t.db,
      sql.raw(
        'create trigger test_refuse_tracking before insert on tracking for each row execute function test_refuse_tracking()',
      ),
    );
    try {
      const res = await admin.post('/api/createwebsite', { website_name: 'Gagal', website_code: 'GAGAL1' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ status: false, message: 'Terjadi kesalahan pada server.' });
      expect(res.body).not.toContain('injected');
      const { rows } = await exec(t.db, sql`select 1 from website where website_code = 'GAGAL1'`);
      expect(rows).toHaveLength(0);
    } finally {
      await exec(t.db, sql.raw('drop trigger test_refuse_tracking on tracking'));
      await exec(t.db, sql.raw('drop function test_refuse_tracking()'));
    }
  });

  it('escapes control characters so that one audit entry stays one line', async () => {
    await record(t.db, entry('ALL', 'evil\r\nuser', 'Catatan\r\n\u001b[31mmerah'));
    const { rows } = await exec<{ tracking_username: string; tracking_activity: string }>(
      t.db,
      sql`select tracking_username, tracking_activity from tracking order by tracking_id desc limit 1`,
    );
    expect(rows[0]).toEqual({
      tracking_username: 'evil\\x0d\\x0auser',
      tracking_activity: 'Catatan\\x0d\\x0a\\x1b[31mmerah',
    });
  });
});
