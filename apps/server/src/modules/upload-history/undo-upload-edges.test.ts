/**
 * Undoing one upload where its rows are shared: a split payment's group across two statement uploads, and a later
 * statement that holds the same credits again (security.md "all or nothing"; decisions 053 and 056).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@rekon/contracts';
import { exec } from '../../db/client';
import { testApp, type Client, type TestApp } from '../../test/app';
import { uploadDayFile } from '../../test/generated-day-files';
import { boFile, mandiriWebsite, statementFile, type DayCredit } from '../../test/mandiri-day-files';

const NOW = new Date('2026-06-05T08:00:00Z');
let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await testApp({ clock: () => NOW });
  admin = await t.admin();
});
afterAll(() => t?.close());

let websites = 0;
const website = async () => (await mandiriWebsite(t, `UUE${++websites}`)).code;

const credits = async (code: string) =>
  (
    await exec<{ id: number; approved: boolean; bo: number | null }>(
      t.db,
      sql`select id::int as id, approved, bo_id::int as bo from statement_row
          where website = ${code} and deleted_at is null order by id`,
    )
  ).rows;

const requests = async (code: string) =>
  (
    await exec<{ id: number; approved: boolean }>(
      t.db,
      sql`select id::int as id, approved from bo_row where website = ${code} and deleted_at is null order by id`,
    )
  ).rows;

/**
 * A request of `holder` paid in two transfers, each in its own statement upload, approved by hand with both as
 * its group. Returns the request, the two credits and the second credit's upload.
 */
async function approvedSplit(code: string, holder: string, [first, second]: [number, number]) {
  await uploadDayFile(
    admin,
    statementFile(code, 'a.csv', [{ name: holder, rupiah: first, at: '10:01', ref: 'Q1' }]),
  );
  const b = await uploadDayFile(
    admin,
    statementFile(code, 'b.csv', [{ name: holder, rupiah: second, at: '10:02', ref: 'Q2' }]),
  );
  await uploadDayFile(
    admin,
    boFile(code, 'bo.csv', [
      { ticket: 'D8000001', user: 'pemain', holder, thousands: (first + second) / 1000, at: '10:05:00' },
    ]),
  );
  const [pending] = await requests(code);
  const group = (await credits(code)).map((row) => row.id);
  const approved = await admin.put('/api/updatebodepostts', {
    bank_statement_date: '05-Jun-2026',
    arr: [{ bo_id: pending!.id, ket_app: 'dua transfer', depo_amount: null, mutasi_ids: group }],
  });
  expect(approved.json().results).toEqual([{ id: pending!.id, ok: true, message: 'OK' }]);
  return { request: pending!.id, group, secondUpload: b.summary.upload_id };
}

describe('POST /api/undoupload/{id} with shared rows', () => {
  it("takes a split payment's whole group back to Pending when one of its credits' upload is undone", async () => {
    const code = await website();
    const { request, group, secondUpload } = await approvedSplit(code, 'ADI PUTRA', [100000, 50000]);
    const undo = await admin.post(`/api/undoupload/${secondUpload}`, { remark: 'salah rekening' });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(await requests(code)).toEqual([{ id: request, approved: false }]);
    // The credit of the other upload stays, Pending and linked to nothing.
    expect(await credits(code)).toEqual([{ id: group[0], approved: false, bo: null }]);
  });

  it('refuses, whole, an undo that could take back only part of a settlement', async () => {
    const code = await website();
    const { request, group } = await approvedSplit(code, 'RINA WATI', [70000, 30000]);
    // Rows out of step with each other (the request Pending, its credits still approved for it).
    await exec(t.db, sql`update bo_row set approved = false where id = ${request}`);
    const before = await credits(code);
    const res = await admin.put('/api/undomutasi', { arr: [{ mutasi_id: group[0], remark: 'salah' }] });
    expect(res.statusCode).toBe(409);
    expect(await credits(code)).toEqual(before);
  });

  it('refuses to undo an upload whose credits a later statement holds again, until that one is undone', async () => {
    const code = await website();
    const morning: DayCredit[] = [
      { name: 'BUDI', rupiah: 10000, at: '09:01', ref: 'X1' },
      { name: 'CICI', rupiah: 20000, at: '09:02', ref: 'X2' },
    ];
    const first = await uploadDayFile(admin, statementFile(code, 'pagi.csv', morning));
    const second = await uploadDayFile(
      admin,
      statementFile(code, 'siang.csv', [...morning, { name: 'DODI', rupiah: 30000, at: '11:02', ref: 'X3' }]),
    );
    expect(second.summary).toMatchObject({ rows_inserted: 1, rows_duplicate: 2 });

    const refused = await admin.post(`/api/undoupload/${first.summary.upload_id}`, { remark: 'pagi dobel' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MSG.uploadUndoLaterFirst(second.summary.upload_id));
    expect(await credits(code)).toHaveLength(3);

    const later = await admin.post(`/api/undoupload/${second.summary.upload_id}`, { remark: 'siang dulu' });
    expect(later.json()).toMatchObject({ removed: 1 });
    const earlier = await admin.post(`/api/undoupload/${first.summary.upload_id}`, { remark: 'pagi dobel' });
    expect(earlier.json()).toMatchObject({ removed: 2 });
    expect(await credits(code)).toEqual([]);
  });

  it('refuses a remark with control or bidi characters, as every other remark', async () => {
    const code = await website();
    const up = await uploadDayFile(
      admin,
      statementFile(code, 'c.csv', [{ name: 'EKA', rupiah: 70000, at: '10:00', ref: 'Z1' }]),
    );
    const res = await admin.post(`/api/undoupload/${up.summary.upload_id}`, {
      remark: 'ok\r\n\u202Eevil\u0007',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(MSG.badCharacters);
    expect(await credits(code)).toHaveLength(1);
  });
});
