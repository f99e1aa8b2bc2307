/**
 * Upload + reconcile throughput (issue 6 and 9): one website-day of N BO deposits and its statement of about
 * N credits, ingested through the real upload service (parse, COPY into staging, insert, reconcile, audit) on
 * PGlite and on PostgreSQL, beside a raw COPY of the same rows into PostgreSQL. Prints figures; never asserts.
 *
 *   npx tsx bench/upload.bench.ts [rows...]       (default 100000 1000000)
 *   BENCH_DATABASE_URL=postgres://… picks the PostgreSQL server (default: the local test server)
 *   BENCH_ENGINES=postgres runs one engine only (default: postgres,pglite)
 */
import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { pipeline } from 'node:stream/promises';
import { openDatabase, exec, type Database } from '../apps/server/src/db/client';
import { HeavyWork, sizeHeavyWork } from '../apps/server/src/lib/heavy-work';
import type { Actor } from '../apps/server/src/http/access';
import { writeBcaStatement, writeBoExport, type DayShape } from '../apps/server/src/test/day-files';
import { sql } from 'drizzle-orm';
import { ingestBenchFile, setupBenchDay } from './lib/bench-day';
import { report, type BenchRow } from './lib/report';

const sizes = process.argv.slice(2).map(Number).filter(Boolean);
const ROWS = sizes.length > 0 ? sizes : [100_000, 1_000_000];
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ENGINES = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',');
for (const engine of ENGINES) {
  if (engine !== 'postgres' && engine !== 'pglite') {
    console.error(
      `BENCH_ENGINES: unknown engine "${engine}"; use postgres, pglite or both, comma separated.`,
    );
    process.exit(2);
  }
}
/** One upload at a time here: the queue never makes it wait (decision 039). */
const heavyWork = new HeavyWork(sizeHeavyWork());
const dir = mkdtempSync(path.join(tmpdir(), 'rekon-bench-'));

/** One day file through the upload service, with where its time went (the upload's own laps). */
async function ingest(
  database: Database,
  actor: Actor,
  endpoint: '/api/checkdata' | '/api/mutasiupdepobca',
  file: string,
  shape: DayShape,
) {
  const { ms, summary } = await ingestBenchFile(database, heavyWork, actor, endpoint, file, shape);
  const { rows: laps } = await exec<{ t: Record<string, number> }>(
    database.db,
    sql`select upload_summary->'timings_ms' as t from upload where upload_id = ${summary.upload_id}`,
  );
  console.log(`  ${path.basename(file)}: ${Math.round(ms)} ms, of which ${JSON.stringify(laps[0]?.t)}`);
  return { ms, summary };
}

/**
 * A raw COPY of the same rows: what the upload stored, dumped with COPY TO and timed loading back with
 * COPY FROM, into a bare copy of each table (the lower bound) and into one with the same indexes.
 */
async function rawCopy(url: string) {
  const client = new pg.Client({ connectionString: url });
  // The run's database is dropped with (force) afterwards; an idle client must not crash the benchmark then.
  client.on('error', () => {});
  await client.connect();
  try {
    const tables = ['bo_row', 'statement_row'];
    for (const table of tables) {
      await pipeline(
        client.query(copyTo(`COPY ${table} TO STDOUT`)),
        createWriteStream(path.join(dir, `${table}.copy`)),
      );
    }
    const load = async (including: string) => {
      const started = performance.now();
      for (const table of tables) {
        await client.query(`create temp table raw_${table} (like ${table} ${including})`);
        await pipeline(
          createReadStream(path.join(dir, `${table}.copy`)),
          client.query(copyFrom(`COPY raw_${table} FROM STDIN`)),
        );
      }
      const ms = performance.now() - started;
      for (const table of tables) await client.query(`drop table raw_${table}`);
      return ms;
    };
    return { bare: await load(''), indexed: await load('including indexes') };
  } finally {
    await client.end();
  }
}

const rows: BenchRow[] = [];
for (const n of ROWS) {
  const shape: DayShape = {
    rows: n,
    website: 'BENCH',
    account: { name: 'HENDRA KUSNADI', number: '4561237890' },
    missingShare: 0.05,
    // 100k rows make one crowded day of one account; a million rows are a 10-day export of 100k a day.
    days: n > 100_000 ? 10 : 1,
  };
  const boFile = path.join(dir, `bo-${n}.csv`);
  const bcaFile = path.join(dir, `bca-${n}.csv`);
  await writeBoExport(boFile, shape);
  await writeBcaStatement(bcaFile, shape);
  const statementRows = Math.round(n * (1 - shape.missingShare));
  for (const engine of ENGINES) {
    let database: Database | undefined;
    let dbName: string | undefined;
    let dbUrl: string | undefined;
    let dataDir: string | undefined;
    try {
      if (engine === 'postgres') {
        dbName = `rekon_bench_${process.pid}_${n}`;
        const admin = new pg.Client({ connectionString: PG_URL });
        await admin.connect();
        await admin.query(`drop database if exists ${dbName}`);
        await admin.query(`create database ${dbName}`);
        await admin.end();
        const url = new URL(PG_URL);
        url.pathname = `/${dbName}`;
        dbUrl = url.toString();
        database = await openDatabase({ url: dbUrl });
      } else {
        // In a data folder, as the server keeps it: in memory, PGlite's file system copies a growing file on
        // every extension, and a million staged rows took four times as long.
        dataDir = mkdtempSync(path.join(tmpdir(), 'rekon-bench-pglite-'));
        database = await openDatabase({ dataDir });
      }
      const actor = await setupBenchDay(database, shape);
      const bo = await ingest(database, actor, '/api/checkdata', boFile, shape);
      const statement = await ingest(database, actor, '/api/mutasiupdepobca', bcaFile, shape);
      const { rows: matched } = await exec<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from statement_row where bo_id is not null`,
      );
      const total = bo.summary.rows_inserted + statement.summary.rows_inserted;
      const seconds = (bo.ms + statement.ms) / 1000;
      const copy = dbUrl ? await rawCopy(dbUrl) : null;
      rows.push({
        subject: `upload+reconcile ${n.toLocaleString('en')} BO + ${statementRows.toLocaleString('en')} statement rows, ${shape.days} day${shape.days === 1 ? '' : 's'}`,
        engine,
        figures: {
          'BO file s': bo.ms / 1000,
          'statement file s (incl. reconcile)': statement.ms / 1000,
          'rows/s': Math.round(total / seconds),
          matched: matched[0]!.n,
          ...(copy !== null
            ? {
                'raw COPY s': copy.bare / 1000,
                'ratio to COPY': seconds / (copy.bare / 1000),
                'COPY with indexes s': copy.indexed / 1000,
              }
            : {}),
        },
      });
    } catch (err) {
      rows.push({
        subject: `upload+reconcile ${n.toLocaleString('en')} rows`,
        engine,
        figures: { error: (err as Error).message.slice(0, 120) },
      });
    } finally {
      await database?.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      if (dbName) {
        const admin = new pg.Client({ connectionString: PG_URL });
        await admin.connect();
        await admin.query(`drop database if exists ${dbName} with (force)`);
        await admin.end();
      }
    }
    report(rows.slice(-1));
  }
}
rmSync(dir, { recursive: true, force: true });
report(rows, { final: true });
