import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@rekon/contracts';
import { generateDays, type GeneratedDays } from '@rekon/reconcile/testing';
import { exec } from '../../db/client';
import { testApp, type Client, type TestApp } from '../../test/app';
import { FakeClock } from '../../test/clock';
import {
  dayFiles,
  depositState,
  slices,
  uploadDayFile,
  websiteForDay,
  type DayFile,
} from '../../test/generated-day-files';
import { lastTrackingId, trackingSince } from '../../test/tracking';

const clock = new FakeClock(new Date().toISOString());
let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await testApp({ clock: clock.now });
  admin = await t.admin();
});
afterAll(() => t?.close());

let websites = 0;
const freshWebsite = (day: GeneratedDays) => websiteForDay(t, day, `UNDO${++websites}`);
const day = (seed: number) =>
  generateDays({
    seed,
    days: 1,
    boPerDay: 40,
    websites: 1,
    rates: { withdraw: 0, namesake: 0.4, nameVariant: 0.15, missingCounterpart: 0.15, qris: 0.1 },
  });

const history = async (client: Client, website: string) =>
  (await client.get(`/api/uploadhistory/${website}/100/1`)).json<
    {
      upload_id: number;
      file_name: string;
      rows_present: number;
      can_undo: boolean;
      undone_by: string | null;
    }[]
  >();

describe('upload history', () => {
  it("lists each upload with who, what it added and paired, newest first; a CHECKER sees its own website's only", async () => {
    const generated = day(7);
    const website = await freshWebsite(generated);
    const files = dayFiles(generated, website);
    const answers = [];
    for (const file of files) answers.push(await uploadDayFile(admin, file));
    const res = await admin.get(`/api/uploadhistory/${website}/100/1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe(String(files.length));
    const rows = res.json();
    expect(rows.map((row: { file_name: string }) => row.file_name)).toEqual(
      files.map((file) => file.name).reverse(),
    );
    const last = answers.at(-1)!.summary;
    expect(rows[0]).toMatchObject({
      upload_id: last.upload_id,
      created_by: 'admin',
      website,
      rows_inserted: last.rows_inserted,
      rows_duplicate: last.rows_duplicate,
      rows_skipped: last.rows_skipped,
      pairs_made: last.matched.REF + last.matched.EXACT + last.matched.UNIQUE,
      rows_present: last.rows_inserted,
      has_file: true,
      undone_at: null,
      can_undo: true,
      all_data: files.length,
    });
    const other = await t.make.website({ code: `UHX${websites}` });
    const checker = await t.as('CHECKER', other.website_id);
    expect((await checker.get(`/api/uploadhistory/${website}/100/1`)).statusCode).toBe(403);
    expect((await checker.get(`/api/uploadhistory/${other.website_code}/100/1`)).json()).toEqual([]);
    const cs = await t.as('CS', other.website_id);
    expect((await cs.get(`/api/uploadhistory/${other.website_code}/100/1`)).statusCode).toBe(403);
  });

  it('undoes one upload within 24 hours, once, with one Tracking row; a foreign upload reads as unknown', async () => {
    const generated = day(11);
    const website = await freshWebsite(generated);
    const [bo, ...statements] = dayFiles(generated, website);
    await uploadDayFile(admin, bo!);
    const uploaded = [];
    for (const file of statements) uploaded.push(await uploadDayFile(admin, file));
    const target = uploaded[0]!.summary;
    const other = await t.make.website({ code: `UHY${websites}` });
    const stranger = await t.as('CHECKER', other.website_id);
    const foreign = await stranger.post(`/api/undoupload/${target.upload_id}`, { remark: 'x' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(MSG.uploadNotFound);
    const noRemark = await admin.post(`/api/undoupload/${target.upload_id}`, { remark: ' ' });
    expect(noRemark.statusCode).toBe(400);

    const mark = await lastTrackingId(t.db);
    const { rows: ids } = await exec<{ id: number }>(
      t.db,
      sql`select website_id as id from website where website_code = ${website}`,
    );
    const checker = await t.as('CHECKER', ids[0]!.id);
    const res = await checker.post(`/api/undoupload/${target.upload_id}`, { remark: 'salah rekening' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: true,
      message: MSG.uploadUndone(target.upload_id, target.rows_inserted),
      removed: target.rows_inserted,
    });
    const audit = await trackingSince(t.db, mark);
    expect(audit.filter((row) => row.tracking_activity.startsWith('Batalkan upload'))).toHaveLength(1);
    const row = (await history(admin, website)).find((entry) => entry.upload_id === target.upload_id)!;
    const { account_name: checkerName } = (await checker.get('/api/me')).json();
    expect(row).toMatchObject({ rows_present: 0, can_undo: false, undone_by: checkerName });
    const again = await admin.post(`/api/undoupload/${target.upload_id}`, { remark: 'lagi' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MSG.uploadUndoneAlready);

    // An upload of more than 24 hours ago can no longer be undone.
    const later = uploaded[1]?.summary;
    if (later) {
      await exec(
        t.db,
        sql`update upload set upload_created_at = ${new Date(clock.now().getTime() - 24 * 3600_000 - 1000)}::timestamptz
            where upload_id = ${later.upload_id}`,
      );
      const old = await admin.post(`/api/undoupload/${later.upload_id}`, { remark: 'terlambat' });
      expect(old.statusCode).toBe(409);
      expect(old.json().message).toBe(MSG.uploadUndoTooOld);
      expect(
        (await history(admin, website)).find((entry) => entry.upload_id === later.upload_id),
      ).toMatchObject({
        can_undo: false,
      });
    }
  });

  it('upload A, B, C then undo B ends where uploading A and C ends', async () => {
    let unpairedSomewhere = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.integer({ min: 1, max: 2 }),
        fc.nat(),
        async (seed, boSlices, pick) => {
          const generated = day(seed);
          const parts = (website: string): DayFile[] => {
            const [bo, ...statements] = dayFiles(generated, website);
            return [...slices(bo!, boSlices), ...statements];
          };
          const withB = await freshWebsite(generated);
          const files = parts(withB);
          const undone = pick % files.length;
          const ids: number[] = [];
          for (const file of files) ids.push((await uploadDayFile(admin, file)).summary.upload_id);
          const res = await admin.post(`/api/undoupload/${ids[undone]}`, { remark: 'properti' });
          // An upload that added nothing (every row already there) has nothing to undo.
          if (res.statusCode === 409) expect(res.json().message).toBe(MSG.uploadUndoNothing);
          else {
            expect(res.statusCode, res.body).toBe(200);
            unpairedSomewhere += res.json().unpaired;
          }

          const withoutB = await freshWebsite(generated);
          const kept = parts(withoutB).filter((_, at) => at !== undone);
          for (const file of kept) await uploadDayFile(admin, file);
          expect(await depositState(t.db, withB)).toEqual(await depositState(t.db, withoutB));
        },
      ),
      { numRuns: 6 },
    );
    // Only worth something if undoing took pairs apart that the rest then had to settle again.
    expect(unpairedSomewhere).toBeGreaterThan(0);
  }, 600_000);
});
