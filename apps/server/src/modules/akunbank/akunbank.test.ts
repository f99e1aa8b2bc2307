import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@rekon/contracts';
import { testApp, type Client, type TestApp } from '../../test/app';
import { lastTrackingId, trackingSince } from '../../test/tracking';

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await testApp();
  admin = await t.admin();
});
afterAll(() => t?.close());

const body = (website: string, overrides: Record<string, unknown> = {}) => ({
  akun_bank_website: website,
  akun_bank_jenis_transaksi: ' depo ',
  akun_bank_bank: 'bca',
  akun_bank_name: ' HENDRA KUSNADI ',
  akun_bank_no: '4561237890',
  akun_bank_created_by: 12345,
  ...overrides,
});

describe('POST /api/createakunbank', () => {
  it('lets a CHECKER add an active account to its own website, normalised, and tracks it', async () => {
    const site = await t.make.website({ code: 'ABC' });
    const checker = await t.as('CHECKER', site.website_id);
    const mark = await lastTrackingId(t.db);
    const res = await checker.post('/api/createakunbank', body('abc'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: true, message: MSG.bankCreated });
    const rows = (await checker.get('/api/viewakunbank/abc/10/1')).json<Record<string, unknown>[]>();
    expect(rows).toEqual([
      expect.objectContaining({
        akun_bank_website: 'ABC',
        akun_bank_jenis_transaksi: 'DEPO',
        akun_bank_bank: 'BCA',
        akun_bank_name: 'HENDRA KUSNADI',
        akun_bank_no: '4561237890',
        akun_bank_status: true,
        all_data: 1,
      }),
    ]);
    expect(rows[0]!.akun_bank_created_by).not.toBe(12345);
    expect(await trackingSince(t.db, mark)).toEqual([
      expect.objectContaining({
        tracking_website: 'ABC',
        tracking_role: 'CHECKER',
        tracking_activity: 'Menambahkan akun bank BCA HENDRA KUSNADI 4561237890 (DEPO)',
      }),
    ]);
  });

  it('refuses a CHECKER adding to another website', async () => {
    const mine = await t.make.website();
    const other = await t.make.website();
    const checker = await t.as('CHECKER', mine.website_id);
    const res = await checker.post('/api/createakunbank', body(other.website_code));
    expect(res.statusCode).toBe(403);
    expect((await admin.get(`/api/viewakunbank/${other.website_code}/10/1`)).json()).toEqual([]);
  });

  it('refuses empty fields, bad numbers, unknown banks and duplicates with a clear message', async () => {
    const site = await t.make.website();
    await t.make.akunBank({ websiteCode: site.website_code, no: '1111122222' });
    const mark = await lastTrackingId(t.db);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ akun_bank_name: '   ' }, 400, MSG.bankFieldsRequired],
      [{ akun_bank_no: '' }, 400, MSG.bankFieldsRequired],
      [{ akun_bank_no: '12-34-56' }, 400, MSG.bankNumberInvalid],
      [{ akun_bank_no: '1234' }, 400, MSG.bankNumberInvalid],
      [{ akun_bank_bank: 'PAYPAL' }, 400, MSG.bankUnknown],
      [{ akun_bank_jenis_transaksi: 'REFUND' }, 400, MSG.jenisInvalid],
      [{ akun_bank_no: '1111122222' }, 409, MSG.bankTaken],
    ];
    for (const [overrides, status, message] of cases) {
      const res = await admin.post('/api/createakunbank', body(site.website_code, overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(status);
      expect(res.json()).toMatchObject({ status: false, message });
    }
    expect((await admin.post('/api/createakunbank', body('NOSUCH'))).json().message).toBe(
      MSG.websiteNotFound,
    );
    expect(await trackingSince(t.db, mark)).toEqual([]);
  });
});

describe('GET /api/akunbanklist/{website}/{bank}/{depo|wd}', () => {
  it('lists only the active accounts of that bank and side, normalising the bank the spec way', async () => {
    const site = await t.make.website();
    const code = site.website_code;
    const active = await t.make.akunBank({ websiteCode: code, bank: 'BNI', jenis: 'DEPO', name: 'RIKA' });
    await t.make.akunBank({ websiteCode: code, bank: 'BNI', jenis: 'DEPO', status: false });
    await t.make.akunBank({ websiteCode: code, bank: 'BNI', jenis: 'WD' });
    await t.make.akunBank({ websiteCode: code, bank: 'MANDIRI', jenis: 'DEPO' });
    for (const segment of ['bni', 'bni-mobile', 'bni-internet']) {
      const res = await admin.get(`/api/akunbanklist/${code.toLowerCase()}/${segment}/depo`);
      expect(res.json()).toEqual([
        { akun_bank_id: active.akun_bank_id, akun_bank_name: 'RIKA', akun_bank_no: active.akun_bank_no },
      ]);
    }
    expect((await admin.get(`/api/akunbanklist/${code}/mandiri-excel/depo`)).json()).toHaveLength(1);
    expect((await admin.get(`/api/akunbanklist/${code}/paypal/depo`)).statusCode).toBe(400);
    expect((await admin.get(`/api/akunbanklist/${code}/bni/refund`)).statusCode).toBe(400);
  });
});

describe('PUT /api/updatestatusakunbank and DELETE /api/deleteakunbank', () => {
  it('toggles and removes for an ADMIN, with one tracking row each', async () => {
    const site = await t.make.website();
    const account = await t.make.akunBank({ websiteCode: site.website_code });
    const mark = await lastTrackingId(t.db);
    expect(
      (
        await admin.put(`/api/updatestatusakunbank/${account.akun_bank_id}`, { akun_bank_status: false })
      ).json(),
    ).toEqual({
      status: true,
      message: MSG.bankStatusChanged(false),
    });
    const [row] = (await admin.get(`/api/viewakunbank/${site.website_code}/10/1`)).json<
      { akun_bank_status: boolean }[]
    >();
    expect(row!.akun_bank_status).toBe(false);
    expect((await admin.delete(`/api/deleteakunbank/${account.akun_bank_id}`)).statusCode).toBe(200);
    expect((await admin.get(`/api/viewakunbank/${site.website_code}/10/1`)).json()).toEqual([]);
    expect((await trackingSince(t.db, mark)).map((r) => r.tracking_website)).toEqual([
      site.website_code,
      site.website_code,
    ]);
    expect((await admin.delete(`/api/deleteakunbank/${account.akun_bank_id}`)).statusCode).toBe(404);
  });
});
