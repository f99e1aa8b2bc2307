/**
 * Read latency under load (issue 9, goal G14): 50 concurrent clients, from a separate process, on the BO and
 * mutasi lists and searches of a PostgreSQL database holding 1M BO and 1M statement rows; then the same while
 * a 100,000-row upload runs. Prints p50/p95/p99; never asserts.
 *
 *   npx tsx bench/http.bench.ts [rows=1000000] [seconds=15]
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeBoExport } from '../apps/server/src/test/day-files';
import { freshPgDatabase } from './lib/pg';
import { report, type BenchRow } from './lib/report';
import { runLoad, type LoadResult } from './lib/run-load';
import { seed } from './lib/seed';
import { buildServer, signIn, startBenchServer } from './lib/server';

const ROWS = Number(process.argv[2] ?? 1_000_000);
const SECONDS = Number(process.argv[3] ?? 15);

buildServer();
const database = await freshPgDatabase(`rekon_bench_http_${process.pid}`);
const server = await startBenchServer({ DATABASE_URL: database.url });
const rows: BenchRow[] = [];
try {
  const seedMs = await seed(database.url, { websites: 10, days: 30, boRows: ROWS, mutasiRows: ROWS });
  console.log(
    `seeded ${ROWS.toLocaleString('en')} BO + ${ROWS.toLocaleString('en')} statement rows in ${(seedMs / 1000).toFixed(1)} s`,
  );
  const token = await signIn(server.url);
  const headers = { cookie: `token=${token}` };
  const get = (p: string) => ({ method: 'GET' as const, path: p, headers });
  const reads = [
    get('/api/viewbo/05-Jun-2026/LD1/all/100/1'),
    get('/api/viewbo/5-Jun-2026/LD2/pending/100/2'),
    get('/api/searchbo/05-Jun-2026/LD3/all/string/budi/100/1'),
    get('/api/searchbo/05-Jun-2026/LD4/all/nominal/100000/100/1'),
    get('/api/viewmutasi/05-Jun-2026/LD5/all/100/1'),
    get('/api/searchmutasi/05-Jun-2026/LD6/pending/string/sari/100/1'),
  ];
  const show = (label: string, result: LoadResult): BenchRow => ({
    subject: label,
    engine: 'postgres',
    figures: {
      clients: 50,
      requests: result.requests,
      'req/s': result.rps,
      'p50 ms': result.p50,
      'p95 ms': result.p95,
      'p99 ms': result.p99,
      errors: Object.entries(result.statuses)
        .filter(([status]) => status !== '200')
        .reduce((sum, [, n]) => sum + n, 0),
    },
  });
  rows.push(
    show(
      `list/search on ${ROWS.toLocaleString('en')} + ${ROWS.toLocaleString('en')} rows`,
      await runLoad({ url: server.url, concurrency: 50, seconds: SECONDS, requests: reads }),
    ),
  );
  report(rows.slice(-1));

  // The same reads while a 100,000-row BO export is uploaded for another website.
  const dir = mkdtempSync(path.join(tmpdir(), 'rekon-bench-http-'));
  const file = path.join(dir, 'bo.csv');
  await writeBoExport(file, {
    rows: 100_000,
    website: 'LD9',
    account: { name: 'HENDRA KUSNADI', number: '4561237890' },
    missingShare: 0,
  });
  const form = new FormData();
  form.append('groups', 'LD9');
  form.append('myfile', new Blob([readFileSync(file)], { type: 'text/csv' }), 'bo.csv');
  const uploadStarted = performance.now();
  const upload = fetch(`${server.url}/api/checkdata`, { method: 'POST', headers, body: form }).then(
    async (res) => ({
      status: res.status,
      ms: performance.now() - uploadStarted,
      body: await res.text(),
    }),
  );
  const during = await runLoad({ url: server.url, concurrency: 50, seconds: SECONDS, requests: reads });
  const uploaded = await upload;
  rows.push(show('list/search while a 100,000-row upload runs', during));
  rows.push({
    subject: 'the 100,000-row upload under that load',
    engine: 'postgres',
    figures: { status: uploaded.status, s: uploaded.ms / 1000 },
  });
  report(rows.slice(-2));
  rmSync(dir, { recursive: true, force: true });
} finally {
  await server.stop();
  await database.drop();
}
report(rows, { final: true });
