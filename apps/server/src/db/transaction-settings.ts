import { sql } from 'drizzle-orm';
import { exec, type Db } from './client';

/**
 * Settings of the caller's transaction, for the work that needs them. Each holds until the transaction ends.
 */

/** A run's reconciliation fits in memory; PostgreSQL's 4 MB default spills it to disk (5x slower on PGlite). */
export async function roomForAReconciliation(db: Db) {
  await exec(db, sql`set local work_mem = '64MB'`);
}

/**
 * One snapshot for every read, and no JIT: lookups whose cost estimates are far above their real cost compile
 * for longer than they run (decision 044).
 */
export async function readOnlySnapshotWithoutJit(db: Db) {
  await exec(db, sql`set transaction read only`);
  await exec(db, sql`set local jit = off`);
}

/**
 * Serialises every change to one website's matching: two uploads at once, in one process or two, end in one
 * consistent state (reconcile.md "When it runs").
 */
export async function lockWebsite(db: Db, website: string) {
  await exec(db, sql`select pg_advisory_xact_lock(hashtext(${`rekon:website:${website}`}))`);
}
