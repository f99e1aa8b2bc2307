import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, formatWireDate } from '@rekon/contracts';
import { exec } from '../../db/client';
import { testApp, type Client, type TestApp } from '../../test/app';
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
const site = () => t.make.website({ code: `SD${++sequence}${Date.now() % 1000}` });
const wire = (date: string) => formatWireDate(date, { pad: true });
/** Rows dated today by the test's clock unless said otherwise. */
const makeCredit = (values: Parameters<TestApp['make']['mutasiDeposit']>[0]) =>
  t.make.mutasiDeposit({ date: TODAY, ...values });
const requestRow = (values: Parameters<TestApp['make']['boDeposit']>[0]) =>
  t.make.boDeposit({ date: TODAY, ...values });

async function statement(id: number) {
  const { rows } = await exec<{
    approved: boolean;
    remark: string | null;
    pass: string | null;
    bo: number | null;
    by: number | null;
  }>(
    t.db,
    sql`select approved, remark, match_pass as pass, bo_id::int as bo, approved_by as by
        from statement_row where id = ${id}`,
  );
  return rows[0]!;
}

async function request(id: number) {
  const { rows } = await exec<{ approved: boolean; amount: number; original: number | null; date: string }>(
    t.db,
    sql`select approved, amount_cents::int as amount, amount_original_cents::int as original,
          business_date::text as date from bo_row where id = ${id}`,
  );
  return rows[0]!;
}

describe('GET /api/saranmutasi: why a credit is pending, and the requests nearest it', () => {
  it('lists up to three pending requests nearest first, from the day before to the day after', async () => {
    const s = await site();
    const credit = await makeCredit({
      websiteCode: s.website_code,
      amount: '250000.00',
      name: 'RATNA DEWI',
      date: TODAY,
    });
    const exact = await requestRow({
      websiteCode: s.website_code,
      amount: '250000.00',
      holder: 'RATNA DEWI',
      date: TODAY,
    });
    const other = await requestRow({
      websiteCode: s.website_code,
      amount: '250000.00',
      holder: 'LUKMAN HAKIM',
      date: '2026-06-04',
    });
    await requestRow({
      websiteCode: s.website_code,
      amount: '250000.00',
      holder: 'RATNA DEWI',
      date: '2026-06-02',
    });
    await requestRow({ websiteCode: s.website_code, amount: '250000.00', approved: true, date: TODAY });
    const res = await admin.get(`/api/saranmutasi/${credit.mutasi_id}`);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ id: credit.mutasi_id, approved: false, contested: false, found: null });
    expect(data.suggestions.map((s: { bo_id: number }) => s.bo_id)).toEqual([exact.bo_id, other.bo_id]);
    expect(data.suggestions[0]).toEqual({
      bo_id: exact.bo_id,
      ticket_no: exact.ticket_no,
      amount: 250000,
      date: TODAY,
      time: '10:05:00',
      username: 'budi88',
      name: 'RATNA DEWI',
      score: 1,
      differences: 'nominal sama, rekening tidak dikenal, tanggal sama, nama 100%',
      refused: false,
    });
    expect(data.reason).toBe(
      `Tidak ada BO yang memenuhi aturan otomatis; terdekat ${exact.ticket_no}: nominal sama, rekening tidak dikenal, tanggal sama, nama 100%.`,
    );
  });

  it('finds a searched ticket within the window only, and says when nothing is near', async () => {
    const s = await site();
    const credit = await makeCredit({
      websiteCode: s.website_code,
      amount: '310000.00',
      name: 'ADI',
    });
    const near = await requestRow({
      websiteCode: s.website_code,
      amount: '75000.00',
      holder: 'BAMBANG',
      date: '2026-06-06',
      ticket: 'D7104878',
    });
    const far = await requestRow({
      websiteCode: s.website_code,
      amount: '75000.00',
      date: '2026-06-01',
      ticket: 'D7104879',
    });
    const onCredit = (ticket: string) => admin.get(`/api/saranmutasi/${credit.mutasi_id}?ticket=${ticket}`);
    const found = (await onCredit('d7104878')).json().data;
    expect(found.suggestions).toEqual([]);
    expect(found.reason).toMatch(/^Tidak ada BO pending dengan nominal, nama atau referensi yang sama/);
    expect(found.found).toMatchObject({
      bo_id: near.bo_id,
      differences: expect.stringMatching(/^nominal BO kurang/),
    });
    expect((await onCredit(far.ticket_no)).json().data.found).toBeNull();
  });

  it('reads a foreign, unknown or deleted row as unknown, and refuses CS', async () => {
    const mine = await site();
    const other = await site();
    const foreign = await makeCredit({ websiteCode: other.website_code });
    const checker = await t.as('CHECKER', mine.website_id);
    for (const path of [`/api/saranmutasi/${foreign.mutasi_id}`, '/api/saranmutasi/999999999']) {
      const res = await checker.get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toEqual({ status: false, message: MSG.statementNotFound });
    }
    const cs = await t.as('CS', mine.website_id);
    expect((await cs.get(`/api/saranmutasi/${foreign.mutasi_id}`)).statusCode).toBe(403);
  });
});

