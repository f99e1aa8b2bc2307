import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@rekon/contracts';
import { exec } from '../../db/client';
import { testApp, type Client, type TestApp } from '../../test/app';

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await testApp();
  admin = await t.admin();
});
afterAll(() => t?.close());

const trackingCount = async () =>
  (await exec<{ n: number }>(t.db, sql`select count(*)::int as n from tracking`)).rows[0]!.n;
const adminId = async () => (await admin.get('/api/me')).json<{ account_id: number }>().account_id;

describe('GET /api/alladminacc/{pageSize}/{page}', () => {
  it('pages every account for an ADMIN with the total in x-total-count and all_data, never a hash', async () => {
    const site = await t.make.website();
    await t.make.account({ role: 'CHECKER', websiteId: site.website_id });
    await t.make.account({ role: 'CS', websiteId: site.website_id });
    const res = await admin.get('/api/alladminacc/2/1');
    expect(res.statusCode).toBe(200);
    const total = Number(res.headers['x-total-count']);
    expect(total).toBeGreaterThanOrEqual(3);
    const rows = res.json<Record<string, unknown>[]>();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      all_data: total,
      account_name: 'admin',
      account_role: 'ADMIN',
      account_status: true,
    });
    expect(res.body).not.toContain('argon2');
    expect(res.body).not.toContain('account_password');
    const past = await admin.get('/api/alladminacc/10/999');
    expect(past.json()).toEqual([]);
    expect(Number(past.headers['x-total-count'])).toBe(total);
  });

  it("shows a CHECKER only its own website's accounts", async () => {
    const mine = await t.make.website();
    const other = await t.make.website();
    const colleague = await t.make.account({ role: 'CS', websiteId: mine.website_id });
    const stranger = await t.make.account({ role: 'CS', websiteId: other.website_id });
    const checker = await t.as('CHECKER', mine.website_id);
    const names = (await checker.get('/api/alladminacc/1000/1'))
      .json<{ account_name: string }[]>()
      .map((r) => r.account_name);
    expect(names).toContain(colleague.account_name);
    expect(names).not.toContain(stranger.account_name);
    expect(names).not.toContain('admin');
  });

  it('names the last editor on every list a CHECKER reads, though the editor is an ADMIN it cannot list', async () => {
    const mine = await t.make.website();
    const id = await adminId();
    const created = await admin.post('/api/addadminacc', {
      account_name: `cs.named.${Date.now() % 100000}`,
      account_password: 'Kopi-Tubruk-Pagi-2025!',
      account_role: 'CS',
      account_website: mine.website_id,
    });
    expect(created.statusCode).toBe(201);
    await admin.post('/api/createakunbank', {
      akun_bank_website: mine.website_code,
      akun_bank_jenis_transaksi: 'DEPO',
      akun_bank_bank: 'BCA',
      akun_bank_name: 'PT Nama Editor',
      akun_bank_no: '1234567001',
    });
    const checker = await t.as('CHECKER', mine.website_id);
    const accounts = (await checker.get('/api/alladminacc/1000/1')).json<Record<string, unknown>[]>();
    expect(accounts.find((row) => row.account_id === created.json().data.account_id)).toMatchObject({
      account_last_edited_by: id,
      account_last_edited_by_name: 'admin',
    });
    // Made by a factory, by nobody: no editor, no name.
    const [site] = (await checker.get('/api/viewwebsite/100/1')).json<Record<string, unknown>[]>();
    expect(site).toMatchObject({ website_last_edited_by: null, website_last_edited_by_name: null });
    const made = await admin.post('/api/createwebsite', {
      website_name: 'Named',
      website_code: `NM${Date.now() % 100000}`,
    });
    const websites = (await admin.get('/api/viewwebsite/1000/1')).json<Record<string, unknown>[]>();
    expect(websites.find((row) => row.website_id === made.json().data.website_id)).toMatchObject({
      website_last_edited_by_name: 'admin',
    });
    const [bank] = (await checker.get(`/api/viewakunbank/${mine.website_code.toLowerCase()}/100/1`)).json<
      Record<string, unknown>[]
    >();
    expect(bank).toMatchObject({ akun_bank_last_edited_by: id, akun_bank_last_edited_by_name: 'admin' });
    const whitelist = (await admin.get('/api/viewwhitelist/100/1')).json<Record<string, unknown>[]>();
    for (const row of whitelist) expect(row).toHaveProperty('Whitelist_last_edited_by_name');
  });

  it('refuses page sizes outside 1..1000 and non-numeric pages', async () => {
    for (const path of [
      '/api/alladminacc/0/1',
      '/api/alladminacc/1001/1',
      '/api/alladminacc/10/0',
      '/api/alladminacc/x/1',
      '/api/alladminacc/10/-1',
    ]) {
      const res = await admin.get(path);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().status).toBe(false);
    }
  });
});

