/**
 * Two database roles on PostgreSQL (issue 18, V2): the real server runs as an application role that can do
 * everything the product does, yet cannot change, remove or truncate audit rows, nor switch off the trigger
 * that guards them.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../test/db';
import { testEngine } from '../test/engines';
import { fixture } from '../test/multipart';
import { ADMIN_ENV, call, signIn, startServer, upload, type ServerProcess } from '../test/process';
import { grantApplicationRole } from './roles';

const running: ServerProcess[] = [];
afterAll(() => {
  for (const server of running) server.proc.kill('SIGKILL');
});

async function asRole<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The error message of a statement, or 'ok' when it succeeded (inside a rolled-back transaction). */
const attempt = (client: pg.Client, statement: string) =>
  client
    .query('begin')
    .then(() => client.query(statement))
    .then(
      () => 'ok',
      (err: Error) => err.message,
    )
    .finally(() => client.query('rollback'));

describe.runIf(testEngine() === 'postgres')('the application role', () => {
  it('runs the product, and cannot rewrite the audit trail or switch off its trigger', async () => {
    const database = await freshDatabase();
    const ownerUrl = database.url!;
    const role = `rekon_app_${randomBytes(4).toString('hex')}`;
    const appUrlObject = new URL(ownerUrl);
    appUrlObject.username = role;
    appUrlObject.password = '';
    const appUrl = appUrlObject.toString();
    await asRole(ownerUrl, (c) => c.query(`create role ${role} login`));
    try {
      // The owner is the one role that could switch the trigger off: what a single-role setup exposes.
      await asRole(ownerUrl, async (owner) => {
        expect(await attempt(owner, 'alter table tracking disable trigger tracking_no_update_delete')).toBe(
          'ok',
        );
      });

      const server = await startServer({ DATABASE_URL: appUrl, DATABASE_OWNER_URL: ownerUrl, ...ADMIN_ENV });
      running.push(server);
      const token = await signIn(server.url);
      expect(
        (
          await call(server.url, token, 'POST', '/api/createwebsite', {
            website_name: 'Peran',
            website_code: 'ABC',
          })
        ).status,
      ).toBe(201);
      expect(
        (
          await call(server.url, token, 'POST', '/api/createakunbank', {
            akun_bank_website: 'ABC',
            akun_bank_jenis_transaksi: 'DEPO',
            akun_bank_bank: 'BCA',
            akun_bank_name: 'HENDRA KUSNADI',
            akun_bank_no: '4561237890',
          })
        ).status,
      ).toBe(201);
      const bca = {
        groups: 'ABC',
        jenis: 'DEPO',
        corporate_bank_name: 'HENDRA KUSNADI',
        corporate_bank_no: '4561237890',
        dates: '05-Jun-2026',
      };
      const day = (file: string) => fixture(`day-abc-2026-06-05/${file}`);
      // Uploads use COPY, temporary staging tables, advisory locks and the matching run's updates.
      const answers = [
        await upload(
          server.url,
          token,
          '/api/checkdata',
          { groups: 'ABC' },
          'bo-deposit.csv',
          day('bo-deposit.csv'),
        ),
        await upload(
          server.url,
          token,
          '/api/mutasiupdepobca',
          bca,
          'bca-statement.csv',
          day('bca-statement.csv'),
        ),
        await upload(
          server.url,
          token,
          '/api/mutasiupdepoqris',
          { groups: 'ABC' },
          'qris.csv',
          day('qris.csv'),
        ),
      ];
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(answers.map((a) => a.json.summary!.rows_inserted)).toEqual([39, 35, 5]);
      const tracking = await call(server.url, token, 'GET', '/api/tracking/ALL/100/1');
      expect(tracking.status).toBe(200);

      await asRole(appUrl, async (app) => {
        expect((await app.query('select current_user as me')).rows[0].me).toBe(role);
        expect((await app.query('select count(*)::int as n from tracking')).rows[0].n).toBeGreaterThan(3);
        expect(
          await attempt(
            app,
            `insert into tracking (tracking_website, tracking_username, tracking_role, tracking_activity, tracking_crated_at)
             values ('ALL', 'x', 'ADMIN', 'x', now())`,
          ),
        ).toBe('ok');
        // F8: rows are dated when they are written; a backdated (or forward-dated) one is refused.
        for (const when of [
          "now() - interval '1 day'",
          "now() - interval '20 minutes'",
          "now() + interval '1 day'",
        ])
          expect(
            await attempt(
              app,
              `insert into tracking (tracking_website, tracking_username, tracking_role, tracking_activity, tracking_crated_at)
               values ('ABC', 'x', 'ADMIN', 'x', ${when})`,
            ),
            when,
          ).toMatch(/^tracking rows are dated when they are written/);
        for (const statement of [
          'alter table tracking disable trigger tracking_dated_now',
          'drop function tracking_refuse_backdated() cascade',
        ])
          expect(await attempt(app, statement), statement).toMatch(/^must be owner of /);
        for (const statement of [
          "update tracking set tracking_activity = 'diubah'",
          'delete from tracking',
          'truncate tracking',
          'delete from schema_migration',
        ])
          expect(await attempt(app, statement), statement).toMatch(/^permission denied for table/);
        for (const statement of [
          'alter table tracking disable trigger tracking_no_update_delete',
          'alter table tracking disable trigger all',
          'drop trigger tracking_no_truncate on tracking',
          'alter table tracking owner to current_user',
        ])
          expect(await attempt(app, statement), statement).toMatch(
            /^must be owner of (table|relation) tracking/,
          );
      });
      server.proc.kill('SIGTERM');
      expect(await server.exited).toBe(0);

      // A setup that would give no protection is refused with a reason, not started.
      await expect(grantApplicationRole(database.db, 'postgres')).rejects.toThrow(/needs a role of its own/);
    } finally {
      await database.close();
      await asRole(process.env.TEST_DATABASE_URL!, (c) => c.query(`drop role if exists ${role}`));
    }
  }, 300_000);
});
