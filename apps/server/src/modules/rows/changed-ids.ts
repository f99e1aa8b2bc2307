import type { SQL } from 'drizzle-orm';
import { exec, type Db } from '../../db/client';

/**
 * Runs a checker's update of `count` named rows, which returns `<row id> as id` for each row it changed, and gives
 * those ids (a row no longer in the state the update asks for is left alone); naming no row runs nothing.
 */
export async function changedIds(db: Db, count: number, update: SQL): Promise<Set<number>> {
  if (count === 0) return new Set();
  const { rows } = await exec<{ id: number }>(db, update);
  return new Set(rows.map((row) => Number(row.id)));
}
