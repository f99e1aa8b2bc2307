/**
 * Export time and server memory (issue 9, goal G14): a 1,000,000-row CSV export and a 200,000-row Excel export
 * of one website-day, through the real server on PostgreSQL, with the server's resident memory sampled while
 * it streams. Prints figures; never asserts.
 *
 *   npx tsx bench/export.bench.ts [csvRows=1000000] [xlsxRows=200000]
 */
import pg from 'pg';
import { freshPgDatabase } from './lib/pg';
import { report, type BenchRow } from './lib/report';
import { buildServer, signIn, startBenchServer } from './lib/server';

const CSV_ROWS = Number(process.argv[2] ?? 1_000_000);
const XLSX_ROWS = Number(process.argv[3] ?? 200_000);

async function seedDay(url: string, code: string, rows: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    `insert into website (website_name, website_code, website_panel, website_bo_scale, website_created_at)
    values ('Export ' || $1::text, $1, 'NEXUS', 1000, now())`,
    [code],
  );
  await client.query(
    `insert into upload (upload_endpoint, upload_format, upload_kind, upload_website, upload_file_name, upload_file_sha256,
      upload_file_size, upload_rows_total, upload_rows_inserted, upload_rows_duplicate, upload_rows_skipped, upload_summary,
      upload_created_at, upload_created_by, upload_created_by_name)
    values ('/api/seed', 'seed', 'bo_deposit', $1, 'seed.csv', repeat('0', 64), 0, 0, 0, 0, 0, '{}', now(), 1, 'seed')`,
    [code],
  );
  await client.query(
    `insert into bo_deposit (bo_upload_id, bo_fingerprint, bo_line, bo_raw, bo_website_code, ticket_no, req_date, app_date,
      bank_statement_date, user_name, full_name, payment_type, depo_amount, admin_fee, agent_fee, player_fee, nett_amount, player_bank,
      corporate_bank, bo_desc, bo_status, bo_handler, bo_website, player_ref, player_own_ref)
    select (select max(upload_id) from upload), $1 || '-' || g, g, '[]', $1, 'D' || (40000000 + g), timestamptz '2026-06-05 03:00+07',
      timestamptz '2026-06-05 03:02+07', date '2026-06-05', 'user' || g, case when g % 1000 = 0 then '=HYPERLINK("x")' else 'NAMA PEMAIN ' || g end,
      'BANK', 50000 + (g % 40) * 5000, 0, 0, 0, 50000 + (g % 40) * 5000, 'BCA|NAMA|123', 'BCA|HENDRA KUSNADI|4561237890', '', 'Approved',
      'cs01', $1, '', ''
    from generate_series(1, $2::int) g`,
    [code, rows],
  );
  await client.query('analyze bo_deposit');
  await client.end();
}

buildServer();
const database = await freshPgDatabase(`rekon_bench_export_${process.pid}`);
const server = await startBenchServer({ DATABASE_URL: database.url });
const rows: BenchRow[] = [];
try {
  await seedDay(database.url, 'EXPCSV', CSV_ROWS);
  await seedDay(database.url, 'EXPXLS', XLSX_ROWS);
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
      engine: 'postgres',
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
  await database.drop();
}
report(rows, { final: true });
