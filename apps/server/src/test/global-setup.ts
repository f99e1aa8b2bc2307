import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { databaseUrl, testEngine } from './engines';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
    /** Prefix of this run's per-file databases, dropped at the end even when a file failed to. */
    postgresRunId: string;
  }
}

/**
 * Migrates one template database per run; every test file then starts from a copy of it: a PGlite
 * data-folder dump, or a PostgreSQL `CREATE DATABASE … TEMPLATE`.
 */
export default async function setup(project: TestProject) {
  // The project's env reaches its test workers, not this process: read it from the project.
  const engine = project.config.env?.REKON_TEST_ENGINE ?? testEngine();
  if (engine === 'pglite') {
    const database = await openDatabase({});
    await migrate(database.db);
    const dump = await (database.client as PGlite).dumpDataDir('none');
    await database.close();
    const dir = mkdtempSync(path.join(tmpdir(), 'rekon-pglite-'));
    const file = path.join(dir, 'template.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', file);
    return () => rmSync(dir, { recursive: true, force: true });
  }

  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('The postgres test project needs TEST_DATABASE_URL.');
  const runId = `${process.pid}_${Date.now()}`;
  const template = `rekon_tpl_${runId}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${template}`);
  const database = await openDatabase({ url: databaseUrl(baseUrl, template), poolSize: 1 });
  await migrate(database.db);
  await database.close();
  await admin.end();
  project.provide('postgresTemplate', template);
  project.provide('postgresRunId', runId);
  return async () => {
    const cleanup = new pg.Client({ connectionString: baseUrl });
    await cleanup.connect();
    const { rows } = await cleanup.query<{ datname: string }>(
      `select datname from pg_database where datname like $1 or datname = $2`,
      [`rekon_t_${runId}_%`, template],
    );
    for (const { datname } of rows) await cleanup.query(`drop database if exists ${datname} with (force)`);
    await cleanup.end();
  };
}