describe('PUT /api/explainmutasi: a credit without a BO row', () => {
  it('settles the credit with its category and remark, counts it settled, and writes a Tracking row', async () => {
    const s = await site();
    const credit = await makeCredit({
      websiteCode: s.website_code,
      amount: '250000.00',
      name: 'TOKO',
    });
    const before = (await admin.get(`/api/dashboard/${s.website_code}/${wire(TODAY)}`)).json();
    const mark = await lastTrackingId(t.db);
    const res = await admin.put('/api/explainmutasi', {
      arr: [{ mutasi_id: credit.mutasi_id, category: 'REFUND', remark: 'refund ke pemain budi88' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: true,
      message: MSG.rowsExplained(1),
      results: [{ id: credit.mutasi_id, ok: true, message: 'OK' }],
    });
    const [row] = (await admin.get(`/api/viewmutasi/${wire(TODAY)}/${s.website_code}/approve/100/1`)).json();
    expect(row).toMatchObject({
      mutasi_id: credit.mutasi_id,
      mutasi_app: true,
      mutasi_ketapp: 'Refund / pengembalian: refund ke pemain budi88',
      mutasi_category: 'Refund / pengembalian',
      mutasi_ticket: null,
    });
    const after = (await admin.get(`/api/dashboard/${s.website_code}/${wire(TODAY)}`)).json();
    expect(JSON.stringify(after)).not.toBe(JSON.stringify(before));
    const { rows } = await exec<{ pending: number }>(
      t.db,
      sql`select count(*)::int as pending from statement_row where website = ${s.website_code} and not approved`,
    );
    expect(rows[0]!.pending).toBe(0);
    const audit = await trackingSince(t.db, mark);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.tracking_activity).toBe(
      `Jelaskan 1 mutasi deposit tanpa BO: ${credit.mutasi_id} TOKO Rp 250.000 (Refund / pengembalian: refund ke pemain budi88)`,
    );
  });

  it('refuses a row outside the edit window, a foreign one, a settled one and a fee, each alike, changing none', async () => {
    const mine = await site();
    const other = await site();
    const old = await makeCredit({ websiteCode: mine.website_code, date: '2026-06-02' });
    const inWindow = await makeCredit({ websiteCode: mine.website_code, date: '2026-06-03' });
    const foreign = await makeCredit({ websiteCode: other.website_code });
    const settled = await makeCredit({
      websiteCode: mine.website_code,
      explained: 'EXPLAIN_OTHER',
    });
    const checker = await t.as('CHECKER', mine.website_id);
    const res = await checker.put('/api/explainmutasi', {
      arr: [old, foreign, settled, inWindow].map((row) => ({
        mutasi_id: row.mutasi_id,
        category: 'OWN_TRANSFER',
        remark: 'pindah buku',
      })),
    });
    expect(res.json().results).toEqual([
      { id: old.mutasi_id, ok: false, message: MSG.notEditable },
      { id: foreign.mutasi_id, ok: false, message: MSG.notEditable },
      { id: settled.mutasi_id, ok: false, message: MSG.notEditable },
      { id: inWindow.mutasi_id, ok: true, message: 'OK' },
    ]);
    expect((await statement(old.mutasi_id)).approved).toBe(false);
    expect((await statement(foreign.mutasi_id)).approved).toBe(false);
    expect((await statement(inWindow.mutasi_id)).pass).toBe('EXPLAIN_OWN_TRANSFER');
  });

  it('needs a category and a remark', async () => {
    const s = await site();
    const credit = await makeCredit({ websiteCode: s.website_code });
    const noCategory = await admin.put('/api/explainmutasi', {
      arr: [{ mutasi_id: credit.mutasi_id, category: 'HADIAH', remark: 'x' }],
    });
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json().message).toBe('Pilih kategori penjelasan.');
    const noRemark = await admin.put('/api/explainmutasi', {
      arr: [{ mutasi_id: credit.mutasi_id, category: 'OTHER', remark: '  ' }],
    });
    expect(noRemark.statusCode).toBe(400);
    expect(noRemark.json().message).toBe(MSG.remarkRequired);
    expect((await statement(credit.mutasi_id)).approved).toBe(false);
  });
});

