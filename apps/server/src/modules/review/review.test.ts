import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BoDepositRow,
  BoWithdrawRow,
  MSG,
  MutasiDepositRow,
  MutasiWithdrawRow,
  addDays,
  formatWireDate,
  jakartaDate,
} from '@rekon/contracts';
import { exec } from '../../db/client';
import { ADMIN, testApp, type Client, type TestApp } from '../../test/app';
import { FakeClock } from '../../test/clock';
import { lastTrackingId, trackingSince } from '../../test/tracking';

// 5 June 2026, 10:00 in Jakarta.
const clock = new FakeClock('2026-06-05T03:00:00Z');
const TODAY = '2026-06-05';
let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await testApp({ clock: clock.now });
  admin = await t.admin();
});
afterAll(() => t?.close());

let sequence = 0;
const site = () => t.make.website({ code: `RV${++sequence}${Date.now() % 1000}` });
const wire = (date: string, pad = true) => formatWireDate(date, { pad });

describe('GET /api/viewbo and /api/searchbo', () => {
  it('lists one date of one website by status, with padded or unpadded days', async () => {
    const s = await site();
    const pending = await t.make.boDeposit({
      websiteCode: s.website_code,
      date: TODAY,
      userName: 'wahyuh',
      holder: 'WAHYU HIDAYAT',
    });
    const approved = await t.make.boDeposit({ websiteCode: s.website_code, date: TODAY, approved: true });
    await t.make.boDeposit({ websiteCode: s.website_code, date: '2026-06-04' });
    const all = await admin.get(`/api/viewbo/${wire(TODAY, false)}/${s.website_code}/all/100/1`);
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-total-count']).toBe('2');
    expect(all.json().map((r: { bo_id: number }) => r.bo_id)).toEqual([pending.bo_id, approved.bo_id]);
    expect(all.json()[0]).toMatchObject({
      all_data: 2,
      depo_amount: 100000,
      bank_statement_date: TODAY,
      bo_approve: false,
      suggestions: [],
    });
    const onlyPending = await admin.get(`/api/viewbo/${wire(TODAY)}/${s.website_code}/pending/100/1`);
    expect(onlyPending.json().map((r: { bo_id: number }) => r.bo_id)).toEqual([pending.bo_id]);
    const onlyApproved = await admin.get(`/api/viewbo/${wire(TODAY)}/${s.website_code}/approve/100/1`);
    expect(onlyApproved.json().map((r: { bo_id: number }) => r.bo_id)).toEqual([approved.bo_id]);
  });

  it('searches by name, by exact amount and by row id or ticket digits', async () => {
    const s = await site();
    const row = await t.make.boDeposit({
      websiteCode: s.website_code,
      date: TODAY,
      userName: 'kurnia_s',
      holder: 'KURNIA SARI',
      amount: '45000.00',
      ticket: 'D6104826',
    });
    await t.make.boDeposit({ websiteCode: s.website_code, date: TODAY, amount: '30000.00' });
    const find = async (kind: string, term: string) =>
      (
        await admin.get(
          `/api/searchbo/${wire(TODAY)}/${s.website_code}/all/${kind}/${encodeURIComponent(term)}/100/1`,
        )
      )
        .json()
        .map((r: { bo_id: number }) => r.bo_id);
    expect(await find('string', 'kurnia')).toEqual([row.bo_id]);
    expect(await find('string', 'SARI')).toEqual([row.bo_id]);
    expect(await find('nominal', '45000')).toEqual([row.bo_id]);
    expect(await find('nominal', '45001')).toEqual([]);
    expect(await find('id', '6104826')).toEqual([row.bo_id]);
    expect(await find('id', String(row.bo_id))).toEqual([row.bo_id]);
  });

  it('refuses bad dates, statuses and kinds with 400', async () => {
    const s = await site();
    for (const path of [
      `/api/viewbo/2026-06-05/${s.website_code}/all/100/1`,
      `/api/viewbo/31-Feb-2026/${s.website_code}/all/100/1`,
      `/api/viewbo/05-Jun-2026/${s.website_code}/maybe/100/1`,
      `/api/searchbo/05-Jun-2026/${s.website_code}/all/regex/x/100/1`,
    ]) {
      const res = await admin.get(path);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().status).toBe(false);
    }
  });
});

