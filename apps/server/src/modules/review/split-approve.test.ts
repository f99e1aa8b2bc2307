/**
 * Split payments (issue 28, decision 053): the engine's group of two or three credits of one sender that together
 * are a pending request's amount is answered with the request in View BO, and a checker approves the request with
 * the group as its counterpart; undoing it unlinks the whole group.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@rekon/contracts';
import { exec } from '../../db/client';
import { testApp, type Client, type TestApp } from '../../test/app';
import { uploadDayFile } from '../../test/generated-day-files';
import { boFile, mandiriWebsite, statementFile } from '../../test/mandiri-day-files';
import { lastTrackingId, trackingSince } from '../../test/tracking';

/** 5 June 2026, 15:00 in Jakarta: the day's rows are inside the edit window. */
const NOW = new Date('2026-06-05T08:00:00Z');
const TODAY = '2026-06-05';

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await testApp({ clock: () => NOW });
  admin = await t.admin();
});
afterAll(() => t?.close());

let sites = 0;
const site = () => mandiriWebsite(t, `SPLIT${++sites}`);

interface ListedBo {
  bo_id: number;
  ticket_no: string;
  bo_approve: boolean;
  ket_app: string | null;
  match_pass: string | null;
  bank_statement_date: string;
  split: { mutasi_ids: number[]; amounts: number[]; score: number | null; differences: string } | null;
}

