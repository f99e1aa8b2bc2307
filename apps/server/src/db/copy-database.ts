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
  trackingChain,
  trackingVerification,
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
  trackingVerification,
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
    // Tracking rows keep their ids and chain hashes (decision 066): the trigger that chains new rows stands
    // aside while they are copied, and the source's chain head replaces the fresh target's.
    await client.query('alter table tracking disable trigger tracking_hash_chain');
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
    await client.query('alter table tracking enable trigger tracking_hash_chain');
    const chainTable = getTableName(trackingChain);
    const { rows: head } = await pglite.query<{ last: string; hash: string }>(
      `select chain_last_id::text as last, chain_hash as hash from ${chainTable}`,
    );
    await client.query(`update ${chainTable} set chain_last_id = $1, chain_hash = $2`, [
      head[0]!.last,
      head[0]!.hash,
    ]);
    // Serial columns continue after the copied ids.
    const { rows: serials } = await client.query<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns
       where table_schema = 'public' and column_default like 'nextval(%'`,
    );
    // tracking_id has no default since migration 0017: its trigger draws from the sequence (decision 066).
    serials.push({ table_name: getTableName(tracking), column_name: 'tracking_id' });
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
