import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatWireDate, RiskSignalsResponse, type RiskSignal } from '@rekon/contracts';
import { exec } from '../../db/client';
import { testApp, type Client, type TestApp } from '../../test/app';
import { FakeClock } from '../../test/clock';
import { lastTrackingId, trackingSince } from '../../test/tracking';

// 5 June 2026, 10:00 in Jakarta.
const clock = new FakeClock('2026-06-05T03:00:00Z');
const TODAY = '2026-06-05';
const WIRE = formatWireDate(TODAY);
let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await testApp({ clock: clock.now });
  admin = await t.admin();
});
afterAll(() => t?.close());

let sequence = 0;
const site = () => t.make.website({ code: `RS${++sequence}${Date.now() % 1000}` });

interface PairOptions {
  user: string;
  holder?: string;
  sender: string;
  senderAccount?: string | null;
  reference?: string | null;
  /** A person's pair: who approved it, with what remark. */
  manualBy?: number;
  remark?: string;
}

/** A statement credit paired with a BO deposit of TODAY, as a run (or a person) leaves it. */
async function paired(website: string, o: PairOptions) {
  const bo = await t.make.boDeposit({
    websiteCode: website,
    date: TODAY,
    userName: o.user,
    holder: o.holder,
  });
  const m = await t.make.mutasiDeposit({ websiteCode: website, date: TODAY, name: o.sender });
  const manual = o.manualBy !== undefined;
  await exec(
    t.db,
    sql`update bo_row set approved = true, match_pass = ${manual ? 'MANUAL' : 'EXACT'},
          remark = ${manual ? (o.remark ?? 'cek manual') : 'AUTO'}, approved_at = now(),
          approved_by = ${o.manualBy ?? null}::int
        where id = ${bo.bo_id}`,
  );
  // The pair lives on the statement row: its BO row, how it was made and by whom.
  await exec(
    t.db,
    sql`update statement_row set approved = true, counterparty_account = ${o.senderAccount ?? null}::text,
          reference = ${o.reference ?? null}::text, ticket = ${bo.ticket_no}, bo_id = ${bo.bo_id},
          pair_auto = ${!manual}, match_pass = ${manual ? 'MANUAL' : 'EXACT'}, remark = 'test', matched_at = now(),
          approved_by = ${o.manualBy ?? null}::int
        where id = ${m.mutasi_id}`,
  );
  return { boId: bo.bo_id, mutasiId: m.mutasi_id, ticket: bo.ticket_no };
}

/** Every pair (on its statement row) and every approved BO row: what reading signals must leave as it was. */
const pairsAndApprovals = sql`select
    (select coalesce(string_agg(concat_ws(':', id, bo_id, pair_auto, match_pass), ',' order by id), '')
      from statement_row where bo_id is not null) as pairs,
    (select coalesce(string_agg(id::text, ',' order by id), '') from bo_row where approved) as approved`;

const signalsOf = async (client: Client, code: string) => {
  const res = await client.get(`/api/risksignals/${code}/${WIRE}`);
  expect(res.statusCode).toBe(200);
  return RiskSignalsResponse.parse(res.json());
};
const ofKind = (signals: RiskSignal[], kind: RiskSignal['kind']) => signals.filter((s) => s.kind === kind);
const ids = (res: { json(): unknown }, key: string) =>
  (res.json() as Record<string, number>[]).map((row) => row[key]).sort((a, b) => a! - b!);

