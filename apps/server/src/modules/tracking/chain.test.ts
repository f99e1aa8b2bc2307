import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exec, openDatabase, type Database } from '../../db/client';
import { migrate, readMigrations } from '../../db/migrate';
import { testApp, type Client, type TestApp } from '../../test/app';
import { databaseUrl, testEngine } from '../../test/engines';
import { chainHash, lastVerification, verifyAndRecord, verifyChain, type ChainRow } from './chain';
import { record } from './tracking.service';

/**
 * The tamper-evident Tracking trail (issue 32 item 7, decision 066), on this run's engine. The test database
 * connects as the tables' owner (a superuser on PostgreSQL), the one who can get past the append-only
 * triggers: what it changes behind the chain's back is what the verification must find.
 */
let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await testApp();
  admin = await t.admin();
});
afterAll(() => t?.close());

const run = <Row = Record<string, unknown>>(query: ReturnType<typeof sql>) => exec<Row>(t.db, query);

/** As the owner: with the append-only trigger (or another) lifted for one statement. */
async function behindTheTrigger(trigger: string, query: ReturnType<typeof sql>) {
  await t.db.transaction(async (trx) => {
    await exec(trx, sql.raw(`alter table tracking disable trigger ${trigger}`));
    await exec(trx, query);
    await exec(trx, sql.raw(`alter table tracking enable trigger ${trigger}`));
  });
}

const entry = (activity: string, extra: { accountId?: number; ip?: string } = {}) => ({
  website: 'ALL',
  username: 'budi',
  role: 'ADMIN',
  activity,
  at: new Date(),
  ...extra,
});

const lastId = async () =>
  Number((await run<{ id: string }>(sql`select max(tracking_id)::text as id from tracking`)).rows[0]!.id);

