import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exec } from '../../db/client';
import { testApp, type Client, type TestApp } from '../../test/app';
import { uploadDayFile } from '../../test/generated-day-files';
import { boFile, MANDIRI_ACCOUNT, mandiriWebsite, statementFile } from '../../test/mandiri-day-files';
import { lastTrackingId, trackingSince } from '../../test/tracking';

/** 5 June 2026, 15:00 in Jakarta: the day's rows are inside the edit window. */
const NOW = new Date('2026-06-05T08:00:00Z');

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await testApp({ clock: () => NOW });
  admin = await t.admin();
});
afterAll(() => t?.close());

let sites = 0;
const site = async () => (await mandiriWebsite(t, `REOPEN${++sites}`)).code;

async function boRows(website: string) {
  const res = await admin.get(`/api/viewbo/05-Jun-2026/${website}/all/100/1`);
  expect(res.statusCode).toBe(200);
  return res.json<
    {
      bo_id: number;
      ticket_no: string;
      bo_approve: boolean;
      ket_app: string | null;
      contested: boolean;
      reopened: string | null;
      suggestions: { mutasi_id: number; paired_ticket: string | null }[];
    }[]
  >();
}

async function mutasiRows(website: string) {
  const res = await admin.get(`/api/viewmutasi/05-Jun-2026/${website}/all/100/1`);
  expect(res.statusCode).toBe(200);
  return res.json<
    { mutasi_id: number; mutasi_app: boolean; contested: boolean; reopened: string | null }[]
  >();
}

const ADI = { holder: 'ADI PUTRA', thousands: 150 };

