import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { getTableName, sql } from 'drizzle-orm';
import { exec, type Database } from './client';
import { migrate } from './migrate';
import {
  account,
  akunBank,
  boRow,
  learnedName,
  riskSetting,
  statementRow,
  tracking,
  upload,
  uploadBalance,
  uploadFile,
  website,
  whitelist,
} from './schema';

/**
 * The tables worth moving, parents first. Sessions, sign-in counters and the migration record are left out:
 * users sign in again, and the target has its own migration record.
 */
const COPIED_TABLES = [
  website,
  account,
  whitelist,
  akunBank,
  tracking,
  upload,
  uploadFile,
  uploadBalance,
  boRow,
  statementRow,
  learnedName,
  riskSetting,
].map((table) => getTableName(table));

export interface CopyReport {
  table: string;
  rows: number;
}

/**
 * Moves an embedded database into PostgreSQL (docs/operations.md): the target is migrated to the same
 * schema, must be empty, and receives every table with COPY in one transaction, sequences included.
 */
export async function copyDatabase(
  source: Database,
  target: Database,
  log: (line: string) => void = () => {},
): Promise<CopyReport[]> {
  if (source.engine !== 'pglite' || target.engine !== 'postgres')
    throw new Error('Copy goes from the embedded database to PostgreSQL.');
  await migrate(source.db);
  await migrate(target.db);
  for (const table of COPIED_TABLES) {
    const { rows } = await exec<{ n: number }>(target.db, sql.raw(`select count(*)::int as n from ${table}`));
    if ((rows[0]?.n ?? 0) > 0)
      throw new Error(
        `The target database is not empty (table ${table} has rows); copy into a fresh database.`,
      );
  }
  const pglite = source.client as PGlite;
  const client = await (target.client as pg.Pool).connect();
  const report: CopyReport[] = [];
  try {
    await client.query('begin');
    for (const table of COPIED_TABLES) {
      const { blob } = await pglite.query(`COPY ${table} TO '/dev/blob' WITH (FORMAT binary)`);
      const bytes = blob ? Buffer.from(await blob.arrayBuffer()) : Buffer.alloc(0);
      if (bytes.length > 0)
        await pipeline(
          Readable.from([bytes]),
          client.query(copyFrom(`COPY ${table} FROM STDIN WITH (FORMAT binary)`)),
        );
      const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from ${table}`);
      report.push({ table, rows: rows[0]?.n ?? 0 });
      log(`${table}: ${rows[0]?.n ?? 0} rows`);
    }
    // Serial columns continue after the copied ids.
    const { rows: serials } = await client.query<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns
       where table_schema = 'public' and column_default like 'nextval(%'`,
    );
    for (const { table_name: table, column_name: column } of serials) {
      await client.query(
        `select setval(pg_get_serial_sequence('${table}', '${column}'), coalesce((select max("${column}") from "${table}"), 1), (select max("${column}") from "${table}") is not null)`,
      );
    }
    await client.query('commit');
    return report;
  } catch (err) {
    await client.query('rollback');
    throw err;
  } finally {
    client.release();
  }
}