describe('pairing a credit with a suggested request, from View Mutasi', () => {
  it('uses the BO approval with the credit as counterpart: the same window and checks', async () => {
    const s = await site();
    const credit = await makeCredit({
      websiteCode: s.website_code,
      amount: '120000.00',
      name: 'ANI',
    });
    const bo = await requestRow({ websiteCode: s.website_code, amount: '120000.00', holder: 'ANI' });
    const [suggestion] = (await admin.get(`/api/saranmutasi/${credit.mutasi_id}`)).json().data.suggestions;
    expect(suggestion.bo_id).toBe(bo.bo_id);
    const res = await admin.put('/api/updatebodepostts', {
      arr: [{ bo_id: suggestion.bo_id, ket_app: 'dari View Mutasi', mutasi_id: credit.mutasi_id }],
    });
    expect(res.json().results[0]).toMatchObject({ ok: true });
    expect(await statement(credit.mutasi_id)).toMatchObject({ approved: true, bo: bo.bo_id });
    // Explaining it now answers who settled it and when (10.00 in Jakarta by the test's clock).
    const late = await admin.put('/api/explainmutasi', {
      arr: [{ mutasi_id: credit.mutasi_id, category: 'OTHER', remark: 'terlambat' }],
    });
    expect(late.json().results[0].message).toBe('Sudah di-approve oleh admin pukul 10.00.');
    // Settled now: no suggestion, its remark as the reason.
    const after = (await admin.get(`/api/saranmutasi/${credit.mutasi_id}`)).json().data;
    expect(after).toMatchObject({ approved: true, reason: 'dari View Mutasi', suggestions: [] });
  });
});

