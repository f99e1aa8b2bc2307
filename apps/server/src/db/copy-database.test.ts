import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { exec, openDatabase, type Database } from './client';
import { copyDatabase } from './copy-database';
import { freshDatabase } from '../test/db';
import { testEngine } from '../test/engines';
import { Factories } from '../test/factories';
import { verifyChain } from '../modules/tracking/chain';
import { record } from '../modules/tracking/tracking.service';

describe.runIf(testEngine() === 'postgres')('copyDatabase', () => {
  const opened: Database[] = [];
  afterAll(async () => {
    for (const database of opened.reverse()) await database.close();
  });

  it('moves every table from the embedded database into an empty PostgreSQL, sequences included', async () => {
    const source = await openDatabase({});
    opened.push(source);
    const target = await freshDatabase();
    opened.push(target);
    const { migrate } = await import('./migrate');
    await migrate(source.db);
    const make = new Factories(source.db);
    const site = await make.website({ code: 'COPY1' });
    await make.account({ websiteId: site.website_id });
    await make.akunBank({ websiteCode: 'COPY1' });
    const bo = await make.boDeposit({ websiteCode: 'COPY1' });
    await make.mutasiDeposit({ websiteCode: 'COPY1' });
    await record(source.db, {
      website: 'COPY1',
      username: 'x',
      role: 'ADMIN',
      activity: 'Disalin',
      at: new Date(),
    });

    const report = await copyDatabase(source, target);
    expect(report.find((r) => r.table === 'bo_row')).toEqual({ table: 'bo_row', rows: 1 });
    expect(report.find((r) => r.table === 'statement_row')).toEqual({ table: 'statement_row', rows: 1 });
    for (const table of [
      'website',
      'account',
      'akun_bank',
      'upload',
      'bo_row',
      'statement_row',
      'tracking',
    ]) {
      const count = async (db: Database) =>
        (await exec<{ n: number }>(db.db, sql.raw(`select count(*)::int as n from ${table}`))).rows[0]!.n;
      expect(await count(target), table).toBe(await count(source));
    }
    const { rows } = await exec<{ ticket: string; amount: string }>(
      target.db,
      sql`select ticket, amount_cents::text as amount from bo_row`,
    );
    expect(rows).toEqual([{ ticket: bo.ticket_no, amount: '10000000' }]);
    // New rows get ids after the copied ones.
    const next = await new Factories(target.db).website({ code: 'COPY2' });
    expect(next.website_id).toBeGreaterThan(site.website_id);
    const nextBo = await new Factories(target.db).boDeposit({ websiteCode: 'COPY2' });
    expect(nextBo.bo_id).toBeGreaterThan(bo.bo_id);
    // The Tracking chain comes along whole (decision 066), and new rows continue it.
    const copied = await verifyChain(target.db);
    expect(copied).toMatchObject({ ok: true, rows: 1 });
    expect(copied.headHash).toBe((await verifyChain(source.db)).headHash);
    await record(target.db, {
      website: 'COPY2',
      username: 'x',
      role: 'ADMIN',
      activity: 'Sesudah',
      at: new Date(),
    });
    expect(await verifyChain(target.db)).toMatchObject({ ok: true, rows: 2 });
    await expect(copyDatabase(source, target)).rejects.toThrow(/not empty/);
  });
});
