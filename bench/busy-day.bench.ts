/**
 * The busy day of issue 16, end to end: a real server (the built bundle) on PostgreSQL and on PGlite, the BO
 * export of N deposit requests and then its KlikBCA statement of about N credits (one amount asked N/5 times)
 * uploaded through HTTP as the Upload screen sends them, each timed from the first byte sent to the answer
 * (upload, parse, store, reconcile, audit). Beside it, in the same run and on the same engine, the physical
 * limit: a raw `COPY` of the same data lines (the files without their header lines) into a table of text
 * columns. Prints both and their ratio; never asserts. Each arrival order (the BO export first, as it usually
 * comes, and the statement first) runs on a fresh database and server of its own, with its own raw COPY. Last,
 * the day without a database (lib/busy-floor.ts): both files parsed and one matching run, over the same raw COPY.
 *
 *   npx tsx bench/busy-day.bench.ts [requests=50000]
 *   BENCH_ENGINES=postgres runs one engine only (default: postgres,pglite)
 *   BENCH_ORDERS=statement-first runs one arrival order only (default: bo-first,statement-first)
 *   BENCH_WARM_REQUESTS=5000 first reconciles a small day of another website on the same server, untimed: the
 *     figure of a server that has matched before (the engine's first run in a process also compiles it)
 *   BENCH_AUTO_EXPLAIN=300 logs each statement over 300 ms with its plan and actual times to PostgreSQL's log
 *   BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the server (bench/lib/server.ts)
 */
import { createReadStream, mkdtempSync, openAsBlob, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import {
  BCA_HEADER_LINES,
  BO_HEADER_LINES,
  busyDay,
  busyShape,
  CROWDED_THOUSANDS,
  writeBusyBcaStatement,
  writeBusyBoExport,
} from './lib/busy-day';
import { measureBusyFloor } from './lib/busy-floor';
import { freshPgDatabase } from './lib/pg';
import { report, type BenchRow } from './lib/report';
import { buildServer, signIn, startBenchServer } from './lib/server';

const REQUESTS = Number(process.argv[2] ?? 50_000);
const ENGINES = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',');
type Order = 'bo-first' | 'statement-first';
const ORDERS = (process.env.BENCH_ORDERS ?? 'bo-first,statement-first').split(',') as Order[];
const shape = busyShape(REQUESTS);
const WARM_REQUESTS = Number(process.env.BENCH_WARM_REQUESTS ?? 0);
const warmShape = {
  ...busyShape(WARM_REQUESTS),
  website: 'WARM',
  account: { name: 'BUDI SANTOSO', number: '4561237891' },
  date: '2026-06-04',
  seed: 7,
};

const dir = mkdtempSync(path.join(tmpdir(), 'rekon-bench-busy-'));
const boFile = path.join(dir, 'bo-busy.csv');
const bcaFile = path.join(dir, 'bca-busy.csv');
const day = busyDay(shape);
await writeBusyBoExport(boFile, shape, day);
const credits = await writeBusyBcaStatement(bcaFile, shape, day);
console.log(`busy day: ${REQUESTS.toLocaleString('en')} requests, ${credits.toLocaleString('en')} credits`);
const warmBoFile = path.join(dir, 'bo-warm.csv');
const warmBcaFile = path.join(dir, 'bca-warm.csv');
if (WARM_REQUESTS > 0) {
  const warmDay = busyDay(warmShape);
  await writeBusyBoExport(warmBoFile, warmShape, warmDay);
  await writeBusyBcaStatement(warmBcaFile, warmShape, warmDay);
}

