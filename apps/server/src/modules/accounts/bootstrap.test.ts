import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { MSG } from '@rekon/contracts';
import { buildApp } from '../../app';
import { defaultConfig } from '../../config';
import { exec, type Database } from '../../db/client';
import { freshDatabase } from '../../test/db';
import { Client, tokenFrom } from '../../test/app';
import { bootstrap } from './bootstrap';

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

async function start(options: { adminPassword?: string; adminUsername?: string } = {}) {
  database = await freshDatabase();
  const app = await buildApp({ database, config: defaultConfig(), logger: false });
  const printed: string[] = [];
  const run = () =>
    bootstrap(database!.db, {
      ...options,
      adminUsername: options.adminUsername,
      adminPassword: options.adminPassword,
      whitelistSeed: ['127.0.0.1', '::1'],
      log: app.log,
      now: new Date(),
      announce: (text) => printed.push(text),
    });
  await run();
  await app.ready();
  return { app, printed, run };
}

describe('bootstrap', () => {
  it('creates admin with a printed random password that must be changed before anything else', async () => {
    const { app, printed, run } = await start();
    expect(printed).toHaveLength(1);
    const password = /password: (\S+)/.exec(printed[0]!)?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(16);

    const anonymous = new Client(app, undefined);
    const res = await anonymous.post('/api/login', { account_name: 'admin', account_password: password });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.must_change_password).toBe(true);
    const admin = new Client(app, tokenFrom(res));

    expect((await admin.get('/api/me')).json().must_change_password).toBe(true);
    const blocked = await admin.get('/api/viewwebsite/100/1');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe(MSG.mustChangePassword);

    const me = (await admin.get('/api/me')).json();
    const withoutCurrent = await admin.put(`/api/updatepassadminacc/${me.account_id}`, {
      account_password: 'Pilihan-Sendiri-Kuat-8',
    });
    expect(withoutCurrent.statusCode).toBe(400);
    expect(withoutCurrent.json().message).toBe(MSG.currentPasswordRequired);
    const changed = await admin.put(`/api/updatepassadminacc/${me.account_id}`, {
      account_password: 'Pilihan-Sendiri-Kuat-8',
      current_password: password,
    });
    expect(changed.statusCode).toBe(200);
    expect((await admin.get('/api/me')).json().must_change_password).toBe(false);
    expect((await admin.get('/api/viewwebsite/100/1')).statusCode).toBe(200);

    // A second start on the same database creates and prints nothing.
    await run();
    expect(printed).toHaveLength(1);
    const { rows } = await exec<{ n: number }>(database!.db, sql`select count(*)::int as n from account`);
    expect(rows[0]!.n).toBe(1);
    await app.close();
  });

  it('uses ADMIN_USERNAME and ADMIN_PASSWORD without forcing a change, and seeds the whitelist', async () => {
    const { app, printed } = await start({
      adminUsername: 'kepala',
      adminPassword: 'Dari-Lingkungan-Kuat-5',
    });
    expect(printed).toHaveLength(0);
    const res = await new Client(app, undefined).post('/api/login', {
      account_name: 'kepala',
      account_password: 'Dari-Lingkungan-Kuat-5',
    });
    expect(res.json().data.must_change_password).toBe(false);
    const { rows } = await exec<{ ip: string }>(
      database!.db,
      sql`select whitelist_ip as ip from whitelist order by ip`,
    );
    expect(rows.map((r) => r.ip)).toEqual(['127.0.0.1', '::1']);
    await app.close();
  });

  it('refuses a weak ADMIN_PASSWORD at start-up', async () => {
    await expect(start({ adminPassword: 'admin123' })).rejects.toThrow(/ADMIN_PASSWORD is refused/);
  });
});