describe('POST /api/addadminacc', () => {
  it('creates an active CHECKER bound to a website, ignoring a spoofed creator, and tracks it', async () => {
    const site = await t.make.website({ code: 'ADDU1' });
    const before = await trackingCount();
    const res = await admin.post('/api/addadminacc', {
      account_name: 'siti.checker',
      account_password: 'Mangga-Manis-Sekali-3',
      account_status: false,
      account_role: 'CHECKER',
      account_website: String(site.website_id),
      account_created_by: 999,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: true, message: MSG.userCreated });
    const { rows } = await exec<{
      account_status: boolean;
      account_created_by: number;
      account_website: number;
    }>(t.db, sql`select * from account where account_name = 'siti.checker'`);
    expect(rows[0]).toMatchObject({
      account_status: true,
      account_created_by: await adminId(),
      account_website: site.website_id,
    });
    expect(await trackingCount()).toBe(before + 1);
    const [last] = (
      await exec<{ tracking_activity: string; tracking_website: string; tracking_username: string }>(
        t.db,
        sql`select * from tracking order by tracking_id desc limit 1`,
      )
    ).rows;
    expect(last).toMatchObject({
      tracking_website: 'ADDU1',
      tracking_username: 'admin',
      tracking_activity: 'Membuat user siti.checker (CHECKER, ADDU1)',
    });
    expect((await t.signIn('siti.checker', 'Mangga-Manis-Sekali-3')).cookie).toBeTruthy();
  });

  it('forces an ADMIN to no website', async () => {
    const site = await t.make.website();
    const res = await admin.post('/api/addadminacc', {
      account_name: 'kedua.admin',
      account_password: 'Mangga-Manis-Sekali-3',
      account_role: 'ADMIN',
      account_website: site.website_id,
    });
    expect(res.statusCode).toBe(201);
    const { rows } = await exec<{ account_website: number | null }>(
      t.db,
      sql`select account_website from account where account_name = 'kedua.admin'`,
    );
    expect(rows[0]!.account_website).toBeNull();
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const site = await t.make.website();
    await t.make.account({ name: 'sudah.ada', websiteId: site.website_id });
    const base = {
      account_name: 'baru.sekali',
      account_password: 'Mangga-Manis-Sekali-3',
      account_role: 'CS',
      account_website: site.website_id,
    };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...base, account_website: null }, 400, MSG.websiteRequiredForRole],
      [{ ...base, account_website: '' }, 400, MSG.websiteRequiredForRole],
      [{ ...base, account_website: 999999 }, 400, MSG.websiteNotFound],
      [{ ...base, account_name: 'ab' }, 400, MSG.usernameInvalid],
      [{ ...base, account_name: 'spasi di nama' }, 400, MSG.usernameInvalid],
      [{ ...base, account_name: 'SUDAH.ADA' }, 409, MSG.usernameTaken],
      [{ ...base, account_password: 'pendek' }, 400, MSG.passwordTooShort],
      [{ ...base, account_password: 'x'.repeat(129) }, 400, MSG.passwordTooLong],
      [{ ...base, account_password: 'password123' }, 400, MSG.passwordTooCommon],
      [{ ...base, account_role: 'ROOT' }, 400, ''],
    ];
    const before = await trackingCount();
    for (const [body, status, message] of cases) {
      const res = await admin.post('/api/addadminacc', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().status).toBe(false);
      if (message) expect(res.json().message).toBe(message);
    }
    expect(await trackingCount()).toBe(before);
    const { rows } = await exec(t.db, sql`select 1 from account where account_name = 'baru.sekali'`);
    expect(rows).toHaveLength(0);
  });
});