/** The file's lines after its header lines, as a stream: what a raw COPY reads. */
function dataLines(file: string, skip: number) {
  let skipped = 0;
  let rest = '';
  return createReadStream(file, 'utf8').pipe(
    new Transform({
      transform(chunk: string, _encoding, done) {
        let text = rest + chunk;
        while (skipped < skip) {
          const end = text.indexOf('\n');
          if (end < 0) break;
          text = text.slice(end + 1);
          skipped++;
        }
        rest = skipped < skip ? text : '';
        done(null, skipped < skip ? '' : text);
      },
    }),
  );
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const columns = (n: number) => Array.from({ length: n }, (_, i) => `c${i} text`).join(', ');
const RAW_TABLES = [
  { name: 'raw_bo', file: boFile, skip: BO_HEADER_LINES, columns: 20 },
  { name: 'raw_bca', file: bcaFile, skip: BCA_HEADER_LINES, columns: 6 },
];

/** A raw COPY of both files' data lines into text tables on PostgreSQL, in seconds. */
async function rawCopyPostgres(url: string): Promise<{ seconds: number; cpu: number }> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    for (const table of RAW_TABLES)
      await client.query(`create table ${table.name} (${columns(table.columns)})`);
    const backend = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    const started = performance.now();
    const cpuBefore = ownCpuSeconds() + cpuSecondsOf(backend);
    for (const table of RAW_TABLES) {
      await pipeline(
        dataLines(table.file, table.skip),
        client.query(copyFrom(`COPY ${table.name} FROM STDIN WITH (FORMAT csv)`)),
      );
    }
    const seconds = (performance.now() - started) / 1000;
    const cpu = ownCpuSeconds() + cpuSecondsOf(backend) - cpuBefore;
    for (const table of RAW_TABLES) await client.query(`drop table ${table.name}`);
    return { seconds, cpu };
  } finally {
    await client.end();
  }
}

/** The same on an embedded database of its own, in a folder as the server keeps its own, in seconds. */
async function rawCopyPglite(): Promise<{ seconds: number; cpu: number }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rekon-bench-raw-'));
  const db = await PGlite.create(dataDir);
  try {
    for (const table of RAW_TABLES) await db.exec(`create table ${table.name} (${columns(table.columns)})`);
    const started = performance.now();
    const cpuBefore = ownCpuSeconds();
    for (const table of RAW_TABLES) {
      const chunks: string[] = [];
      for await (const chunk of dataLines(table.file, table.skip)) chunks.push(chunk as string);
      await db.query(`COPY ${table.name} FROM '/dev/blob' WITH (FORMAT csv)`, [], { blob: new Blob(chunks) });
    }
    return { seconds: (performance.now() - started) / 1000, cpu: ownCpuSeconds() - cpuBefore };
  } finally {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** CPU seconds this process has used (user + system). */
function ownCpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

/** CPU seconds (user + system) a process has used, from /proc (clock ticks, 100 a second on Linux). */
function cpuSecondsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/**
 * CPU seconds used so far by each PostgreSQL backend of database `name` (the server's pooled connections; the
 * PostgreSQL server runs on this machine), by pid.
 */
async function backendCpu(url: string, name: string): Promise<Map<number, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
      [name],
    );
    return new Map(rows.map((row) => [row.pid, cpuSecondsOf(row.pid)]));
  } finally {
    await client.end();
  }
}

/** The CPU the backends used between two snapshots (a backend opened in between counts from zero). */
function backendCpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let sum = 0;
  for (const [pid, cpu] of after) sum += cpu - (before.get(pid) ?? 0);
  return sum;
}

/** Where each upload's time went inside the server (its own laps, kept in the upload record). */
async function printLaps(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; laps: unknown }>(
      `select upload_file_name as name, upload_summary->'timings_ms' as laps from upload order by upload_id`,
    );
    for (const row of rows) console.log(`  ${row.name}: ${JSON.stringify(row.laps)}`);
  } finally {
    await client.end();
  }
}

