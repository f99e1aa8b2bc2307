import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { exec, type Db } from './client';
import { migrationsDir } from '../lib/paths';

/** Any constant: one advisory-lock key shared by every process that migrates this database. */
const MIGRATION_LOCK_KEY = 726_931_001;

export interface MigrationFile {
  name: string;
  sha256: string;
  statements: string[];
}

export function readMigrations(dir = migrationsDir()): MigrationFile[] {
  return readdirSync(dir)
    .filter((file) => /^[0-9]{4}_[a-z0-9_]+\.sql$/.test(file))
    .sort()
    .map((file) => {
      const text = readFileSync(path.join(dir, file), 'utf8');
      return {
        name: file.replace(/\.sql$/, ''),
        sha256: createHash('sha256').update(text).digest('hex'),
        // drizzle-kit separates statements with this marker; PGlite runs one statement per query.
        statements: text
          .split('--> statement-breakpoint')
          .map((statement) => statement.trim())
          .filter((statement) => statement.replace(/--.*$/gm, '').trim() !== ''),
      };
    });
}

/**
 * Applies the pending migrations in one transaction, forward only. A migration that was applied and has
 * since been edited or removed stops the start: the database and the code would disagree.
 */
export async function migrate(db: Db, migrations = readMigrations()): Promise<string[]> {
  // Read first, without creating or locking anything: a role that may not create tables (the application's,
  // beside an owner role) starts on a database that is up to date.
  if (await upToDate(db, migrations)) return [];
  return db.transaction(async (trx) => {
    await exec(trx, sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await exec(
      trx,
      sql`create table if not exists schema_migration (
        name text primary key,
        sha256 text not null,
        applied_at timestamptz not null default now()
      )`,
    );
    const { rows } = await exec<{ name: string; sha256: string }>(
      trx,
      sql`select name, sha256 from schema_migration order by name`,
    );
    const applied = checkApplied(rows, migrations);
    const done: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.name)) continue;
      for (const statement of migration.statements) await exec(trx, sql.raw(statement));
      await exec(
        trx,
        sql`insert into schema_migration (name, sha256) values (${migration.name}, ${migration.sha256})`,
      );
      done.push(migration.name);
    }
    return done;
  });
}

/** The applied migrations by name, after checking that none was edited or removed since. */
function checkApplied(rows: { name: string; sha256: string }[], migrations: MigrationFile[]) {
  const applied = new Map(rows.map((row) => [row.name, row.sha256]));
  const known = new Map(migrations.map((m) => [m.name, m.sha256]));
  for (const [name, sha] of applied) {
    const file = known.get(name);
    if (file === undefined)
      throw new Error(`Migration ${name} is applied in the database but its file is missing.`);
    if (file !== sha)
      throw new Error(`Migration ${name} was edited after it was applied; add a new migration instead.`);
  }
  return applied;
}

async function upToDate(db: Db, migrations: MigrationFile[]): Promise<boolean> {
  const { rows: exists } = await exec<{ table: string | null }>(
    db,
    sql`select to_regclass('schema_migration')::text as table`,
  );
  if (!exists[0]?.table) return false;
  const { rows } = await exec<{ name: string; sha256: string }>(
    db,
    sql`select name, sha256 from schema_migration`,
  );
  const applied = checkApplied(rows, migrations);
  return migrations.every((m) => applied.has(m.name));
}