describe('PUT /api/updatebodepostts', () => {
  it('approves with the remark, keeps the original amount when corrected, and writes one audit row', async () => {
    const s = await site();
    const row = await t.make.boDeposit({ websiteCode: s.website_code, date: TODAY, amount: '75000.00' });
    const mark = await lastTrackingId(t.db);
    const res = await admin.put('/api/updatebodepostts', {
      bank_statement_date: wire(TODAY),
      arr: [
        { bo_id: row.bo_id, ket_app: 'Transfer dicek manual', depo_amount: '70000', depo_edited_by: 999 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: true,
      message: MSG.rowsApproved(1),
      results: [{ id: row.bo_id, ok: true, message: 'OK' }],
    });
    const [after] = (await admin.get(`/api/viewbo/${wire(TODAY)}/${s.website_code}/approve/100/1`)).json();
    expect(after).toMatchObject({
      bo_approve: true,
      ket_app: 'Transfer dicek manual',
      depo_amount: 70000,
      depo_amount_original: 75000,
      match_pass: 'MANUAL',
    });
    const audit = await trackingSince(t.db, mark);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      tracking_website: s.website_code,
      tracking_username: 'admin',
      tracking_activity: `Approve 1 BO deposit: ${row.ticket_no}`,
    });
  });

  it('refuses an empty remark for the whole request', async () => {
    const s = await site();
    const row = await t.make.boDeposit({ websiteCode: s.website_code, date: TODAY });
    const res = await admin.put('/api/updatebodepostts', { arr: [{ bo_id: row.bo_id, ket_app: '   ' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.remarkRequired);
  });

  it('allows today and the 2 days before in Jakarta, turning at 17:00 UTC', async () => {
    const s = await site();
    const rows = await Promise.all(
      [0, -1, -2, -3, 1].map((days) =>
        t.make.boDeposit({ websiteCode: s.website_code, date: addDays(TODAY, days) }),
      ),
    );
    const res = await admin.put('/api/updatebodepostts', {
      arr: rows.map((row) => ({ bo_id: row.bo_id, ket_app: 'ok' })),
    });
    expect(res.json().results.map((r: { ok: boolean }) => r.ok)).toEqual([true, true, true, false, false]);
    expect(res.json().results[3].message).toBe(MSG.notEditable);

    // At 16:59:59 UTC it is still the 5th in Jakarta: the 2nd is outside; at 17:00 the 6th begins and the 3rd is too.
    const third = await t.make.boDeposit({ websiteCode: s.website_code, date: '2026-06-03' });
    clock.set('2026-06-05T16:59:59Z');
    expect(jakartaDate(clock.now())).toBe('2026-06-05');
    clock.set('2026-06-05T17:00:00Z');
    // Fourteen hours later the morning session has expired: sign in again, as a checker would.
    const evening = await t.signIn(ADMIN.name, ADMIN.password);
    const late = await evening.put('/api/updatebodepostts', {
      arr: [{ bo_id: third.bo_id, ket_app: 'telat' }],
    });
    expect(late.json().results[0]).toMatchObject({ ok: false, message: MSG.notEditable });
    clock.set('2026-06-05T03:00:00Z');
    admin = await t.signIn(ADMIN.name, ADMIN.password);
    const inTime = await admin.put('/api/updatebodepostts', {
      arr: [{ bo_id: third.bo_id, ket_app: 'tepat' }],
    });
    expect(inTime.json().results[0].ok).toBe(true);
  });

  it("gives a CHECKER the same refusal for another website's row and for an unknown id, changing neither", async () => {
    const mine = await site();
    const other = await site();
    const own = await t.make.boDeposit({ websiteCode: mine.website_code, date: TODAY });
    const foreign = await t.make.boDeposit({ websiteCode: other.website_code, date: TODAY });
    const checker = await t.as('CHECKER', mine.website_id);
    const mark = await lastTrackingId(t.db);
    const res = await checker.put('/api/updatebodepostts', {
      arr: [
        { bo_id: own.bo_id, ket_app: 'ok' },
        { bo_id: foreign.bo_id, ket_app: 'bukan milik saya' },
        { bo_id: 987654321, ket_app: 'tidak ada' },
      ],
    });
    expect(res.json().results).toEqual([
      { id: own.bo_id, ok: true, message: 'OK' },
      { id: foreign.bo_id, ok: false, message: MSG.notEditable },
      { id: 987654321, ok: false, message: MSG.notEditable },
    ]);
    const { rows } = await exec<{ approve: boolean }>(
      t.db,
      sql`select approved as approve from bo_row where id = ${foreign.bo_id}`,
    );
    expect(rows[0]!.approve).toBe(false);
    const audit = await trackingSince(t.db, mark);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.tracking_website).toBe(mine.website_code);
    expect(audit[0]!.tracking_activity).not.toContain(foreign.ticket_no);
  });

  it('never changes an approved row, and of 20 concurrent approvals of one row exactly one wins', async () => {
    const s = await site();
    const row = await t.make.boDeposit({ websiteCode: s.website_code, date: TODAY });
    const mark = await lastTrackingId(t.db);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        admin.put('/api/updatebodepostts', { arr: [{ bo_id: row.bo_id, ket_app: `ke-${i}` }] }),
      ),
    );
    expect(answers.filter((res) => res.json().results[0].ok)).toHaveLength(1);
    expect(await trackingSince(t.db, mark)).toHaveLength(1);
    const again = await admin.put('/api/updatebodepostts', {
      arr: [{ bo_id: row.bo_id, ket_app: 'ubah lagi' }],
    });
    expect(again.json()).toMatchObject({ status: false, message: MSG.nothingChanged });
    // Who approved it and when (10.00 in Jakarta by the test's clock); a CHECKER of another website is told nothing.
    expect(again.json().results[0]).toEqual({
      id: row.bo_id,
      ok: false,
      message: 'Sudah di-approve oleh admin pukul 10.00.',
    });
    const stranger = await t.as('CHECKER', (await site()).website_id);
    const foreign = await stranger.put('/api/updatebodepostts', {
      arr: [{ bo_id: row.bo_id, ket_app: 'x' }],
    });
    expect(foreign.json().results[0]).toEqual({ id: row.bo_id, ok: false, message: MSG.notEditable });
  });

  it('approves a row together with the statement credit the checker chose', async () => {
    const s = await site();
    const bo = await t.make.boDeposit({ websiteCode: s.website_code, date: TODAY, amount: '88000.00' });
    const credit = await t.make.mutasiDeposit({
      websiteCode: s.website_code,
      date: TODAY,
      amount: '88000.00',
      name: 'ORANG LAIN',
    });
    const res = await admin.put('/api/updatebodepostts', {
      arr: [{ bo_id: bo.bo_id, ket_app: 'nama beda, sudah konfirmasi', mutasi_id: credit.mutasi_id }],
    });
    expect(res.json().results[0].ok).toBe(true);
    const [mutasi] = (
      await admin.get(`/api/viewmutasi/${wire(TODAY)}/${s.website_code}/approve/100/1`)
    ).json();
    expect(mutasi).toMatchObject({
      mutasi_id: credit.mutasi_id,
      mutasi_app: true,
      mutasi_ticket: bo.ticket_no,
      mutasi_ketapp: 'nama beda, sudah konfirmasi',
    });
    // The credit cannot be used twice.
    const other = await t.make.boDeposit({ websiteCode: s.website_code, date: TODAY, amount: '88000.00' });
    const second = await admin.put('/api/updatebodepostts', {
      arr: [{ bo_id: other.bo_id, ket_app: 'x', mutasi_id: credit.mutasi_id }],
    });
    expect(second.json().results[0]).toMatchObject({ ok: false, message: MSG.counterpartUnavailable });
  });

  it('refuses a counterpart outside the window of the row, which would move the row to a day far off', async () => {
    const s = await site();
    const bo = await t.make.boDeposit({ websiteCode: s.website_code, date: TODAY, amount: '91000.00' });
    const far = await t.make.mutasiDeposit({
      websiteCode: s.website_code,
      date: '2026-05-20',
      amount: '91000.00',
    });
    const refused = await admin.put('/api/updatebodepostts', {
      arr: [{ bo_id: bo.bo_id, ket_app: 'pasangan lama', mutasi_id: far.mutasi_id }],
    });
    expect(refused.json().results[0]).toMatchObject({ ok: false, message: MSG.counterpartUnavailable });
    const { rows } = await exec<{ approved: boolean; date: string }>(
      t.db,
      sql`select approved, business_date::text as date from bo_row where id = ${bo.bo_id}`,
    );
    expect(rows[0]).toEqual({ approved: false, date: TODAY });
    // The day before is within the window: the row moves to the statement's date.
    const near = await t.make.mutasiDeposit({
      websiteCode: s.website_code,
      date: '2026-06-04',
      amount: '91000.00',
    });
    const accepted = await admin.put('/api/updatebodepostts', {
      arr: [{ bo_id: bo.bo_id, ket_app: 'kemarin', mutasi_id: near.mutasi_id }],
    });
    expect(accepted.json().results[0]).toMatchObject({ ok: true });
    const { rows: after } = await exec<{ date: string }>(
      t.db,
      sql`select business_date::text as date from bo_row where id = ${bo.bo_id}`,
    );
    expect(after[0]!.date).toBe('2026-06-04');
  });

  it('links the counterpart the engine finds once a typo in the amount is corrected', async () => {
    const s = await site();
    const account = await t.make.akunBank({
      websiteCode: s.website_code,
      bank: 'BCA',
      name: 'HENDRA KUSNADI',
      no: '4561237890',
    });
    const bo = await t.make.boDeposit({
      websiteCode: s.website_code,
      date: TODAY,
      amount: '57000.00',
      holder: 'SITI AMINAH',
    });
    const credit = await t.make.mutasiDeposit({
      websiteCode: s.website_code,
      date: TODAY,
      amount: '75000.00',
      name: 'SITI AMINAH',
      accountId: account.akun_bank_id,
    });
    const res = await admin.put('/api/updatebodepostts', {
      arr: [{ bo_id: bo.bo_id, ket_app: 'salah ketik nominal', depo_amount: 75000 }],
    });
    expect(res.json().results[0].ok).toBe(true);
    const { rows } = await exec<{ mutasi: number; pass: string; reason: string }>(
      t.db,
      sql`select id::int as mutasi, match_pass as pass, remark as reason from statement_row where bo_id = ${bo.bo_id}`,
    );
    expect(rows).toEqual([
      {
        mutasi: credit.mutasi_id,
        pass: expect.stringMatching(/EXACT|UNIQUE/),
        reason: expect.stringContaining('salah ketik nominal'),
      },
    ]);
  });
});