describe('PUT /api/updatestatusadminacc/{id}', () => {
  it('deactivates an account, which ends its sessions at once, and activates it again', async () => {
    const user = await t.make.account();
    const session = await t.signIn(user.account_name, user.password);
    const res = await admin.put(`/api/updatestatusadminacc/${user.account_id}`, {
      account_status: false,
      account_role: 'ADMIN',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.userStatusChanged(user.account_name, false));
    expect((await session.get('/api/me')).statusCode).toBe(401);
    const { rows } = await exec<{ account_role: string }>(
      t.db,
      sql`select account_role from account where account_id = ${user.account_id}`,
    );
    expect(rows[0]!.account_role).toBe('CHECKER'); // only the intended field changed
    expect(
      (await admin.put(`/api/updatestatusadminacc/${user.account_id}`, { account_status: true })).statusCode,
    ).toBe(200);
    expect((await t.signIn(user.account_name, user.password)).cookie).toBeTruthy();
  });

  it('never switches off the caller', async () => {
    const res = await admin.put(`/api/updatestatusadminacc/${await adminId()}`, { account_status: false });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.cannotDeactivateSelf);
  });

  it('keeps one active ADMIN when the last two switch each other off at the same moment', async () => {
    const x = await t.make.account({ role: 'ADMIN' });
    const y = await t.make.account({ role: 'ADMIN' });
    const [xClient, yClient] = await Promise.all([
      t.signIn(x.account_name, x.password),
      t.signIn(y.account_name, y.password),
    ]);
    // Leave x and y as the only active ADMINs for the race; the others come back afterwards.
    const others = (
      await exec<{ account_id: number }>(
        t.db,
        sql`update account set account_status = false
            where account_role = 'ADMIN' and account_status and account_id not in (${x.account_id}, ${y.account_id})
            returning account_id`,
      )
    ).rows.map((row) => row.account_id);
    try {
      const answers = await Promise.all([
        xClient.put(`/api/updatestatusadminacc/${y.account_id}`, { account_status: false }),
        yClient.put(`/api/updatestatusadminacc/${x.account_id}`, { account_status: false }),
      ]);
      const statuses = answers.map((res) => res.statusCode).sort();
      expect(statuses[0]).toBe(200);
      // The loser is refused as the last ADMIN, or its session already ended with its deactivation.
      expect([401, 409]).toContain(statuses[1]);
      const { rows } = await exec<{ account_id: number }>(
        t.db,
        sql`select account_id from account where account_role = 'ADMIN' and account_status`,
      );
      expect(rows).toHaveLength(1);
      const lastAdminId = rows[0]!.account_id;
      const survivor = lastAdminId === x.account_id ? xClient : yClient;
      const refused = await survivor.delete(`/api/deleteadminacc/${lastAdminId}`);
      expect(refused.statusCode).toBe(409);
    } finally {
      for (const id of others)
        await exec(t.db, sql`update account set account_status = true where account_id = ${id}`);
    }
  });

  it('answers 404 for an unknown id and 400 for a non-boolean status', async () => {
    expect((await admin.put('/api/updatestatusadminacc/999999', { account_status: true })).statusCode).toBe(
      404,
    );
    expect((await admin.put('/api/updatestatusadminacc/1', { account_status: 'maybe' })).statusCode).toBe(
      400,
    );
    expect((await admin.put('/api/updatestatusadminacc/abc', { account_status: true })).statusCode).toBe(400);
  });
});

