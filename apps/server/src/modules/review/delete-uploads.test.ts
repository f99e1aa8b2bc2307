import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@rekon/contracts';
import { exec } from '../../db/client';
import { ADMIN, testApp, type Client, type TestApp } from '../../test/app';
import { FakeClock, HOUR } from '../../test/clock';
import { fixture, multipart } from '../../test/multipart';
import { lastTrackingId, trackingSince } from '../../test/tracking';

const clock = new FakeClock('2026-06-05T03:00:00Z');
let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await testApp({ clock: clock.now });
  admin = await t.admin();
});
afterAll(() => t?.close());

let sequence = 0;
const site = () => t.make.website({ code: `DL${++sequence}${Date.now() % 1000}` });

/** Signs in again after the clock jumped past the idle limit. */
async function fresh() {
  admin = await t.signIn(ADMIN.name, ADMIN.password);
  return admin;
}

describe('DELETE /api/deletebomutasi', () => {
  it('deletes the rows of that date uploaded 23:59:59 ago, and refuses them at 24:00:01', async () => {
    for (const [elapsed, expected] of [
      [24 * HOUR - 1000, 200],
      [24 * HOUR + 1000, 409],
    ] as const) {
      clock.set('2026-06-05T03:00:00Z');
      const s = await site();
      const upload = await t.make.upload({ websiteCode: s.website_code, at: clock.now() });
      await t.make.boDeposit({ websiteCode: s.website_code, date: '2026-06-05', uploadId: upload.upload_id });
      clock.advance(elapsed);
      const res = await (
        await fresh()
      ).delete('/api/deletebomutasi', { date: '05-Jun-2026', group: s.website_code });
      expect(res.statusCode, res.body).toBe(expected);
      if (expected === 200) {
        expect(res.json()).toEqual({
          status: true,
          message: MSG.deleteDone(1, 0),
          deleted: { bo: 1, bowd: 0, mutasi: 0, mutasiwd: 0 },
          kept_older: 0,
        });
      } else {
        expect(res.json()).toEqual({ status: false, message: MSG.deleteTooOld });
      }
    }
    clock.set('2026-06-05T03:00:00Z');
    await fresh();
  });

  it('counts only the rows the desk still saw: a row deleted by hand goes too, uncounted', async () => {
    const s = await site();
    const upload = await t.make.upload({ websiteCode: s.website_code, at: clock.now() });
    const rows = [];
    for (let i = 0; i < 3; i++)
      rows.push(
        await t.make.boDeposit({
          websiteCode: s.website_code,
          date: '2026-06-05',
          uploadId: upload.upload_id,
        }),
      );
    await exec(t.db, sql`update bo_row set deleted_at = now() where id = ${rows[0]!.bo_id}`);
    const res = await admin.delete('/api/deletebomutasi', { date: '05-Jun-2026', group: s.website_code });
    expect(res.json()).toMatchObject({ message: MSG.deleteDone(2, 0), deleted: { bo: 2 } });
    const { rows: left } = await exec<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from bo_row where website = ${s.website_code}`,
    );
    expect(left[0]!.n).toBe(0);
  });

  it('answers 409 when the date has no data', async () => {
    const s = await site();
    const res = await admin.delete('/api/deletebomutasi', { date: '01-Jan-2026', group: s.website_code });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.deleteNothing('01-Jan-2026'));
  });

  it('undoes the pairs of deleted rows, returns their counterparts to pending, and keeps older uploads', async () => {
    const s = await site();
    const code = s.website_code;
    const account = await t.make.akunBank({
      websiteCode: code,
      bank: 'BCA',
      name: 'HENDRA KUSNADI',
      no: '4561237890',
    });
    const yesterday = await t.make.upload({
      websiteCode: code,
      at: new Date(clock.now().getTime() - 30 * HOUR),
    });
    const old = await t.make.boDeposit({
      websiteCode: code,
      date: '2026-06-05',
      holder: 'SITI AMINAH',
      amount: '75000.00',
      uploadId: yesterday.upload_id,
    });
    await t.make.boDeposit({
      websiteCode: code,
      date: '2026-06-05',
      holder: 'TETAP ADA',
      amount: '10000.00',
      uploadId: yesterday.upload_id,
    });
    const today = await t.make.upload({ websiteCode: code, kind: 'mutasi_deposit', at: clock.now() });
    const credit = await t.make.mutasiDeposit({
      websiteCode: code,
      date: '2026-06-05',
      amount: '75000.00',
      name: 'SITI AMINAH',
      accountId: account.akun_bank_id,
      uploadId: today.upload_id,
    });
    const approve = await admin.put('/api/updatebodepostts', {
      arr: [{ bo_id: old.bo_id, ket_app: 'pasang', mutasi_id: credit.mutasi_id }],
    });
    expect(approve.json().status).toBe(true);

    const mark = await lastTrackingId(t.db);
    const res = await admin.delete('/api/deletebomutasi', { date: '05-Jun-2026', group: code });
    expect(res.json()).toEqual({
      status: true,
      message: MSG.deleteDone(1, 2),
      deleted: { bo: 0, bowd: 0, mutasi: 1, mutasiwd: 0 },
      kept_older: 2,
    });
    const { rows } = await exec<{ approve: boolean; ket: string | null; date: string }>(
      t.db,
      sql`select approved as approve, remark as ket, business_date::text as date from bo_row where id = ${old.bo_id}`,
    );
    expect(rows[0]).toEqual({ approve: false, ket: null, date: '2026-06-05' });
    // The pair lived on the deleted statement row: no statement row holds the BO row any more.
    const { rows: pairs } = await exec(t.db, sql`select 1 from statement_row where bo_id = ${old.bo_id}`);
    expect(pairs).toHaveLength(0);
    expect(await trackingSince(t.db, mark)).toEqual([
      expect.objectContaining({
        tracking_website: code,
        tracking_activity: expect.stringContaining('2 data lebih dari 24 jam tidak dihapus'),
      }),
    ]);
  });

  it('lets a CHECKER delete for any website and refuses a CS', async () => {
    const mine = await site();
    const other = await site();
    await t.make.boDeposit({ websiteCode: other.website_code, date: '2026-06-05' });
    const checker = await t.as('CHECKER', mine.website_id);
    const mark = await lastTrackingId(t.db);
    const res = await checker.delete('/api/deletebomutasi', {
      date: '5-Jun-2026',
      group: other.website_code,
    });
    expect(res.statusCode).toBe(200);
    const [audit] = await trackingSince(t.db, mark);
    expect(audit).toMatchObject({ tracking_website: other.website_code, tracking_role: 'CHECKER' });
    const cs = await t.as('CS', mine.website_id);
    expect(
      (await cs.delete('/api/deletebomutasi', { date: '5-Jun-2026', group: other.website_code })).statusCode,
    ).toBe(403);
  });

  it('lets the same file be uploaded again after its deletion', async () => {
    const s = await site();
    const upload = () => {
      const { body, headers } = multipart(
        { groups: s.website_code },
        { name: 'q.csv', content: fixture('day-abc-2026-06-05/qris.csv') },
      );
      return admin.post('/api/mutasiupdepoqris', body, headers);
    };
    expect((await upload()).json().summary.rows_inserted).toBe(5);
    expect(
      (await admin.delete('/api/deletebomutasi', { date: '05-Jun-2026', group: s.website_code })).statusCode,
    ).toBe(200);
    expect((await upload()).json().summary.rows_inserted).toBe(5);
  });
});