describe('PUT /api/undobo and /api/undomutasi', () => {
  it('undoes a pairing from either row: both Pending, the pair refused, offered last, one Tracking row', async () => {
    const s = await site();
    const credit = await makeCredit({
      websiteCode: s.website_code,
      amount: '88000.00',
      name: 'DEDI',
    });
    const bo = await requestRow({ websiteCode: s.website_code, amount: '88000.00', holder: 'DEDI' });
    const second = await requestRow({
      websiteCode: s.website_code,
      amount: '88000.00',
      holder: 'DEDI',
      date: '2026-06-04',
    });
    await admin.put('/api/updatebodepostts', {
      arr: [{ bo_id: bo.bo_id, ket_app: 'cocok', mutasi_id: credit.mutasi_id }],
    });
    const mark = await lastTrackingId(t.db);
    const res = await admin.put('/api/undomutasi', {
      arr: [{ mutasi_id: credit.mutasi_id, remark: 'salah pasang, tiket lain' }],
    });
    expect(res.json()).toEqual({
      status: true,
      message: MSG.rowsUndone(1),
      results: [{ id: credit.mutasi_id, ok: true, message: 'OK' }],
    });
    expect(await statement(credit.mutasi_id)).toMatchObject({ approved: false, bo: null, remark: null });
    expect(await request(bo.bo_id)).toMatchObject({ approved: false, date: TODAY });
    const audit = await trackingSince(t.db, mark);
    expect(audit.map((row) => row.tracking_activity)).toEqual([
      `Batalkan pasangan deposit: BO ${bo.ticket_no} dengan mutasi ${credit.mutasi_id} Rp 88.000; keduanya kembali Pending dan tidak dipasangkan otomatis lagi (salah pasang, tiket lain)`,
    ]);
    const saran = (await admin.get(`/api/saranmutasi/${credit.mutasi_id}`)).json().data.suggestions;
    expect(saran.map((row: { bo_id: number; refused: boolean }) => [row.bo_id, row.refused])).toEqual([
      [second.bo_id, false],
      [bo.bo_id, true],
    ]);
    expect(saran[1].differences).toMatch(/^pernah dibatalkan, /);
    // Nothing to take back any more.
    const again = await admin.put('/api/undobo', { arr: [{ bo_id: bo.bo_id, remark: 'lagi' }] });
    expect(again.json()).toMatchObject({ status: false, results: [{ ok: false, message: MSG.notSettled }] });
  });

  it('undoes an approval without a credit, restoring the uploaded amount', async () => {
    const s = await site();
    const bo = await requestRow({ websiteCode: s.website_code, amount: '75000.00' });
    await admin.put('/api/updatebodepostts', {
      arr: [{ bo_id: bo.bo_id, ket_app: 'ok', depo_amount: 70000 }],
    });
    expect(await request(bo.bo_id)).toMatchObject({ approved: true, amount: 7_000_000, original: 7_500_000 });
    const checker = await t.as('CHECKER', s.website_id);
    const res = await checker.put('/api/undobo', { arr: [{ bo_id: bo.bo_id, remark: 'belum ada mutasi' }] });
    expect(res.json().results[0]).toMatchObject({ ok: true });
    expect(await request(bo.bo_id)).toMatchObject({ approved: false, amount: 7_500_000, original: null });
  });

  it('undoes an explanation; refuses outside the window, a foreign row, and CS', async () => {
    const mine = await site();
    const other = await site();
    const explained = await makeCredit({
      websiteCode: mine.website_code,
      explained: 'EXPLAIN_REFUND',
    });
    const old = await makeCredit({
      websiteCode: mine.website_code,
      explained: 'EXPLAIN_REFUND',
      date: '2026-06-02',
    });
    const foreign = await makeCredit({
      websiteCode: other.website_code,
      explained: 'EXPLAIN_OTHER',
    });
    const checker = await t.as('CHECKER', mine.website_id);
    const res = await checker.put('/api/undomutasi', {
      arr: [explained, old, foreign].map((row) => ({ mutasi_id: row.mutasi_id, remark: 'keliru' })),
    });
    expect(res.json().results).toEqual([
      { id: explained.mutasi_id, ok: true, message: 'OK' },
      { id: old.mutasi_id, ok: false, message: MSG.notEditable },
      { id: foreign.mutasi_id, ok: false, message: MSG.notEditable },
    ]);
    expect((await statement(explained.mutasi_id)).approved).toBe(false);
    expect((await statement(old.mutasi_id)).approved).toBe(true);
    expect((await statement(foreign.mutasi_id)).approved).toBe(true);
    const cs = await t.as('CS', mine.website_id);
    expect(
      (await cs.put('/api/undomutasi', { arr: [{ mutasi_id: old.mutasi_id, remark: 'x' }] })).statusCode,
    ).toBe(403);
  });

  it('never lets a run make an undone automatic pair again', async () => {
    const s = await site();
    const account = await t.make.akunBank({
      websiteCode: s.website_code,
      bank: 'BCA',
      name: 'HENDRA KUSNADI',
      no: '4561237890',
    });
    const bo = await requestRow({
      websiteCode: s.website_code,
      amount: '57000.00',
      holder: 'SITI AMINAH',
    });
    const credit = await makeCredit({
      websiteCode: s.website_code,
      amount: '57000.00',
      name: 'SITI AMINAH',
      accountId: account.akun_bank_id,
    });
    const replay = async () => {
      const preview = await admin.get(
        `/api/rulereplay/preview/${s.website_code}/${wire(TODAY)}/${wire(TODAY)}`,
      );
      expect(preview.statusCode, preview.body).toBe(200);
      return admin.post('/api/rulereplay/apply', {
        website: s.website_code,
        from: wire(TODAY),
        to: wire(TODAY),
        preview_token: preview.json().data.preview_token,
      });
    };
    await replay();
    expect(await statement(credit.mutasi_id)).toMatchObject({ approved: true, bo: bo.bo_id });
    await admin.put('/api/undobo', { arr: [{ bo_id: bo.bo_id, remark: 'bukan pemain ini' }] });
    await replay();
    expect(await statement(credit.mutasi_id)).toMatchObject({ approved: false, bo: null });
    expect((await request(bo.bo_id)).approved).toBe(false);
  });
});