async function call(
  url: string,
  token: string,
  method: string,
  route: string,
  body?: unknown,
): Promise<unknown> {
  const res = await fetch(`${url}${route}`, {
    method,
    headers: { cookie: `token=${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status >= 300) throw new Error(`${method} ${route}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** One file as the Upload screen sends it; seconds from the first byte to the answer, and the answer. */
async function upload(
  url: string,
  token: string,
  endpoint: string,
  file: string,
  fields: Record<string, string>,
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('myfile', await openAsBlob(file, { type: 'text/csv' }), path.basename(file));
  const started = performance.now();
  const res = await fetch(`${url}${endpoint}`, {
    method: 'POST',
    headers: { cookie: `token=${token}` },
    body: form,
  });
  const text = await res.text();
  const seconds = (performance.now() - started) / 1000;
  if (res.status !== 200) throw new Error(`${endpoint}: ${res.status} ${text.slice(0, 300)}`);
  return { seconds, summary: (JSON.parse(text) as { summary: Record<string, unknown> }).summary };
}

/** One arrival order of the day on a fresh database of `engine`: both uploads timed, then the raw COPY. */
async function runOrder(engine: string, order: Order): Promise<BenchRow> {
  const databaseName = `rekon_bench_busy_${process.pid}_${order.replace('-', '_')}`;
  const database = engine === 'postgres' ? await freshPgDatabase(databaseName) : null;
  const server = await startBenchServer(database ? { DATABASE_URL: database.url } : {});
  try {
    const token = await signIn(server.url);
    const websiteOf = async (of: typeof shape) => {
      await call(server.url, token, 'POST', '/api/createwebsite', {
        website_name: of.website,
        website_code: of.website,
        website_panel: 'NEXUS',
      });
      await call(server.url, token, 'POST', '/api/createakunbank', {
        akun_bank_website: of.website,
        akun_bank_jenis_transaksi: 'DEPO',
        akun_bank_bank: 'BCA',
        akun_bank_name: of.account.name,
        akun_bank_no: of.account.number,
      });
    };
    const uploadsOf = (of: typeof shape, files: { bo: string; bca: string }) => ({
      bo: () => upload(server.url, token, '/api/checkdata', files.bo, { groups: of.website }),
      statement: () =>
        upload(server.url, token, '/api/mutasiupdepobca', files.bca, {
          groups: of.website,
          jenis: 'DEPO',
          corporate_bank_name: of.account.name,
          corporate_bank_no: of.account.number,
          dates: `${of.date.slice(8)}-${MONTHS[Number(of.date.slice(5, 7)) - 1]}-${of.date.slice(0, 4)}`,
        }),
    });
    await websiteOf(shape);
    if (WARM_REQUESTS > 0) {
      await websiteOf(warmShape);
      const warm = uploadsOf(warmShape, { bo: warmBoFile, bca: warmBcaFile });
      if (order === 'bo-first') await warm.bo().then(warm.statement);
      else await warm.statement().then(warm.bo);
    }
    const rssBefore = server.rssMb();
    const { bo: uploadBo, statement: uploadStatement } = uploadsOf(shape, { bo: boFile, bca: bcaFile });
    // Each upload with the server's CPU time during it.
    // PGlite's work is in the server's process; PostgreSQL's in its backends, read around each upload (the pool
    // closes a connection idle for 10 s, so a snapshot at the end of the day would miss the first upload's).
    const backends = () =>
      database ? backendCpu(database.url, databaseName) : Promise.resolve(new Map<number, number>());
    const timed = async (send: () => ReturnType<typeof uploadBo>) => {
      const cpuBefore = server.cpuSeconds();
      const backendsBefore = await backends();
      const answer = await send();
      const cpu = server.cpuSeconds() - cpuBefore;
      return { ...answer, cpu, databaseCpu: backendCpuBetween(backendsBefore, await backends()) };
    };
    let bo, statement;
    if (order === 'bo-first') {
      bo = await timed(uploadBo);
      statement = await timed(uploadStatement);
    } else {
      statement = await timed(uploadStatement);
      bo = await timed(uploadBo);
    }
    const rssAfter = server.rssMb();

    if (database) await printLaps(database.url);
    const raw = database ? await rawCopyPostgres(database.url) : await rawCopyPglite();
    const copy = raw.seconds;
    const dayCpu = bo.cpu + statement.cpu + bo.databaseCpu + statement.databaseCpu;
    // The second upload's run is the one that pairs: its summary holds the day's pairs.
    const last = order === 'bo-first' ? statement : bo;
    const matched = last.summary.matched as Record<string, number>;
    const pending = last.summary.pending as Record<string, number>;
    return {
      subject: `busy day over HTTP, ${order}: ${REQUESTS.toLocaleString('en')} BO + ${credits.toLocaleString('en')} credits, one amount x${day.rows.filter((row) => row.thousands === CROWDED_THOUSANDS).length.toLocaleString('en')}`,
      engine,
      figures: {
        'BO upload s': bo.seconds,
        'statement upload s': statement.seconds,
        'total s': bo.seconds + statement.seconds,
        'raw COPY s': copy,
        'ratio to COPY': (bo.seconds + statement.seconds) / copy,
        'server CPU s': bo.cpu + statement.cpu,
        'server + database CPU s': dayCpu,
        // On a shared machine the steadier ratio: the CPU both uploads took over the CPU the raw COPY took.
        'raw COPY CPU s': raw.cpu,
        'CPU ratio to COPY': dayCpu / raw.cpu,
        // Per upload, the server's CPU (parse, engine, JSON) apart from the database's (COPY, inserts, updates):
        // which side of the connection a cut has to come from.
        'BO upload server CPU s': bo.cpu,
        'BO upload database CPU s': bo.databaseCpu,
        'statement upload server CPU s': statement.cpu,
        'statement upload database CPU s': statement.databaseCpu,
        paired: Object.values(matched).reduce((sum, n) => sum + n, 0),
        'pending BO': pending.bo ?? 0,
        contested: pending.contested_groups ?? 0,
        'server RSS growth MB': Math.round(rssAfter - rssBefore),
      },
    };
  } catch (err) {
    console.error(server.output().slice(-2000));
    return {
      subject: `busy day over HTTP, ${order}`,
      engine,
      figures: { error: (err as Error).message.slice(0, 200) },
    };
  } finally {
    await server.stop();
    await database?.drop();
  }
}

buildServer();
const rows: BenchRow[] = [];
for (const engine of ENGINES) {
  for (const order of ORDERS) {
    rows.push(await runOrder(engine, order));
    report(rows.slice(-1));
  }
}
// Issue 31's second goal: PGlite within 1.5x of PostgreSQL, per order, when both engines ran.
for (const order of ORDERS) {
  const total = (engine: string) =>
    rows.find((row) => row.engine === engine && row.subject.includes(`, ${order}:`))?.figures['total s'];
  const [postgres, pglite] = [total('postgres'), total('pglite')];
  if (typeof postgres === 'number' && typeof pglite === 'number') {
    rows.push({
      subject: `busy day over HTTP, ${order}: PGlite's total over PostgreSQL's`,
      figures: { 'PGlite / PostgreSQL': pglite / postgres },
    });
  }
}
// The floor without a database (lib/busy-floor.ts), over each engine's raw COPY of the same lines in this run.
const floor = await measureBusyFloor(shape, { bo: boFile, statement: bcaFile });
const floorSeconds = floor.parseBoSeconds + floor.parseStatementSeconds + floor.engineSeconds;
const rawCopies = (engine: string) =>
  rows.flatMap((row) =>
    row.engine === engine && typeof row.figures['raw COPY s'] === 'number' ? [row.figures['raw COPY s']] : [],
  );
rows.push({
  subject: `busy day without a database: both files parsed and one matching run, ${floor.records.toLocaleString('en')} records`,
  figures: {
    'parse BO s': floor.parseBoSeconds,
    'parse statement s': floor.parseStatementSeconds,
    'engine s': floor.engineSeconds,
    'total s': floorSeconds,
    ...Object.fromEntries(
      ENGINES.flatMap((engine) => {
        const copies = rawCopies(engine);
        if (copies.length === 0) return [];
        const mean = copies.reduce((sum, seconds) => sum + seconds, 0) / copies.length;
        return [[`ratio to ${engine}'s raw COPY`, floorSeconds / mean]];
      }),
    ),
  },
});
report(rows.slice(-1));
rmSync(dir, { recursive: true, force: true });
report(rows, { final: true });
