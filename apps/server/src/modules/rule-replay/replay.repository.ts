import { sql } from 'drizzle-orm';
import { exec, list, type Db } from '../../db/client';
import type { SideTables } from '../reconciliation/sides';

/** The description of statement rows by id, as the statement printed it: what a checker recognises a row by. */
export async function statementDescriptions(
  db: Db,
  t: SideTables,
  ids: readonly number[],
): Promise<Map<number, string | null>> {
  if (ids.length === 0) return new Map();
  const prefix = t.mutasi.prefix;
  const { rows } = await exec<{ id: number; description: string | null }>(
    db,
    sql`select ${sql.raw(`"${t.mutasi.id}"`)} as id, ${sql.raw(`"${prefix}_description"`)} as description
        from ${sql.raw(`"${t.mutasi.table}"`)} where ${sql.raw(`"${t.mutasi.id}"`)} = any(${list(ids)}::bigint[])`,
  );
  return new Map(rows.map((row) => [Number(row.id), row.description]));
}
