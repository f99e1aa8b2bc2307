/**
 * Export time and server memory (issues 9 and 16): a 1,000,000-row CSV export and a 1,000,000-row Excel export of
 * one website-day, through the real server on PostgreSQL and on PGlite, with the server's resident memory sampled
 * while it streams. Prints figures; never asserts.
 *
 *   npx tsx bench/export.bench.ts [csvRows=1000000] [xlsxRows=1000000]
 *   BENCH_ENGINES=postgres runs one engine only (default: postgres,pglite)
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { migrate } from '../apps/server/src/db/migrate';
import { freshPgDatabase } from './lib/pg';
import { report, type BenchRow } from './lib/report';
import { buildServer, signIn, startBenchServer, type BenchServer } from './lib/server';

const CSV_ROWS = Number(process.argv[2] ?? 1_000_000);
const XLSX_ROWS = Number(process.argv[3] ?? 1_000_000);
const ENGINES = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',');

type Query = (text: string, params?: unknown[]) => Promise<unknown>;

async function seedDay(query: Query, code: string, rows: number) {
  await query(
    `insert into website (website_name, website_code, website_panel, website_bo_scale, website_created_at)
    values ('Export ' || $1::text, $1, 'NEXUS', 1000, now())`,
    [code],
  );
  await query(
    `insert into upload (upload_endpoint, upload_format, upload_kind, upload_website, upload_file_name, upload_file_sha256,
      upload_file_size, upload_rows_total, upload_rows_inserted, upload_rows_duplicate, upload_rows_skipped, upload_summary,
      upload_created_at, upload_created_by, upload_created_by_name)
    values ('/api/seed', 'seed', 'bo_deposit', $1, 'seed.csv', repeat('0', 64), 0, 0, 0, 0, 0, '{}', now(), 1, 'seed')`,
    [code],
  );
  await query(
    `insert into bo_row (side, upload_id, fingerprint, line, website, ticket, requested_at, panel_approved_at,
      business_date, username, fullname, payment_type, amount_cents, admin_fee_cents, agent_fee_cents, player_fee_cents,
      nett_cents, player_bank, corporate_bank, description, status, handler, panel_website, ref, own_ref)
    select 'DEPO', (select max(upload_id) from upload), md5($1 || '-' || g)::uuid, g, $1, 'D' || (40000000 + g),
      timestamptz '2026-06-05 03:00+07', timestamptz '2026-06-05 03:02+07', date '2026-06-05', 'user' || g,
      case when g % 1000 = 0 then '=HYPERLINK("x")' else 'NAMA PEMAIN ' || g end, 'BANK', (50000 + (g % 40) * 5000) * 100,
      0, 0, 0, (50000 + (g % 40) * 5000) * 100, 'BCA|NAMA|123', 'BCA|HENDRA KUSNADI|4561237890', '', 'Approved', 'cs01',
      $1, '', ''
    from generate_series(1, $2::int) g`,
    [code, rows],
  );
  await query('analyze bo_row');
}

/** A server on each engine with both export days loaded, and how to remove it. */
async function serverWith(engine: string): Promise<{ server: BenchServer; drop: () => Promise<void> }> {
  if (engine === 'postgres') {
    const database = await freshPgDatabase(`rekon_bench_export_${process.pid}`);
    const server = await startBenchServer({ DATABASE_URL: database.url });
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await seedDay((text, params) => client.query(text, params), 'EXPCSV', CSV_ROWS);
    await seedDay((text, params) => client.query(text, params), 'EXPXLS', XLSX_ROWS);
    await client.end();
    return { server, drop: () => database.drop() };
  }
  // The embedded database is loaded before its server opens it (one process per data folder).
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rekon-bench-data-'));
  // The server keeps its embedded database in `<DATA_DIR>/pglite` (main.ts).
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  await migrate(database.db);
  const client = database.client as PGlite;
  await seedDay((text, params) => client.query(text, params), 'EXPCSV', CSV_ROWS);
  await seedDay((text, params) => client.query(text, params), 'EXPXLS', XLSX_ROWS);
  await database.close();
  return { server: await startBenchServer({}, { dataDir }), drop: async () => {} };
}

buildServer();
const rows: BenchRow[] = [];
for (const engine of ENGINES) {
  const { server, drop } = await serverWith(engine);
  try {
    const token = await signIn(server.url);
    for (const [label, path, group, n] of [
      ['CSV export', '/api/exportcsvviewbo', 'EXPCSV', CSV_ROWS],
      ['XLSX export', '/api/exportexcelviewbo', 'EXPXLS', XLSX_ROWS],
    ] as const) {
      global.gc?.();
      const before = server.rssMb();
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, server.rssMb())), 50);
      const started = performance.now();
      const res = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { cookie: `token=${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ date: '05-Jun-2026', status: 'all', group }),
      });
      let bytes = 0;
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
      const seconds = (performance.now() - started) / 1000;
      clearInterval(sampler);
      rows.push({
        subject: `${label} of ${n.toLocaleString('en')} rows`,
        engine,
        figures: {
          status: res.status,
          s: seconds,
          MB: bytes / 1e6,
          'rows/s': Math.round(n / seconds),
          'server RSS growth MB': peak - before,
        },
      });
      report(rows.slice(-1));
    }
  } finally {
    await server.stop();
    await drop();
  }
}
report(rows, { final: true });