/** A day with one of each signal on website `a`, and the statement row `b` shares a reference with. */
async function busyDay() {
  const [a, b] = [await site(), await site()];
  // Unique per day: every busy day of this file shares one database.
  const reference = `QR20260605ABC${++sequence}`;
  const checker = await t.make.account({
    role: 'CHECKER',
    websiteId: a.website_id,
    name: `cek${++sequence}`,
  });
  const quiet = await paired(a.website_code, {
    user: 'budi88',
    holder: 'BUDI SANTOSO',
    sender: 'BUDI SANTOSO',
  });
  const mule = [
    await paired(a.website_code, { user: 'user_a', sender: 'HENDRA WIJAYA', senderAccount: '1234567890' }),
    await paired(a.website_code, { user: 'user_b', sender: 'HENDRA W', senderAccount: '1234567890' }),
    await paired(a.website_code, { user: 'user_c', sender: 'HENDRA WIJAYA', senderAccount: '1234567890' }),
  ];
  const many = [
    await paired(a.website_code, { user: 'rizky', holder: 'RIZKY AMALIA', sender: 'RIZKY AMALIA' }),
    await paired(a.website_code, { user: 'rizky', holder: 'RIZKY AMALIA', sender: 'SITI NURHALIZA' }),
    await paired(a.website_code, { user: 'rizky', holder: 'RIZKY AMALIA', sender: 'BAMBANG PAMUNGKAS' }),
  ];
  const byHand = await paired(a.website_code, {
    user: 'joko_s',
    holder: 'JOKO SUSILO',
    sender: 'AGUS SALIM',
    manualBy: checker.account_id,
    remark: 'sudah konfirmasi WA',
  });
  const sharedA = await paired(a.website_code, {
    user: 'dewi_k',
    holder: 'DEWI KARTIKA',
    sender: 'DEWI KARTIKA',
    reference,
  });
  const other = await t.make.mutasiDeposit({
    websiteCode: b.website_code,
    date: '2026-06-04',
    name: 'DEWI K',
  });
  await exec(
    t.db,
    sql`update statement_row set source_ticket = ${`${reference.toLowerCase()} `} where id = ${other.mutasi_id}`,
  );
  const edited = await t.make.boDeposit({ websiteCode: a.website_code, date: TODAY, amount: '150000.00' });
  await exec(
    t.db,
    sql`update bo_row set approved = true, match_pass = 'MANUAL', remark = 'salah input CS',
          amount_original_cents = 10000000, approved_by = ${checker.account_id}::int where id = ${edited.bo_id}`,
  );
  return { a, b, checker, quiet, mule, many, byHand, sharedA, other, edited, reference };
}