describe('DELETE /api/deleteadminacc/{id}', () => {
  it('deletes an account and its sessions; the audit keeps the name', async () => {
    const user = await t.make.account();
    const session = await t.signIn(user.account_name, user.password);
    const res = await admin.delete(`/api/deleteadminacc/${user.account_id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.userDeleted(user.account_name));
    expect((await session.get('/api/me')).statusCode).toBe(401);
    const { rows } = await exec(
      t.db,
      sql`select 1 from tracking where tracking_activity = ${`Menghapus user ${user.account_name}`}`,
    );
    expect(rows).toHaveLength(1);
    expect((await admin.delete(`/api/deleteadminacc/${user.account_id}`)).statusCode).toBe(404);
  });

  it('refuses to delete the caller', async () => {
    const res = await admin.delete(`/api/deleteadminacc/${await adminId()}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.cannotDeleteSelf);
  });
});

describe('PUT /api/updatepassadminacc/{id}', () => {
  it('counts a wrong current password as a failed sign-in: a held session cannot guess it without end', async () => {
    const cs = await t.make.account({ role: 'CS' });
    const session = await t.signIn(cs.account_name, cs.password);
    const answers: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await session.put(`/api/updatepassadminacc/${cs.account_id}`, {
        account_password: 'Durian-Montong-Enak-1',
        current_password: `tebakan-${i}`,
      });
      answers.push(res.statusCode);
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Five failures from one address lock that pair, as at sign-in; the right password is refused too meanwhile.
    expect(answers).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
    const right = await session.put(`/api/updatepassadminacc/${cs.account_id}`, {
      account_password: 'Durian-Montong-Enak-1',
      current_password: cs.password,
    });
    expect(right.statusCode).toBe(429);
  });

  it('lets a CS change its own password with the current one; other sessions end, this one stays', async () => {
    const cs = await t.make.account({ role: 'CS' });
    const here = await t.signIn(cs.account_name, cs.password);
    const elsewhere = await t.signIn(cs.account_name, cs.password);
    const wrong = await here.put(`/api/updatepassadminacc/${cs.account_id}`, {
      account_password: 'Durian-Montong-Enak-1',
      current_password: 'salah-salah-salah',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(MSG.currentPasswordWrong);
    const res = await here.put(`/api/updatepassadminacc/${cs.account_id}`, {
      account_password: 'Durian-Montong-Enak-1',
      current_password: cs.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.passwordChanged(cs.account_name));
    expect((await here.get('/api/me')).statusCode).toBe(200);
    expect((await elsewhere.get('/api/me')).statusCode).toBe(401);
    await expect(t.signIn(cs.account_name, cs.password)).rejects.toThrow();
    expect((await t.signIn(cs.account_name, 'Durian-Montong-Enak-1')).cookie).toBeTruthy();
  });

  it("refuses a CHECKER changing someone else's password, existing or not, with the same answer", async () => {
    const site = await t.make.website();
    const colleague = await t.make.account({ role: 'CS', websiteId: site.website_id });
    const checker = await t.as('CHECKER', site.website_id);
    const a = await checker.put(`/api/updatepassadminacc/${colleague.account_id}`, {
      account_password: 'Durian-Montong-Enak-1',
    });
    const b = await checker.put('/api/updatepassadminacc/999999', {
      account_password: 'Durian-Montong-Enak-1',
    });
    expect(a.statusCode).toBe(403);
    expect(b.statusCode).toBe(403);
    expect(a.body).toBe(b.body);
  });

  it("lets an ADMIN reset another's password without the current one, ending all its sessions", async () => {
    const user = await t.make.account();
    const session = await t.signIn(user.account_name, user.password);
    const res = await admin.put(`/api/updatepassadminacc/${user.account_id}`, {
      account_password: 'Rambutan-Merah-Segar-2',
    });
    expect(res.statusCode).toBe(200);
    expect((await session.get('/api/me')).statusCode).toBe(401);
  });

  it('refuses an empty, short or common new password', async () => {
    const user = await t.make.account();
    for (const [password, message] of [
      ['', MSG.passwordEmpty],
      ['1234567', MSG.passwordTooShort],
      ['football2024', MSG.passwordTooCommon],
      [`${user.account_name}-rahasia`, MSG.passwordSameAsUsername],
    ] as const) {
      const res = await admin.put(`/api/updatepassadminacc/${user.account_id}`, {
        account_password: password,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});
