import { sql, type Column } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../test/db';
import { exec, type Database } from './client';
import { inTransaction } from './transaction';

/** Columns of a table of the test's own, as COPY names them. */
const columnsNamed = (...names: string[]) => names.map((name) => ({ name }) as Column);

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database?.close());

describe('inTransaction', () => {
  it('copies many rows with quotes, commas, newlines, NULLs and empty strings intact', async () => {
    const count = await inTransaction(database, async (tx) => {
      const trx = tx.db;
      await exec(
        trx,
        sql`create temp table copy_test (id int, label text, note text, amount numeric(18,2)) on commit drop`,
      );
      const rows = function* () {
        for (let i = 0; i < 120_000; i++)
          yield [i, `nama "${i}", baris\nkedua`, i % 3 === 0 ? null : i % 3 === 1 ? '' : 'x', '1250000.50'];
      };
      const copied = await tx.copyIn('copy_test', columnsNamed('id', 'label', 'note', 'amount'), rows());
      const { rows: stats } = await exec<{
        n: number;
        nulls: number;
        empties: number;
        total: string;
        sample: string;
      }>(
        trx,
        sql`select count(*)::int as n,
          count(*) filter (where note is null)::int as nulls,
          count(*) filter (where note = '')::int as empties,
          sum(amount)::text as total,
          (select label from copy_test where id = 7) as sample
        from copy_test`,
      );
      expect(stats[0]).toEqual({
        n: 120_000,
        nulls: 40_000,
        empties: 40_000,
        total: '150000060000.00',
        sample: 'nama "7", baris\nkedua',
      });
      return copied;
    });
    expect(count).toBe(120_000);
  });

  it('rolls back with its transaction', async () => {
    await exec(database.db, sql`create table copy_rollback (id int)`);
    await expect(
      inTransaction(database, async (tx) => {
        await tx.copyIn('copy_rollback', columnsNamed('id'), [[1], [2]]);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const { rows } = await exec<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from copy_rollback`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('refuses a nested transaction, so its work cannot commit early, and rolls back the whole', async () => {
    await exec(database.db, sql`create table nested_refused (id int)`);
    await expect(
      inTransaction(database, async (tx) => {
        await exec(tx.db, sql`insert into nested_refused values (1)`);
        await tx.db.transaction(async (inner) => {
          await exec(inner, sql`insert into nested_refused values (2)`);
        });
      }),
    ).rejects.toThrow('nested transaction is not supported');
    const { rows } = await exec<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from nested_refused`,
    );
    expect(rows[0]!.n).toBe(0);
  });
});
