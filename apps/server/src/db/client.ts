import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite, PgliteDatabase, PgliteTransaction } from 'drizzle-orm/pglite';
import { is, sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both engines: the pool, a PGlite instance, or a transaction of either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Engine = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  engine: Engine;
  /** The raw client, for what Drizzle does not cover (COPY, dumps). */
  client: PGlite | pg.Pool;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres://… to use a server; otherwise the embedded engine. */
  url?: string;
  /** PGlite data folder; undefined keeps the database in memory. */
  dataDir?: string;
  /** A PGlite data-folder dump (tar) to start from, for tests. */
  loadDataDir?: Blob;
  log?: FastifyBaseLogger;
  poolSize?: number;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.url ? openPostgres(options.url, options) : openPglite(options);
}

/**
 * Creates a new embedded cluster in a child process. Creating one (initdb) leaves PGlite's WebAssembly memory at
 * about 800 MB resident for the life of the process, and a closed instance's memory does not go back to the
 * system either (measured: 796 MB after creating, 455 MB after closing and opening again in the same process,
 * 287 MB when the cluster was created elsewhere). So a first start serves with the memory of every later one.
 */
async function createCluster(dataDir: string): Promise<void> {
  // Created beside the folder and renamed into place, so a start stopped half way never leaves a folder that looks
  // like a database (PG_VERSION written first) but is not one. The data-folder lock keeps other creators out.
  const creating = `${dataDir}.creating`;
  rmSync(creating, { recursive: true, force: true });
  const pglite = import.meta.resolve('@electric-sql/pglite');
  const script =
    `const { PGlite } = await import(${JSON.stringify(pglite)});` +
    'const db = new PGlite({ dataDir: process.argv[1] }); await db.waitReady; await db.close();';
  const child = spawn(process.execPath, ['--input-type=module', '-e', script, creating], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) {
    rmSync(creating, { recursive: true, force: true });
    throw new Error(`Could not create the embedded database in ${dataDir}: ${errors.trim()}`);
  }
  if (existsSync(dataDir)) {
    if (readdirSync(dataDir).length > 0)
      throw new Error(
        `${dataDir} holds files but no database (no PG_VERSION): move them away, then start Rekon again.`,
      );
    rmdirSync(dataDir);
  }
  renameSync(creating, dataDir);
}

async function openPglite({ dataDir, loadDataDir }: OpenOptions): Promise<Database> {
  if (dataDir && !loadDataDir && !existsSync(path.join(dataDir, 'PG_VERSION'))) await createCluster(dataDir);
  const client = new PGlite({ dataDir, loadDataDir });
  await client.waitReady;
  let closed = false;
  return {
    db: drizzlePglite({ client, schema }) as unknown as Db,
    engine: 'pglite',
    client,
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

async function openPostgres(url: string, { log, poolSize = 10 }: OpenOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // Never hang on a database that is down: fail fast and answer 503 (security.md H47).
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 10_000,
    application_name: 'rekon',
  });
  // An idle client that loses its backend (restart, network) emits here; without a listener it would crash
  // the process. The pool drops that client and connects a new one on the next query.
  pool.on('error', (err) => log?.warn({ err }, 'idle PostgreSQL connection lost'));
  pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
  pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => value);
  const client = await pool.connect().catch(async (err: unknown) => {
    await pool.end();
    throw err;
  });
  client.release();
  let closed = false;
  return {
    db: drizzlePg({ client: pool, schema }) as unknown as Db,
    engine: 'postgres',
    client: pool,
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

export interface ExecResult<Row> {
  rows: Row[];
  rowCount: number;
}

/**
 * A JS array as one SQL parameter (`${list(ids)}::bigint[]`): interpolated bare, Drizzle would expand it into
 * a list of parameters.
 */
export const list = (values: readonly unknown[]) => sql.param(values);

/** Runs raw SQL on either engine and hides the driver difference in affected-row counts. */
export async function exec<Row = Record<string, unknown>>(db: Db, query: SQL): Promise<ExecResult<Row>> {
  // node-postgres reports rowCount, PGlite affectedRows.
  const result: unknown = await db.execute(query);
  const { rows, rowCount, affectedRows } = result as {
    rows: Row[];
    rowCount?: number | null;
    affectedRows?: number;
  };
  return { rows, rowCount: rowCount ?? affectedRows ?? rows.length };
}

const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
]);

/** True when the database could not be reached: the request gets 503, not 500. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (CONNECTION_ERROR_CODES.has(code) || code.startsWith('08'))) return true;
    if (
      typeof message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connect ECONNREFUSED/i.test(
        message,
      )
    ) {
      return true;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** SQLSTATE of a database error, looking through Drizzle's wrapper. */
export function sqlState(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Rows a chunk of JSON text holds at most: a few megabytes of text each, whatever the number of rows. */
const JSON_CHUNK_ROWS = 50_000;

/** Whether `db` (a database or a transaction of one) runs on the embedded engine. */
const isEmbedded = (db: Db) => is(db, PgliteDatabase) || is(db, PgliteTransaction);

/**
 * Many rows, read the way each engine gives them fastest (50,000 engine rows of bo_row, measured): PostgreSQL sends
 * rows that node-postgres reads in 0.11 s, while PGlite builds each row in JavaScript (1.3 s as objects, 0.9 s as
 * arrays); there one JSON text per chunk of rows, written by the database and parsed natively, takes 0.45 s.
 * The rows come in no particular order on PGlite (the chunks are grouped): order them in JavaScript where it matters.
 */
export async function readRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  if (!isEmbedded(db)) return (await exec<Row>(db, query)).rows;
  const { rows } = await exec<{ json: string }>(
    db,
    sql`select json_agg(q)::text as json
        from (select x.*, (row_number() over () - 1) / ${JSON_CHUNK_ROWS} as json_chunk from (${query}) x) q
        group by q.json_chunk`,
  );
  const out: Row[] = [];
  for (const { json } of rows) for (const row of JSON.parse(json) as Row[]) out.push(row);
  return out;
}