describe('GET /api/risksignals', () => {
  it('answers a day with no signal with zero counts', async () => {
    const s = await site();
    await paired(s.website_code, { user: 'budi88', holder: 'BUDI SANTOSO', sender: 'BUDI SANTOSO' });
    const body = await signalsOf(admin, s.website_code);
    expect(body).toMatchObject({
      website_code: s.website_code,
      date: TODAY,
      thresholds: { sender_min_users: 3, user_min_senders: 3 },
      signals: [],
    });
    expect(Object.values(body.counts)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('finds each signal of a crafted day with the rows behind it, and changes no match', async () => {
    const day = await busyDay();
    const before = await exec(t.db, pairsAndApprovals);
    const body = await signalsOf(admin, day.a.website_code);
    expect(body.counts).toEqual({
      sender_many_users: 1,
      user_many_senders: 1,
      name_mismatch_manual: 1,
      shared_reference: 1,
      amount_edits: 1,
      approve_without_credit: 1,
    });

    const [sender] = ofKind(body.signals, 'sender_many_users');
    expect(sender!.subject).toBe('1234567890 (HENDRA WIJAYA)');
    expect(sender!.summary).toBe('3 username dalam 3 transfer');
    expect(sender!.rows.map((r) => [r.bo_id, r.mutasi_id, r.user_name])).toEqual(
      day.mule.map((p, i) => [p.boId, p.mutasiId, `user_${'abc'[i]}`]),
    );

    const [user] = ofKind(body.signals, 'user_many_senders');
    expect(user!.subject).toBe('rizky');
    expect(user!.rows.map((r) => r.sender_name)).toEqual([
      'RIZKY AMALIA',
      'SITI NURHALIZA',
      'BAMBANG PAMUNGKAS',
    ]);

    const [mismatch] = ofKind(body.signals, 'name_mismatch_manual');
    expect(mismatch!.rows).toHaveLength(1);
    expect(mismatch!.rows[0]).toMatchObject({
      bo_id: day.byHand.boId,
      mutasi_id: day.byHand.mutasiId,
      holder_name: 'JOKO SUSILO',
      sender_name: 'AGUS SALIM',
      approved_by: day.checker.account_name,
      remark: 'sudah konfirmasi WA',
      name_score: 0,
    });

    const [shared] = ofKind(body.signals, 'shared_reference');
    expect(shared!.subject).toBe(day.reference);
    expect(shared!.rows.map((r) => r.mutasi_id)).toEqual([day.sharedA.mutasiId]);
    expect(shared!.elsewhere).toEqual([
      { website_code: day.b.website_code, account: 'BCA HENDRA KUSNADI 4561237890', date: '2026-06-04' },
    ]);

    const [edits] = ofKind(body.signals, 'amount_edits');
    expect(edits!.subject).toBe(day.checker.account_name);
    expect(edits!.summary).toBe('Rp 50.000 diubah di 1 baris');
    expect(edits!.rows[0]).toMatchObject({
      bo_id: day.edited.bo_id,
      amount: 150000,
      amount_original: 100000,
      remark: 'salah input CS',
    });

    // The edited row was approved with no credit at all (issue 29): its checker is named, with the money.
    const [blind] = ofKind(body.signals, 'approve_without_credit');
    expect(blind!.subject).toBe(day.checker.account_name);
    expect(blind!.summary).toBe('1 deposit di-approve tanpa mutasi, Rp 150.000');
    expect(blind!.rows.map((r) => [r.bo_id, r.mutasi_id])).toEqual([[day.edited.bo_id, null]]);

    // Signals inform: the pairs and approvals are as they were.
    const after = await exec(t.db, pairsAndApprovals);
    expect(after.rows).toEqual(before.rows);
  });

  it('sees the same reference on two accounts of one website', async () => {
    const s = await site();
    const first = await t.make.mutasiDeposit({ websiteCode: s.website_code, date: TODAY });
    const second = await t.make.mutasiDeposit({ websiteCode: s.website_code, date: TODAY });
    const sameAccount = await t.make.mutasiDeposit({ websiteCode: s.website_code, date: TODAY });
    await exec(
      t.db,
      sql`update statement_row set reference = 'FT26156XK9PQ'
          where id in (${first.mutasi_id}, ${second.mutasi_id}, ${sameAccount.mutasi_id})`,
    );
    await exec(
      t.db,
      sql`update statement_row set corporate_bank = 'MANDIRI RIKA 1370012345678' where id = ${second.mutasi_id}`,
    );
    const [shared, ...rest] = ofKind((await signalsOf(admin, s.website_code)).signals, 'shared_reference');
    expect(rest).toEqual([]);
    expect(shared!.rows.map((r) => r.mutasi_id)).toEqual([
      first.mutasi_id,
      second.mutasi_id,
      sameAccount.mutasi_id,
    ]);
    expect(shared!.elsewhere).toEqual([]);
  });

  it('sees one QRIS RRN on two accounts, whatever their references (issue 29 item 9)', async () => {
    const s = await site();
    const first = await t.make.mutasiDeposit({ websiteCode: s.website_code, date: TODAY });
    const second = await t.make.mutasiDeposit({ websiteCode: s.website_code, date: TODAY });
    const other = await t.make.mutasiDeposit({ websiteCode: s.website_code, date: TODAY });
    await exec(
      t.db,
      sql`update statement_row set description = 'QRIS GOPAY RRN 612345678901', reference = 'QR' || id
          where id in (${first.mutasi_id}, ${second.mutasi_id})`,
    );
    await exec(
      t.db,
      sql`update statement_row set description = 'QRIS OVO RRN 699999999999' where id = ${other.mutasi_id}`,
    );
    await exec(
      t.db,
      sql`update statement_row set corporate_bank = 'MANDIRI RIKA 1370012345678' where id = ${second.mutasi_id}`,
    );
    const [shared, ...rest] = ofKind((await signalsOf(admin, s.website_code)).signals, 'shared_reference');
    expect(rest).toEqual([]);
    expect(shared!.subject).toBe('612345678901');
    expect(shared!.rows.map((r) => r.mutasi_id)).toEqual([first.mutasi_id, second.mutasi_id]);
  });

  it('answers a CHECKER for their own website only, without naming another website; never a CS', async () => {
    const day = await busyDay();
    const checker = await t.as('CHECKER', day.a.website_id);
    const body = await signalsOf(checker, day.a.website_code);
    expect(ofKind(body.signals, 'shared_reference')[0]!.elsewhere).toEqual([
      { website_code: null, account: null, date: '2026-06-04' },
    ]);
    expect((await checker.get(`/api/risksignals/${day.b.website_code}/${WIRE}`)).statusCode).toBe(403);
    const cs = await t.as('CS', day.a.website_id);
    expect((await cs.get(`/api/risksignals/${day.a.website_code}/${WIRE}`)).statusCode).toBe(403);
    expect((await t.anonymous().get(`/api/risksignals/${day.a.website_code}/${WIRE}`)).statusCode).toBe(401);
    expect((await admin.get(`/api/risksignals/NOSUCHSITE/${WIRE}`)).statusCode).toBe(404);
    expect((await admin.get(`/api/risksignals/${day.a.website_code}/2026-06-05`)).statusCode).toBe(400);
  });
});

describe('the "Sinyal risiko" filter of View BO and View Mutasi', () => {
  it('narrows each list to the rows behind any signal, or one kind', async () => {
    const day = await busyDay();
    const code = day.a.website_code;
    const bo = await admin.get(`/api/viewbo/${WIRE}/${code}/all/100/1?signal=any`);
    expect(bo.statusCode).toBe(200);
    const expectedBo = [
      ...day.mule.map((p) => p.boId),
      ...day.many.map((p) => p.boId),
      day.byHand.boId,
      day.sharedA.boId,
      day.edited.bo_id,
    ].sort((x, y) => x - y);
    expect(ids(bo, 'bo_id')).toEqual(expectedBo);
    expect(bo.headers['x-total-count']).toBe(String(expectedBo.length));
    const all = await admin.get(`/api/viewbo/${WIRE}/${code}/all/100/1`);
    expect(ids(all, 'bo_id')).toContain(day.quiet.boId);

    const edits = await admin.get(`/api/viewbo/${WIRE}/${code}/approve/100/1?signal=amount_edits`);
    expect(ids(edits, 'bo_id')).toEqual([day.edited.bo_id]);
    const search = await admin.get(
      `/api/searchbo/${WIRE}/${code}/all/string/user_/100/1?signal=sender_many_users`,
    );
    expect(ids(search, 'bo_id')).toEqual(day.mule.map((p) => p.boId));

    const mutasi = await admin.get(`/api/viewmutasi/${WIRE}/${code}/all/100/1?signal=shared_reference`);
    expect(ids(mutasi, 'mutasi_id')).toEqual([day.sharedA.mutasiId]);
    const mutasiAny = await admin.get(`/api/viewmutasi/${WIRE}/${code}/all/100/1?signal=any`);
    expect(ids(mutasiAny, 'mutasi_id')).not.toContain(day.quiet.mutasiId);
    expect(ids(mutasiAny, 'mutasi_id')).toContain(day.byHand.mutasiId);
    const wd = await admin.get(`/api/viewbowd/${WIRE}/${code}/all/100/1?signal=any`);
    expect(wd.json()).toEqual([]);
    expect(wd.headers['x-total-count']).toBe('0');

    expect((await admin.get(`/api/viewbo/${WIRE}/${code}/all/100/1?signal=odd`)).statusCode).toBe(400);
    const checker = await t.as('CHECKER', day.a.website_id);
    expect((await checker.get(`/api/viewbo/${WIRE}/${code}/all/100/1?signal=any`)).statusCode).toBe(200);
    expect(
      (await checker.get(`/api/viewmutasi/${WIRE}/${day.b.website_code}/all/100/1?signal=any`)).statusCode,
    ).toBe(403);
  });
});

describe('GET and PUT /api/risksettings', () => {
  it('gives the defaults, lets an ADMIN change them with a Tracking row, and the signals follow', async () => {
    const day = await busyDay();
    const code = day.a.website_code;
    const checker = await t.as('CHECKER', day.a.website_id);
    const read = await checker.get(`/api/risksettings/${code}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      website_code: code,
      sender_min_users: 3,
      user_min_senders: 3,
      updated_at: null,
      updated_by: null,
    });
    const body = { sender_min_users: 4, user_min_senders: 3 };
    expect((await checker.put(`/api/risksettings/${code}`, body)).statusCode).toBe(403);
    expect((await checker.get(`/api/risksettings/${day.b.website_code}`)).statusCode).toBe(403);

    const mark = await lastTrackingId(t.db);
    const saved = await admin.put(`/api/risksettings/${code}`, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ status: true, data: { ...body, updated_by: 'admin' } });
    const audit = await trackingSince(t.db, mark);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      tracking_website: code,
      tracking_username: 'admin',
      tracking_role: 'ADMIN',
    });
    expect(audit[0]!.tracking_activity).toContain('username per pengirim 3 → 4');

    const after = await signalsOf(checker, code);
    expect(after.thresholds).toEqual(body);
    expect(after.counts.sender_many_users).toBe(0);
    expect(after.counts.user_many_senders).toBe(1);
    // Another website keeps its own thresholds.
    expect((await signalsOf(admin, day.b.website_code)).thresholds.sender_min_users).toBe(3);

    for (const bad of [{ sender_min_users: 1, user_min_senders: 3 }, { sender_min_users: 3 }, {}]) {
      const res = await admin.put(`/api/risksettings/${code}`, bad);
      expect(res.statusCode).toBe(400);
    }
    expect((await admin.put(`/api/risksettings/NOSUCHSITE`, body)).statusCode).toBe(404);
  });
});