async function boRows(website: string) {
  const res = await admin.get(`/api/viewbo/05-Jun-2026/${website}/all/100/1`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ListedBo[]>();
}

async function mutasiRows(website: string) {
  const res = await admin.get(`/api/viewmutasi/05-Jun-2026/${website}/all/100/1`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<
    { mutasi_id: number; mutasi_app: boolean; mutasi_amount: number; mutasi_ticket: string | null }[]
  >();
}

async function linkedTo(ids: number[]) {
  const { rows } = await exec<{ id: number; approved: boolean; bo: number | null; pass: string | null }>(
    t.db,
    sql`select id::int as id, approved, bo_id::int as bo, match_pass as pass from statement_row
        where id = any(${`{${ids.join(',')}}`}::bigint[]) order by id`,
  );
  return rows;
}

const approve = (client: Client, items: Record<string, unknown>[]) =>
  client.put('/api/updatebodepostts', { bank_statement_date: '05-Jun-2026', arr: items });

describe('a request paid in two transfers', () => {
  it('is answered with its group, approved with it (all credits linked), and undone together', async () => {
    const { code } = await site();
    await uploadDayFile(
      admin,
      statementFile(code, 'mandiri.csv', [
        { name: 'ADI PUTRA', rupiah: 100000, at: '10:01' },
        { name: 'ADI PUTRA', rupiah: 50000, at: '10:03' },
        { name: 'SITI AMINAH', rupiah: 75000, at: '10:04' },
      ]),
    );
    await uploadDayFile(
      admin,
      boFile(code, 'bo.csv', [
        { ticket: 'D8000001', user: 'adiputra', holder: 'ADI PUTRA', thousands: 150, at: '10:05:00' },
      ]),
    );
    const [request] = await boRows(code);
    const credits = await mutasiRows(code);
    const byAmount = (rupiah: number) => credits.find((row) => row.mutasi_amount === rupiah)!.mutasi_id;
    expect(request).toMatchObject({ ticket_no: 'D8000001', bo_approve: false });
    // Never paired automatically: offered as one group, in time order.
    expect(request!.split).toEqual({
      mutasi_ids: [byAmount(100000), byAmount(50000)],
      amounts: [100000, 50000],
      score: 1,
      differences: 'dibayar dalam 2 transfer, Rp100.000 + Rp50.000, rekening sama, nama 100%',
    });
    expect(credits.every((row) => !row.mutasi_app)).toBe(true);

    const before = await lastTrackingId(t.db);
    const res = await approve(admin, [
      {
        bo_id: request!.bo_id,
        ket_app: 'dibayar 2x',
        depo_amount: null,
        mutasi_ids: request!.split!.mutasi_ids,
      },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: true, results: [{ id: request!.bo_id, ok: true }] });
    const [approved] = await boRows(code);
    expect(approved).toMatchObject({
      bo_approve: true,
      ket_app: 'dibayar 2x',
      match_pass: 'MANUAL',
      split: null,
    });
    expect(await linkedTo(request!.split!.mutasi_ids)).toEqual(
      request!.split!.mutasi_ids.map((id) => ({ id, approved: true, bo: request!.bo_id, pass: 'MANUAL' })),
    );
    const listed = await mutasiRows(code);
    expect(
      listed
        .filter((row) => row.mutasi_ticket === 'D8000001')
        .map((row) => row.mutasi_id)
        .sort(),
    ).toEqual([...request!.split!.mutasi_ids].sort());
    expect(listed.find((row) => row.mutasi_amount === 75000)).toMatchObject({ mutasi_app: false });
    const audit = await trackingSince(t.db, before);
    expect(audit.map((row) => row.tracking_activity)).toContain(
      `Approve 1 BO deposit: D8000001 (grup mutasi ${request!.split!.mutasi_ids.join(' + ')})`,
    );

    // Undoing the request's approval unlinks the whole group.
    const undoMark = await lastTrackingId(t.db);
    const undo = await admin.put('/api/undobo', { arr: [{ bo_id: request!.bo_id, remark: 'salah grup' }] });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json()).toMatchObject({ status: true, results: [{ ok: true }] });
    expect(await linkedTo(request!.split!.mutasi_ids)).toEqual(
      request!.split!.mutasi_ids.map((id) => ({ id, approved: false, bo: null, pass: null })),
    );
    expect((await boRows(code))[0]).toMatchObject({ bo_approve: false });
    const undone = (await trackingSince(t.db, undoMark)).map((row) => row.tracking_activity);
    expect(undone).toEqual([
      `Batalkan pasangan grup deposit: BO D8000001 dengan mutasi ${request!.split!.mutasi_ids.join(' + ')} Rp 150.000 (dibayar dalam 2 transfer); semuanya kembali Pending (salah grup)`,
    ]);

    // Approved again with the group, then undone from one of its credits: the whole group comes back.
    const again = await approve(admin, [
      {
        bo_id: request!.bo_id,
        ket_app: 'dibayar 2x',
        depo_amount: null,
        mutasi_ids: request!.split!.mutasi_ids,
      },
    ]);
    expect(again.json()).toMatchObject({ status: true });
    const fromCredit = await admin.put('/api/undomutasi', {
      arr: [{ mutasi_id: request!.split!.mutasi_ids[1], remark: 'cek ulang' }],
    });
    expect(fromCredit.json()).toMatchObject({ status: true, results: [{ ok: true }] });
    expect((await linkedTo(request!.split!.mutasi_ids)).map((row) => row.approved)).toEqual([false, false]);
    expect((await boRows(code))[0]).toMatchObject({ bo_approve: false });
  });
});

describe('approving with a group is refused per row', () => {
  it('when the sum is wrong, a credit is used, repeated or of another account, or a single counterpart is named too', async () => {
    const { code, accountId } = await site();
    const other = await t.make.akunBank({ websiteCode: code, jenis: 'DEPO', bank: 'BCA' });
    const credit = (amount: string, account = accountId) =>
      t.make.mutasiDeposit({ websiteCode: code, amount, date: TODAY, accountId: account, name: 'ADI PUTRA' });
    const request = (amount: string) =>
      t.make.boDeposit({ websiteCode: code, amount, date: TODAY, holder: 'ADI PUTRA' });
    const [a, b, c] = [await credit('100000.00'), await credit('50000.00'), await credit('30000.00')];
    const foreign = await credit('50000.00', other.akun_bank_id);
    const [r1, r2, r3, r4, r5] = [
      await request('150000.00'),
      await request('150000.00'),
      await request('150000.00'),
      await request('150000.00'),
      await request('130000.00'),
    ];
    const res = await approve(admin, [
      { bo_id: r1.bo_id, ket_app: 'x', depo_amount: null, mutasi_ids: [a.mutasi_id, c.mutasi_id] },
      { bo_id: r2.bo_id, ket_app: 'x', depo_amount: null, mutasi_ids: [a.mutasi_id, a.mutasi_id] },
      { bo_id: r3.bo_id, ket_app: 'x', depo_amount: null, mutasi_ids: [a.mutasi_id, foreign.mutasi_id] },
      {
        bo_id: r4.bo_id,
        ket_app: 'x',
        depo_amount: null,
        mutasi_id: b.mutasi_id,
        mutasi_ids: [a.mutasi_id, b.mutasi_id],
      },
      // The corrected amount is what the group must sum to: 130.000 -> 150.000.
      { bo_id: r5.bo_id, ket_app: 'koreksi', depo_amount: 150000, mutasi_ids: [a.mutasi_id, b.mutasi_id] },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results).toEqual([
      { id: r1.bo_id, ok: false, message: MSG.splitWrongSum('Rp 130.000', 'Rp 150.000') },
      { id: r2.bo_id, ok: false, message: MSG.splitRepeated },
      { id: r3.bo_id, ok: false, message: MSG.splitOtherAccount },
      { id: r4.bo_id, ok: false, message: MSG.splitWithCounterpart },
      { id: r5.bo_id, ok: true, message: 'OK' },
    ]);
    expect((await linkedTo([a.mutasi_id, b.mutasi_id, c.mutasi_id])).map((row) => row.bo)).toEqual([
      r5.bo_id,
      r5.bo_id,
      null,
    ]);
    // A credit already used: the group is refused and nothing of it is linked.
    const d = await credit('100000.00');
    const late = await approve(admin, [
      { bo_id: r1.bo_id, ket_app: 'x', depo_amount: null, mutasi_ids: [d.mutasi_id, b.mutasi_id] },
    ]);
    expect(late.json().results).toEqual([{ id: r1.bo_id, ok: false, message: MSG.counterpartUnavailable }]);
    expect((await linkedTo([d.mutasi_id]))[0]).toMatchObject({ approved: false, bo: null });
    // A body with one credit, or four, is no group.
    const one = await approve(admin, [
      { bo_id: r1.bo_id, ket_app: 'x', depo_amount: null, mutasi_ids: [d.mutasi_id] },
    ]);
    expect(one.statusCode).toBe(400);
  });

  it('by role, website scope and edit window, and on the withdraw side with mutasiwd_ids', async () => {
    const mine = await site();
    const theirs = await site();
    const credits = async (website: string, accountId: number, date = TODAY) => [
      await t.make.mutasiDeposit({ websiteCode: website, amount: '60000.00', date, accountId }),
      await t.make.mutasiDeposit({ websiteCode: website, amount: '40000.00', date, accountId }),
    ];
    const ids = (rows: { mutasi_id: number }[]) => rows.map((row) => row.mutasi_id);
    const own = await credits(mine.code, mine.accountId);
    const foreign = await credits(theirs.code, theirs.accountId);
    const old = await credits(mine.code, mine.accountId, '2026-05-20');
    const request = await t.make.boDeposit({ websiteCode: mine.code, amount: '100000.00', date: TODAY });
    const foreignRequest = await t.make.boDeposit({
      websiteCode: theirs.code,
      amount: '100000.00',
      date: TODAY,
    });
    const oldRequest = await t.make.boDeposit({
      websiteCode: mine.code,
      amount: '100000.00',
      date: '2026-05-20',
    });

    const cs = await t.as('CS', mine.websiteId);
    const item = { bo_id: request.bo_id, ket_app: 'x', depo_amount: null, mutasi_ids: ids(own) };
    expect((await approve(cs, [item])).statusCode).toBe(403);

    const checker = await t.as('CHECKER', mine.websiteId);
    const res = await approve(checker, [
      { bo_id: foreignRequest.bo_id, ket_app: 'x', depo_amount: null, mutasi_ids: ids(foreign) },
      { bo_id: oldRequest.bo_id, ket_app: 'x', depo_amount: null, mutasi_ids: ids(old) },
      // Credits of another website are not this row's.
      { bo_id: request.bo_id, ket_app: 'x', depo_amount: null, mutasi_ids: ids(foreign) },
    ]);
    expect(res.json().results).toEqual([
      { id: foreignRequest.bo_id, ok: false, message: MSG.notEditable },
      { id: oldRequest.bo_id, ok: false, message: MSG.notEditable },
      { id: request.bo_id, ok: false, message: MSG.counterpartUnavailable },
    ]);
    expect((await approve(checker, [item])).json().results).toEqual([
      { id: request.bo_id, ok: true, message: 'OK' },
    ]);

    const wdAccount = await t.make.akunBank({ websiteCode: mine.code, jenis: 'WD', bank: 'BCA' });
    const debits = [
      await t.make.mutasiWithdraw({
        websiteCode: mine.code,
        amount: '30000.00',
        date: TODAY,
        accountId: wdAccount.akun_bank_id,
      }),
      await t.make.mutasiWithdraw({
        websiteCode: mine.code,
        amount: '20000.00',
        date: TODAY,
        accountId: wdAccount.akun_bank_id,
      }),
    ];
    const withdrawal = await t.make.boWithdraw({ websiteCode: mine.code, amount: '50000.00', date: TODAY });
    const wd = await checker.put('/api/updatebosttswd', {
      wd_bank_date: '05-Jun-2026',
      arr: [
        {
          wd_bo_id: withdrawal.wd_bo_id,
          wd_ket_app: 'wd 2x',
          wd_amount: null,
          mutasiwd_ids: debits.map((row) => row.mutasiwd_id),
        },
      ],
    });
    expect(wd.json()).toMatchObject({ status: true, results: [{ ok: true }] });
    expect(
      (await linkedTo(debits.map((row) => row.mutasiwd_id))).map((row) => [row.approved, row.bo]),
    ).toEqual([
      [true, withdrawal.wd_bo_id],
      [true, withdrawal.wd_bo_id],
    ]);
  });
});

describe('deleting the recent uploads of a day', () => {
  it('takes back a group whose one credit goes: the request and the other credit are pending again', async () => {
    const { code, accountId } = await site();
    const yesterday = new Date(NOW.getTime() - 30 * 60 * 60 * 1000);
    const oldUpload = await t.make.upload({ websiteCode: code, kind: 'mutasi_deposit', at: yesterday });
    const staying = await t.make.mutasiDeposit({
      websiteCode: code,
      amount: '100000.00',
      date: TODAY,
      accountId,
      uploadId: oldUpload.upload_id,
    });
    const going = await t.make.mutasiDeposit({
      websiteCode: code,
      amount: '50000.00',
      date: TODAY,
      accountId,
    });
    const request = await t.make.boDeposit({
      websiteCode: code,
      amount: '150000.00',
      date: TODAY,
      uploadId: (await t.make.upload({ websiteCode: code, kind: 'bo_deposit', at: yesterday })).upload_id,
    });
    const approved = await approve(admin, [
      {
        bo_id: request.bo_id,
        ket_app: 'dibayar 2x',
        depo_amount: null,
        mutasi_ids: [staying.mutasi_id, going.mutasi_id],
      },
    ]);
    expect(approved.json()).toMatchObject({ status: true });
    const res = await admin.delete('/api/deletebomutasi', { date: '05-Jun-2026', group: code });
    expect(res.statusCode, res.body).toBe(200);
    expect(await linkedTo([staying.mutasi_id, going.mutasi_id])).toEqual([
      { id: staying.mutasi_id, approved: false, bo: null, pass: null },
    ]);
    expect((await boRows(code))[0]).toMatchObject({ bo_id: request.bo_id, bo_approve: false });
  });
});
