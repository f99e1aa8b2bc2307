import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { databaseUrl, testEngine } from './engines';

let counter = 0;

/** A freshly migrated database of this run's engine, for one test file; close() drops it. */
export async function freshDatabase(): Promise<Database & { url?: string }> {
  if (testEngine() === 'pglite') {
    const dump = readFileSync(inject('pgliteTemplate'));
    return openDatabase({ loadDataDir: new Blob([dump]) });
  }
  const baseUrl = process.env.TEST_DATABASE_URL!;
  const name = `rekon_t_${inject('postgresRunId')}_${counter++}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(baseUrl, name);
  const database = await openDatabase({ url });
  return {
    ...database,
    url,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
