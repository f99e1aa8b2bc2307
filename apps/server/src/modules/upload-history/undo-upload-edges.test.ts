/**
 * Undoing one upload where its rows are shared: a split payment's group across two statement uploads, and a later
 * statement that holds the same credits again (security.md "all or nothing"; decisions 053 and 056).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@rekon/contracts';
import { exec } from '../../db/client';
import { testApp, type Client, type TestApp } from '../../test/app';
import { uploadDayFile, type DayFile } from '../../test/generated-day-files';

const NOW = new Date('2026-06-05T08:00:00Z');
const ACCOUNT = { name: 'HENDRA KUSNADI', number: '1370012345678' };
let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await testApp({ clock: () => NOW });
  admin = await t.admin();
});
afterAll(() => t?.close());

let websites = 0;
async function website() {
  const code = `UUE${++websites}`;
  await t.make.website({ code, panel: 'NEXUS', scale: 1000 });
  await t.make.akunBank({
    websiteCode: code,
    jenis: 'DEPO',
    bank: 'MANDIRI',
    name: ACCOUNT.name,
    no: ACCOUNT.number,
  });
  return code;
}

interface Credit {
  name: string;
  rupiah: number;
  at: string;
  ref: string;
}

/** A manual Mandiri statement of credits on the 5th of June. */
const statement = (code: string, name: string, credits: Credit[]): DayFile => ({
  endpoint: '/api/mutasiupdepomanual',
  fields: {
    groups: code,
    jenis: 'DEPO',
    provider: 'MANDIRI',
    corporate_bank_name: ACCOUNT.name,
    corporate_bank_no: ACCOUNT.number,
  },
  name,
  header: 'Tanggal,Jam,Tipe,Nominal,Nama,No Rekening/HP,Keterangan,Referensi,Saldo',
  lines: credits.map((c) => `05/06/2026,${c.at},CR,${c.rupiah},${c.name},,DEPO,${c.ref},`),
});

/** A Nexus BO export of one request of `thousands` (the website's scale is 1000). */
const request = (code: string, ticket: string, holder: string, thousands: number): DayFile => ({
  endpoint: '/api/checkdata',
  fields: { groups: code },
  name: 'bo.csv',
  header:
    'Ticket Number,Requested Date,Approved Date,User Name,Full Name,Payment Type,Deposit Amount,Admin Fee,Agent Fee,' +
    'Player Fee,Nett Amount,Player Bank,Bank Title,Remarks,Status,Handler,Website,Reference,Own Reference,Bank Statement Date',
  lines: [
    `${ticket},2026-06-05 10:05:00,2026-06-05 10:05:00,pemain,${holder},BANK,${thousands},0,0,0,${thousands},` +
      `BCA|${holder}|9000000001,MANDIRI|${ACCOUNT.name}|${ACCOUNT.number},,Approved,cs01,${code},,,2026-06-05`,
  ],
});

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

describe('POST /api/undoupload/{id} with shared rows', () => {
  it("takes a split payment's whole group back to Pending when one of its credits' upload is undone", async () => {
    const code = await website();
    await uploadDayFile(
      admin,
      statement(code, 'a.csv', [{ name: 'ADI PUTRA', rupiah: 100000, at: '10:01', ref: 'R1' }]),
    );
    const b = await uploadDayFile(
      admin,
      statement(code, 'b.csv', [{ name: 'ADI PUTRA', rupiah: 50000, at: '10:03', ref: 'R2' }]),
    );
    await uploadDayFile(admin, request(code, 'D8000001', 'ADI PUTRA', 150));
    const [pending] = await requests(code);
    const group = (await credits(code)).map((row) => row.id);
    const approved = await admin.put('/api/updatebodepostts', {
      bank_statement_date: '05-Jun-2026',
      arr: [{ bo_id: pending!.id, ket_app: 'dua transfer', depo_amount: null, mutasi_ids: group }],
    });
    expect(approved.json().results).toEqual([{ id: pending!.id, ok: true, message: 'OK' }]);

    const undo = await admin.post(`/api/undoupload/${b.summary.upload_id}`, { remark: 'salah rekening' });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(await requests(code)).toEqual([{ id: pending!.id, approved: false }]);
    // The credit of the other upload stays, Pending and linked to nothing.
    expect(await credits(code)).toEqual([{ id: group[0], approved: false, bo: null }]);
  });

  it('refuses, whole, an undo that could take back only part of a settlement', async () => {
    const code = await website();
    await uploadDayFile(
      admin,
      statement(code, 'a.csv', [{ name: 'RINA WATI', rupiah: 70000, at: '10:01', ref: 'Q1' }]),
    );
    await uploadDayFile(
      admin,
      statement(code, 'b.csv', [{ name: 'RINA WATI', rupiah: 30000, at: '10:02', ref: 'Q2' }]),
    );
    await uploadDayFile(admin, request(code, 'D8000002', 'RINA WATI', 100));
    const [pending] = await requests(code);
    const group = (await credits(code)).map((row) => row.id);
    await admin.put('/api/updatebodepostts', {
      bank_statement_date: '05-Jun-2026',
      arr: [{ bo_id: pending!.id, ket_app: 'dua transfer', depo_amount: null, mutasi_ids: group }],
    });
    // Rows out of step with each other (the request Pending, its credits still approved for it).
    await exec(t.db, sql`update bo_row set approved = false where id = ${pending!.id}`);
    const before = await credits(code);
    const res = await admin.put('/api/undomutasi', { arr: [{ mutasi_id: group[0], remark: 'salah' }] });
    expect(res.statusCode).toBe(409);
    expect(await credits(code)).toEqual(before);
  });

  it('refuses to undo an upload whose credits a later statement holds again, until that one is undone', async () => {
    const code = await website();
    const morning: Credit[] = [
      { name: 'BUDI', rupiah: 10000, at: '09:01', ref: 'X1' },
      { name: 'CICI', rupiah: 20000, at: '09:02', ref: 'X2' },
    ];
    const first = await uploadDayFile(admin, statement(code, 'pagi.csv', morning));
    const second = await uploadDayFile(
      admin,
      statement(code, 'siang.csv', [...morning, { name: 'DODI', rupiah: 30000, at: '11:02', ref: 'X3' }]),
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
      statement(code, 'c.csv', [{ name: 'EKA', rupiah: 70000, at: '10:00', ref: 'Z1' }]),
    );
    const res = await admin.post(`/api/undoupload/${up.summary.upload_id}`, {
      remark: 'ok\r\n\u202Eevil\u0007',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(MSG.badCharacters);
    expect(await credits(code)).toHaveLength(1);
  });
});