describe('the Tracking chain', () => {
  it('chains every row as it is written, whatever the insert says, and a clean chain verifies', async () => {
    await record(t.db, entry('Ubah nama «Bank» → ÉLITE 😀', { accountId: 7, ip: '10.0.0.9' }));
    await record(t.db, entry('Tanpa alamat'));
    // A hash given by the writer is not kept: the trigger writes its own.
    await run(sql`insert into tracking (tracking_website, tracking_username, tracking_role, tracking_activity,
        tracking_crated_at, tracking_prev_hash, tracking_hash)
      values ('ALL', 'mallory', 'ADMIN', 'palsu', now(), 'x', ${'f'.repeat(64)})`);
    // Concurrent writers (separate connections on PostgreSQL) line up behind the chain's head.
    await Promise.all(
      Array.from({ length: 8 }, (_, i) => t.db.transaction((trx) => record(trx, entry(`Paralel ${i}`)))),
    );
    const { rows } = await run<{ hash: string }>(
      sql`select tracking_hash as hash from tracking where tracking_username = 'mallory'`,
    );
    expect(rows[0]!.hash).not.toBe('f'.repeat(64));
    const result = await verifyChain(t.db);
    expect(result).toMatchObject({ ok: true, brokenId: null });
    expect(result.rows).toBe(
      Number((await run<{ n: string }>(sql`select count(*)::text as n from tracking`)).rows[0]!.n),
    );
    expect(result.rows).toBeGreaterThanOrEqual(11);
    const head = await run<{ hash: string }>(
      sql`select tracking_hash as hash from tracking order by tracking_id desc limit 1`,
    );
    expect(result.headHash).toBe(head.rows[0]!.hash);
  });

  it('finds a row changed by the table owner, and holds again once it is put back', async () => {
    await record(t.db, entry('Setujui 5 baris'));
    const id = await lastId();
    await record(t.db, entry('Sesudahnya'));
    await behindTheTrigger(
      'tracking_no_update_delete',
      sql`update tracking set tracking_activity = 'Setujui 0 baris' where tracking_id = ${id}`,
    );
    const broken = await verifyChain(t.db);
    expect(broken).toMatchObject({ ok: false, brokenId: id });
    expect(broken.message).toContain('changed');

    // The date is in the hash too, to the microsecond.
    await behindTheTrigger(
      'tracking_no_update_delete',
      sql`update tracking set tracking_activity = 'Setujui 5 baris',
            tracking_crated_at = tracking_crated_at - interval '1 microsecond' where tracking_id = ${id}`,
    );
    expect(await verifyChain(t.db)).toMatchObject({ ok: false, brokenId: id });
    await behindTheTrigger(
      'tracking_no_update_delete',
      sql`update tracking set tracking_crated_at = tracking_crated_at + interval '1 microsecond'
           where tracking_id = ${id}`,
    );
    expect(await verifyChain(t.db)).toMatchObject({ ok: true });
  });

  it('finds a row inserted with a forged hash, inside the trail or after its head', async () => {
    // A gap in the ids (a rolled-back insert leaves one too) where a forged row can be slipped in.
    const gap = Number(
      (
        await run<{ id: string }>(
          sql`select nextval(pg_get_serial_sequence('tracking', 'tracking_id'))::text as id`,
        )
      ).rows[0]!.id,
    );
    await record(t.db, entry('Sesudah celah'));
    const insertForged = (id: number, prevHash: string, hash: string) =>
      behindTheTrigger(
        'tracking_hash_chain',
        sql`insert into tracking (tracking_id, tracking_website, tracking_username, tracking_role,
              tracking_activity, tracking_crated_at, tracking_prev_hash, tracking_hash)
            values (${id}, 'ALL', 'mallory', 'ADMIN', 'Baris sisipan', now(), ${prevHash}, ${hash})`,
      );
    const before = await run<{ hash: string }>(
      sql`select tracking_hash as hash from tracking where tracking_id < ${gap} order by tracking_id desc limit 1`,
    );
    await insertForged(gap, before.rows[0]!.hash, 'f'.repeat(64));
    expect(await verifyChain(t.db)).toMatchObject({ ok: false, brokenId: gap });

    // A forger who knows the algorithm makes the row's own hash right: the row after it no longer follows.
    const forged = await run<ChainRow>(
      sql`select tracking_id::text as "id", tracking_website as "website", tracking_username as "username",
                 tracking_role as "role", ((extract(epoch from tracking_crated_at) * 1000000)::bigint)::text as "micros",
                 tracking_activity as "activity", null as "accountId", null as "ip",
                 tracking_prev_hash as "prevHash", tracking_hash as "hash"
            from tracking where tracking_id = ${gap}`,
    );
    const good = chainHash(before.rows[0]!.hash, forged.rows[0]!);
    await behindTheTrigger(
      'tracking_no_update_delete',
      sql`update tracking set tracking_hash = ${good} where tracking_id = ${gap}`,
    );
    const after = await verifyChain(t.db);
    expect(after.ok).toBe(false);
    expect(after.brokenId).toBe(gap + 1);
    expect(after.message).toContain(`does not follow row ${gap}`);
    await behindTheTrigger('tracking_no_update_delete', sql`delete from tracking where tracking_id = ${gap}`);
    expect(await verifyChain(t.db)).toMatchObject({ ok: true });

    // Written around the trigger at the end: the chain's head does not name it.
    const next = (await lastId()) + 1;
    const tail = await run<{ hash: string }>(sql`select chain_hash as hash from tracking_chain`);
    await insertForged(next, tail.rows[0]!.hash, 'e'.repeat(64));
    const around = await verifyChain(t.db);
    expect(around).toMatchObject({ ok: false, brokenId: next });
    expect(around.message).toContain('around the chain');
    await behindTheTrigger(
      'tracking_no_update_delete',
      sql`delete from tracking where tracking_id = ${next}`,
    );
    expect(await verifyChain(t.db)).toMatchObject({ ok: true });
  });

  it('tells the ADMIN dashboard the last verification, and no other role', async () => {
    const site = await t.make.website();
    const checker = await t.as('CHECKER', site.website_id);
    const before = (await admin.get('/api/dashboard/all/05-Jun-2026')).json();
    expect(before.chain_verification).toEqual(await lastVerification(t.db));

    const ok = await verifyAndRecord(t.db, new Date('2026-11-28T08:00:00Z'));
    expect(ok.ok).toBe(true);
    let body = (await admin.get('/api/dashboard/all/05-Jun-2026')).json();
    expect(body.chain_verification).toEqual({ at: '2026-11-28T08:00:00.000Z', ok: true, broken_id: null });
    const checkerBody = (await checker.get(`/api/dashboard/${site.website_code}/05-Jun-2026`)).json();
    expect(checkerBody).not.toHaveProperty('chain_verification');

    // Removing a row in the middle is found at the row after it.
    await record(t.db, entry('Akan dihapus'));
    const removed = await lastId();
    await record(t.db, entry('Tetap'));
    await behindTheTrigger(
      'tracking_no_update_delete',
      sql`delete from tracking where tracking_id = ${removed}`,
    );
    const broken = await verifyAndRecord(t.db, new Date('2026-11-28T08:05:00Z'));
    expect(broken).toMatchObject({ ok: false, brokenId: removed + 1 });
    body = (await admin.get('/api/dashboard/all/05-Jun-2026')).json();
    expect(body.chain_verification).toEqual({
      at: '2026-11-28T08:05:00.000Z',
      ok: false,
      broken_id: removed + 1,
    });

    // And removing the last rows is found by the chain's head.
    await behindTheTrigger(
      'tracking_no_update_delete',
      sql`delete from tracking where tracking_id >= ${removed}`,
    );
    const tail = await verifyChain(t.db);
    expect(tail).toMatchObject({ ok: false, brokenId: removed + 1 });
    expect(tail.message).toContain('removed from its end');
  });
});

describe('migration 0017', () => {
  let database: Database;
  let drop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    if (testEngine() === 'pglite') {
      database = await openDatabase({});
      return;
    }
    const baseUrl = process.env.TEST_DATABASE_URL!;
    const name = `rekon_t_m0017_${randomBytes(4).toString('hex')}`;
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
    database = await openDatabase({ url: databaseUrl(baseUrl, name) });
    drop = async () => {
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    };
  });
  afterAll(async () => {
    await database?.close();
    await drop();
  });

  it('chains the rows written before it in id order, and new rows continue the chain', async () => {
    await migrate(
      database.db,
      readMigrations().filter((migration) => migration.name < '0017'),
    );
    for (const activity of ['Satu', 'Dua', 'Tiga'])
      await exec(
        database.db,
        sql`insert into tracking (tracking_website, tracking_username, tracking_role, tracking_activity,
              tracking_crated_at, tracking_account_id, tracking_ip)
            values ('ALL', 'lama', 'ADMIN', ${activity}, now(), 1, '127.0.0.1')`,
      );
    await migrate(database.db);
    expect(await verifyChain(database.db)).toMatchObject({ ok: true, rows: 3 });
    await record(database.db, entry('Empat'));
    expect(await verifyChain(database.db)).toMatchObject({ ok: true, rows: 4 });
  });
});
