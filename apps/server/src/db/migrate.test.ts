import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exec, type Database } from './client';
import { migrate, readMigrations } from './migrate';
import { freshDatabase } from '../test/db';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database?.close());

describe('migrate', () => {
  it('finds the committed migrations in order, split into statements', () => {
    const migrations = readMigrations();
    expect(migrations.map((m) => m.name).slice(0, 2)).toEqual(['0000_init', '0001_tracking_append_only']);
    expect(migrations[1]!.statements).toHaveLength(3);
  });

  it('applies nothing on an up-to-date database', async () => {
    expect(await migrate(database.db)).toEqual([]);
  });

  const extra = {
    name: '9999_test_extra',
    sha256: 'a'.repeat(64),
    statements: ['create table test_extra (id int)'],
  };

  it('applies a new migration once, forward only', async () => {
    expect(await migrate(database.db, [...readMigrations(), extra])).toEqual(['9999_test_extra']);
    expect(await migrate(database.db, [...readMigrations(), extra])).toEqual([]);
    const { rows } = await exec(
      database.db,
      sql`select 1 from information_schema.tables where table_name = 'test_extra'`,
    );
    expect(rows).toHaveLength(1);
  });

  it('refuses to start when an applied migration was edited or removed', async () => {
    const edited = [...readMigrations(), extra].map((m, i) =>
      i === 0 ? { ...m, sha256: 'b'.repeat(64) } : m,
    );
    await expect(migrate(database.db, edited)).rejects.toThrow(/0000_init was edited/);
    await expect(migrate(database.db, readMigrations())).rejects.toThrow(
      /9999_test_extra is applied in the database but its file is missing/,
    );
  });
});