describe('PUT /api/deleteboid', () => {
  it('soft-deletes pending rows only; they leave every list and total', async () => {
    const s = await site();
    const pending = await t.make.boDeposit({ websiteCode: s.website_code, date: TODAY });
    const approved = await t.make.boDeposit({ websiteCode: s.website_code, date: TODAY, approved: true });
    const res = await admin.put('/api/deleteboid', {
      arr: [{ bo_id: pending.bo_id }, { bo_id: approved.bo_id }],
    });
    expect(res.json()).toEqual({
      status: true,
      message: MSG.rowsDeleted(1),
      results: [
        { id: pending.bo_id, ok: true, message: 'OK' },
        { id: approved.bo_id, ok: false, message: MSG.notEditable },
      ],
    });
    const list = await admin.get(`/api/viewbo/${wire(TODAY)}/${s.website_code}/all/100/1`);
    expect(list.headers['x-total-count']).toBe('1');
    const { rows } = await exec<{ deleted: boolean }>(
      t.db,
      sql`select deleted_at is not null as deleted from bo_row where id = ${pending.bo_id}`,
    );
    expect(rows[0]!.deleted).toBe(true);
  });
});

describe('withdraw side', () => {
  it('lists, approves and deletes withdrawals with their own field names', async () => {
    const s = await site();
    const a = await t.make.boWithdraw({ websiteCode: s.website_code, date: TODAY });
    const b = await t.make.boWithdraw({ websiteCode: s.website_code, date: TODAY });
    const list = (await admin.get(`/api/viewbowd/${wire(TODAY)}/${s.website_code}/pending/100/1`)).json();
    expect(list.map((r: { wd_bo_id: number }) => r.wd_bo_id)).toEqual([a.wd_bo_id, b.wd_bo_id]);
    expect(
      (
        await admin.put('/api/updatebosttswd', {
          wd_bank_date: wire(TODAY),
          arr: [{ wd_bo_id: a.wd_bo_id, wd_ket_app: 'ok', wd_amount: '' }],
        })
      ).json().status,
    ).toBe(true);
    expect((await admin.put('/api/deleteboidwd', { arr: [{ wd_bo_id: b.wd_bo_id }] })).json().status).toBe(
      true,
    );
    const after = (await admin.get(`/api/viewbowd/${wire(TODAY)}/${s.website_code}/all/100/1`)).json();
    expect(after).toEqual([
      expect.objectContaining({
        wd_bo_id: a.wd_bo_id,
        wd_bo_approve: true,
        wd_ket_app: 'ok',
        wd_amount: 50000,
      }),
    ]);
  });
});