describe('an automatic pair when a rival arrives in a later slice', () => {
  it('is reopened: the group is contested, its rows say why, and a Tracking row names the pair and the newcomer', async () => {
    const website = await site();
    await uploadDayFile(
      admin,
      statementFile(website, 'mandiri.csv', [{ name: 'ADI PUTRA', rupiah: 150000, at: '10:05', ref: 'R1' }]),
    );
    const morning = await uploadDayFile(
      admin,
      boFile(website, 'bo-pagi.csv', [{ ticket: 'D7000001', user: 'adiputra', at: '10:06:00', ...ADI }]),
    );
    expect(morning.summary).toMatchObject({ matched: { EXACT: 1 }, reopened: 0 });

    const before = await lastTrackingId(t.db);
    const evening = await uploadDayFile(
      admin,
      boFile(website, 'bo-sore.csv', [{ ticket: 'D7000002', user: 'adi_p77', at: '10:07:00', ...ADI }]),
    );
    expect(evening.summary).toMatchObject({ matched: { REF: 0, EXACT: 0, UNIQUE: 0 }, reopened: 1 });

    const rows = await boRows(website);
    expect(rows.map((row) => [row.ticket_no, row.bo_approve, row.contested])).toEqual([
      ['D7000001', false, true],
      ['D7000002', false, true],
    ]);
    const note = rows[0]!.reopened!;
    expect(note).toMatch(/^dibuka ulang: ada kandidat baru dari upload #\d+ bo-sore\.csv \(BO D7000002\)$/);
    expect(rows[1]!.reopened).toBeNull();
    const [credit] = await mutasiRows(website);
    expect(credit).toMatchObject({ mutasi_app: false, contested: true, reopened: note });
    for (const row of rows) expect(row.suggestions.map((s) => s.mutasi_id)).toEqual([credit!.mutasi_id]);

    const audit = await trackingSince(t.db, before);
    const reopenings = audit.filter((row) => row.tracking_activity.startsWith('Pasangan otomatis'));
    expect(reopenings).toHaveLength(1);
    expect(reopenings[0]!.tracking_activity).toMatch(
      /BO D7000001 dengan mutasi \d+ ADI PUTRA Rp 150\.000; kandidat baru dari upload #\d+ bo-sore\.csv \(BO D7000002\); kembali Pending, contested/,
    );
    expect(reopenings[0]!.tracking_website).toBe(website);
  });

  it('once a checker settles the group, drops the mark and the suggestion of the other row, and never reopens it', async () => {
    const website = await site();
    await uploadDayFile(
      admin,
      statementFile(website, 'mandiri.csv', [{ name: 'ADI PUTRA', rupiah: 150000, at: '10:05', ref: 'R1' }]),
    );
    await uploadDayFile(
      admin,
      boFile(website, 'bo-pagi.csv', [{ ticket: 'D7100001', user: 'adiputra', at: '10:06:00', ...ADI }]),
    );
    await uploadDayFile(
      admin,
      boFile(website, 'bo-sore.csv', [{ ticket: 'D7100002', user: 'adi_p77', at: '10:07:00', ...ADI }]),
    );
    const [first, second] = await boRows(website);
    const [credit] = await mutasiRows(website);

    const res = await admin.put('/api/updatebodepostts', {
      bank_statement_date: '05-Jun-2026',
      arr: [
        { bo_id: first!.bo_id, ket_app: 'cek mutasi 10:05', depo_amount: null, mutasi_id: credit!.mutasi_id },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await boRows(website);
    expect(after.find((row) => row.ticket_no === 'D7100001')).toMatchObject({
      bo_approve: true,
      reopened: null,
    });
    expect(after.find((row) => row.ticket_no === 'D7100002')).toMatchObject({
      bo_approve: false,
      contested: false,
      suggestions: [],
    });
    expect(await mutasiRows(website)).toMatchObject([{ mutasi_app: true, contested: false, reopened: null }]);
    // Its suggestion is gone because it is paired; using it anyway is refused as before.
    const late = await admin.put('/api/updatebodepostts', {
      bank_statement_date: '05-Jun-2026',
      arr: [{ bo_id: second!.bo_id, ket_app: 'x', depo_amount: null, mutasi_id: credit!.mutasi_id }],
    });
    expect(late.json().results[0]).toMatchObject({ ok: false });

    // A third namesake in a later slice: the checker's pair stands.
    const third = await uploadDayFile(
      admin,
      boFile(website, 'bo-malam.csv', [{ ticket: 'D7100003', user: 'adi_x', at: '10:08:00', ...ADI }]),
    );
    expect(third.summary.reopened).toBe(0);
    // The newcomer stays pending and lists the checker's pair among its suggestions, not to be picked.
    const newcomer = (await boRows(website)).find((row) => row.ticket_no === 'D7100003');
    expect(newcomer).toMatchObject({ bo_approve: false });
    expect(newcomer!.suggestions).toMatchObject([
      { mutasi_id: credit!.mutasi_id, paired_ticket: 'D7100001' },
    ]);
    // The website's one pair, on its statement row: the checker's, with the first request.
    const { rows } = await exec<{ first: boolean; pair_auto: boolean; match_pass: string }>(
      t.db,
      sql`select bo_id = ${first!.bo_id} as first, pair_auto, match_pass from statement_row
          where website = ${website} and side = 'DEPO' and bo_id is not null`,
    );
    expect(rows).toEqual([{ first: true, pair_auto: false, match_pass: 'MANUAL' }]);
  });

  it('keeps the pair when the newcomer is no rival (another channel), with nothing reopened', async () => {
    const website = await site();
    await uploadDayFile(
      admin,
      statementFile(website, 'mandiri.csv', [
        { name: 'DOMPET ANAK BANGSA', rupiah: 150000, at: '10:05', ref: 'R1' },
      ]),
    );
    await uploadDayFile(
      admin,
      boFile(website, 'bo-pagi.csv', [
        {
          ticket: 'D7200001',
          user: 'gopay1',
          at: '10:06:00',
          holder: 'FITRI',
          thousands: 150,
          bank: 'GOPAY',
        },
      ]),
    );
    const evening = await uploadDayFile(
      admin,
      boFile(website, 'bo-sore.csv', [
        { ticket: 'D7200002', user: 'ovo1', at: '10:07:00', holder: 'DIAN', thousands: 150, bank: 'OVO' },
      ]),
    );
    expect(evening.summary.reopened).toBe(0);
    expect((await boRows(website)).map((row) => [row.ticket_no, row.bo_approve])).toEqual([
      ['D7200001', true],
      ['D7200002', false],
    ]);
  });
});

/**
 * BUDI HARTONO pays from his wife's account, printed SITI AMINAH: the statement and the BO row of `ticket` are
 * uploaded, and a checker approves the row with that credit. Answers the approval.
 */
async function approveWithWifesCredit(website: string, ticket: string) {
  await uploadDayFile(
    admin,
    statementFile(website, 'mandiri.csv', [{ name: 'SITI AMINAH', rupiah: 200000, at: '09:00', ref: 'L1' }]),
  );
  await uploadDayFile(
    admin,
    boFile(website, 'bo.csv', [
      { ticket, user: 'budih', at: '09:02:00', holder: 'BUDI HARTONO', thousands: 200 },
    ]),
  );
  const [request] = await boRows(website);
  const [credit] = await mutasiRows(website);
  expect(request!.bo_approve).toBe(false);
  return admin.put('/api/updatebodepostts', {
    bank_statement_date: '05-Jun-2026',
    arr: [
      { bo_id: request!.bo_id, ket_app: 'rekening istri', depo_amount: null, mutasi_id: credit!.mutasi_id },
    ],
  });
}

describe('learned names', () => {
  it('learns a statement name a checker pairs below 0.85, and EXACT uses it for that account the next day', async () => {
    const website = await site();
    const before = await lastTrackingId(t.db);
    const res = await approveWithWifesCredit(website, 'D7300001');
    expect(res.statusCode, res.body).toBe(200);
    const { rows: learned } = await exec<{ account: string; statement: string; ticket: string }>(
      t.db,
      sql`select learned_name_account as account, learned_name_statement as statement, learned_name_ticket as ticket
          from learned_name where learned_name_website = ${website}`,
    );
    expect(learned).toEqual([{ account: 'BCA|9000000000', statement: 'SITI AMINAH', ticket: 'D7300001' }]);
    const audit = await trackingSince(t.db, before);
    expect(audit.map((row) => row.tracking_activity)).toContainEqual(
      expect.stringMatching(
        /^Nama dipelajari: "SITI AMINAH" untuk rekening BCA\|9000000000 \(BUDI HARTONO\)/,
      ),
    );

    await uploadDayFile(
      admin,
      statementFile(website, 'mandiri-2.csv', [
        { name: 'SITI AMINAH', rupiah: 300000, at: '13:00', ref: 'L2' },
      ]),
    );
    const next = await uploadDayFile(
      admin,
      boFile(website, 'bo-2.csv', [
        { ticket: 'D7300002', user: 'budih', at: '13:01:00', holder: 'BUDI HARTONO', thousands: 300 },
      ]),
    );
    expect(next.summary.matched.EXACT).toBe(1);
    const paired = (await boRows(website)).find((row) => row.ticket_no === 'D7300002');
    expect(paired).toMatchObject({
      bo_approve: true,
      ket_app: `AUTO ${MANDIRI_ACCOUNT.number} 300000 nama 1.00`,
    });
  });

  it('lists what was learned for ADMIN, who can remove it: the name then scores on its letters again', async () => {
    const website = await site();
    await approveWithWifesCredit(website, 'D7500001');
    const list = await admin.get(`/api/learnednames/${website}/100/1`);
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe('1');
    const [row] = list.json<{ learned_name_id: number }[]>();
    expect(row).toMatchObject({
      learned_name_website: website,
      learned_name_account: 'BCA|9000000000',
      learned_name_holder: 'BUDI HARTONO',
      learned_name_statement: 'SITI AMINAH',
      learned_name_ticket: 'D7500001',
      learned_name_created_by_name: 'admin',
      all_data: 1,
    });

    const before = await lastTrackingId(t.db);
    const removed = await admin.delete(`/api/learnedname/${row!.learned_name_id}`);
    expect(removed.json()).toEqual({
      status: true,
      message: 'Nama "SITI AMINAH" tidak lagi dipakai untuk mencocokkan.',
    });
    expect((await admin.delete(`/api/learnedname/${row!.learned_name_id}`)).statusCode).toBe(404);
    expect((await trackingSince(t.db, before)).map((entry) => entry.tracking_activity)).toEqual([
      expect.stringMatching(/^Hapus nama dipelajari: "SITI AMINAH" untuk rekening BCA\|9000000000/),
    ]);

    await uploadDayFile(
      admin,
      statementFile(website, 'mandiri-2.csv', [
        { name: 'SITI AMINAH', rupiah: 300000, at: '13:00', ref: 'L2' },
      ]),
    );
    const next = await uploadDayFile(
      admin,
      boFile(website, 'bo-2.csv', [
        { ticket: 'D7500002', user: 'budih', at: '13:01:00', holder: 'BUDI HARTONO', thousands: 300 },
      ]),
    );
    expect(next.summary.matched).toEqual({ REF: 0, EXACT: 0, UNIQUE: 0 });
  });

  it('learns nothing when the names already agree', async () => {
    const website = await site();
    await uploadDayFile(
      admin,
      statementFile(website, 'mandiri.csv', [
        { name: 'ANDI SAPUTRA', rupiah: 100000, at: '09:00', ref: 'N1' },
      ]),
    );
    await uploadDayFile(
      admin,
      boFile(website, 'bo.csv', [
        { ticket: 'D7400001', user: 'andi1', at: '09:01:00', holder: 'ANDI SAPUTRA', thousands: 100 },
        { ticket: 'D7400002', user: 'andi2', at: '09:01:30', holder: 'ANDI SAPUTRA', thousands: 100 },
      ]),
    );
    const [request] = await boRows(website);
    const [credit] = await mutasiRows(website);
    await admin.put('/api/updatebodepostts', {
      bank_statement_date: '05-Jun-2026',
      arr: [{ bo_id: request!.bo_id, ket_app: 'ok', depo_amount: null, mutasi_id: credit!.mutasi_id }],
    });
    const { rows } = await exec(
      t.db,
      sql`select 1 from learned_name where learned_name_website = ${website}`,
    );
    expect(rows).toEqual([]);
  });
});