describe('the wire form of list rows', () => {
  /** What api.md says a field looks like, computed in JS from the stored value. */
  const rupiah = (cents: number | null) => (cents === null ? null : cents / 100);
  const iso = (value: Date | null) => (value ? value.toISOString() : null);

  it('writes every field of each of the four lists in its contract form, and nothing more', async () => {
    const s = await site();
    const bo = await t.make.boDeposit({ websiteCode: s.website_code, date: TODAY, amount: '45000.50' });
    const mu = await t.make.mutasiDeposit({ websiteCode: s.website_code, date: TODAY, amount: '0.10' });
    const other = await t.make.mutasiDeposit({
      websiteCode: s.website_code,
      date: TODAY,
      amount: '45000.55',
    });
    const paired = await t.make.mutasiDeposit({
      websiteCode: s.website_code,
      date: TODAY,
      amount: '45000.55',
    });
    await exec(t.db, sql`update statement_row set approved = true where id = ${paired.mutasi_id}`);
    const suggestion = {
      mutasiId: String(other.mutasi_id),
      amountCents: 4_500_055,
      date: TODAY,
      time: '10:05:00',
      name: 'KURNIA S',
      score: 0.83,
      differences: 'nominal lain (+5), 4 menit kemudian, nama 83%',
    };
    await exec(
      t.db,
      sql`update bo_row set suggestions = ${JSON.stringify([
        suggestion,
        // Paired since the engine stored it: never offered again.
        { ...suggestion, mutasiId: paired.mutasi_id },
        { ...suggestion, mutasiId: mu.mutasi_id, time: null, name: null, score: null },
      ])}::jsonb,
            contested = true, reopened = 'dibuka ulang: ada kandidat baru dari upload #9 sore.csv',
            amount_original_cents = 4505, panel_approved_at = '2026-06-05T03:05:07.123Z'
          where id = ${bo.bo_id}`,
    );
    await exec(t.db, sql`update statement_row set contested = true where id = ${mu.mutasi_id}`);
    const wd = await t.make.boWithdraw({ websiteCode: s.website_code, date: TODAY, amount: '1234567.89' });
    const muwd = await t.make.mutasiWithdraw({ websiteCode: s.website_code, date: TODAY });

    const get = async (view: string) => {
      const res = await admin.get(`/api/${view}/${wire(TODAY)}/${s.website_code}/all/100/1`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      return res.json<Record<string, unknown>[]>();
    };

    const [boRow] = await get('viewbo');
    expect(BoDepositRow.strict().parse(boRow)).toEqual({
      bo_id: bo.bo_id,
      bo_approve: false,
      ket_app: null,
      ticket_no: bo.ticket_no,
      req_date: iso(bo.requestedAt),
      app_date: '2026-06-05T03:05:07.123Z',
      bank_statement_date: TODAY,
      user_name: bo.username,
      full_name: bo.fullname,
      payment_type: bo.paymentType,
      depo_amount: 45000.5,
      depo_amount_original: 45.05,
      admin_fee: 0,
      agent_fee: 0,
      player_fee: 0,
      nett_amount: rupiah(bo.nettCents),
      player_bank: bo.playerBank,
      corporate_bank: bo.corporateBank,
      bo_desc: '',
      bo_status: bo.status,
      bo_handler: bo.handler,
      bo_website: s.website_code,
      player_ref: '',
      player_own_ref: '',
      match_pass: null,
      contested: true,
      reopened: 'dibuka ulang: ada kandidat baru dari upload #9 sore.csv',
      suggestions: [
        {
          mutasi_id: other.mutasi_id,
          amount: 45000.55,
          date: TODAY,
          time: '10:05:00',
          name: 'KURNIA S',
          score: 0.83,
          differences: suggestion.differences,
          paired_ticket: null,
        },
        {
          mutasi_id: mu.mutasi_id,
          amount: 45000.55,
          date: TODAY,
          time: null,
          name: null,
          score: null,
          differences: suggestion.differences,
          paired_ticket: null,
        },
      ],
      split: null,
      all_data: 1,
    });
    // Where the row came from (its upload, line and fingerprint) stays on the server.
    for (const field of ['upload_id', 'line', 'fingerprint', 'bo_raw'])
      expect(boRow).not.toHaveProperty(field);

    const [wdRow] = await get('viewbowd');
    expect(BoWithdrawRow.strict().parse(wdRow)).toMatchObject({
      wd_bo_id: wd.wd_bo_id,
      wd_amount: 1234567.89,
      wd_nett_amount: null,
      wd_req_date: iso(wd.requestedAt),
      wd_last_balance: rupiah(wd.lastBalanceCents),
      suggestions: [],
      split: null,
      all_data: 1,
    });

    const [muRow] = (await get('viewmutasi')).filter((row) => row.mutasi_id === mu.mutasi_id);
    expect(MutasiDepositRow.strict().parse(muRow)).toEqual({
      mutasi_id: mu.mutasi_id,
      mutasi_app: false,
      mutasi_ketapp: mu.remark,
      mutasi_amount: 0.1,
      mutasi_ticket: mu.ticket,
      mutasi_app_date: iso(mu.matchedAt),
      mutasi_player_bank_name: mu.senderName,
      mutasi_corporate_bank: mu.corporateBank,
      mutasi_transaction_id: mu.transactionId,
      mutasi_website: s.website_code,
      mutasi_date: TODAY,
      mutasi_time: mu.time,
      mutasi_description: mu.description,
      mutasi_is_fee: false,
      mutasi_category: null,
      mutasi_source: `Upload #${mu.uploadId}`,
      contested: true,
      reopened: null,
      all_data: 3,
    });

    const [muwdRow] = await get('viewmutasiwd');
    expect(MutasiWithdrawRow.strict().parse(muwdRow)).toMatchObject({
      mutasiwd_id: muwd.mutasiwd_id,
      mutasiwd_amount: rupiah(muwd.amountCents),
      mutasiwd_date: TODAY,
      mutasiwd_time: muwd.time,
      mutasiwd_category: null,
      mutasiwd_source: `Upload #${muwd.uploadId}`,
      contested: false,
      reopened: null,
      all_data: 1,
    });

    // An approved row shows no suggestions, whatever is stored; a page past the end is [] with the total.
    await exec(t.db, sql`update bo_row set approved = true where id = ${bo.bo_id}`);
    expect((await get('viewbo'))[0]).toMatchObject({ bo_approve: true, suggestions: [] });
    const past = await admin.get(`/api/viewbo/${wire(TODAY)}/${s.website_code}/all/100/2`);
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('1');
  });
});
