/**
 * Seeds a PostgreSQL database with BO and statement rows in bulk (generate_series, one statement per table),
 * for the load benchmarks: realistic spread over websites, days, names and amounts, half of it matched.
 */
import pg from 'pg';

export interface SeedShape {
  websites: number;
  days: number;
  boRows: number;
  mutasiRows: number;
}

export async function seed(url: string, shape: SeedShape) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = performance.now();
  await client.query('begin');
  await client.query(`insert into website (website_name, website_code, website_panel, website_bo_scale, website_created_at)
    select 'Load ' || g, 'LD' || g, 'NEXUS', 1000, now() from generate_series(1, ${shape.websites}) g`);
  await client.query(`insert into upload (upload_endpoint, upload_format, upload_kind, upload_website, upload_file_name, upload_file_sha256,
      upload_file_size, upload_rows_total, upload_rows_inserted, upload_rows_duplicate, upload_rows_skipped, upload_summary,
      upload_created_at, upload_created_by, upload_created_by_name)
    values ('/api/seed', 'seed', 'bo_deposit', 'LD1', 'seed.csv', repeat('0', 64), 0, 0, 0, 0, 0, '{}', now() - interval '3 days', 1, 'seed')`);
  const names = `(array['BUDI','SITI','AGUS','DEWI','RINA','EKO','ANDI','PUTRI'])[1 + (g::bigint * 2654435761 % 4294967296 / 65536) % 8] || ' ' || (array['SANTOSO','RAHMAWATI','PRATAMA','LESTARI','HIDAYAT','SARI'])[1 + (g / 8) % 6] || ' ' || (g % 997)`;
  // Amounts, like first names, by a multiplicative hash of g: neither follows the website or the day.
  const amount = `(50000 + (g::bigint * 2246822519 % 4294967296 / 65536) % 40 * 5000)`;
  // Rows go in by website and day, as uploads (one file per website-day) lay them out on disk.
  // The website is g modulo the websites; the day is taken from the quotient, so that every website has every
  // day (g modulo the days would give website k only the days congruent to k when the counts share a factor).
  const day = `(date '2026-06-01' + ((g / ${shape.websites}) % ${shape.days})::int)`;
  await client.query(`insert into bo_deposit (bo_upload_id, bo_fingerprint, bo_line, bo_raw, bo_website_code, bo_approve, ket_app, ticket_no,
      req_date, app_date, bank_statement_date, user_name, full_name, payment_type, depo_amount, admin_fee, agent_fee, player_fee,
      nett_amount, player_bank, player_bank_bank, player_bank_holder, player_bank_no, corporate_bank, bo_desc, bo_status, bo_handler,
      bo_website, player_ref, player_own_ref, bo_match_pass)
    select 1, 'seed-bo-' || g, g, '[]', 'LD' || (1 + g % ${shape.websites}), g % 2 = 0, case when g % 2 = 0 then 'AUTO seed' end,
      'D' || (30000000 + g), ${day} + interval '3 hours', ${day} + interval '3 hours 2 minutes', ${day}, 'user' || (g % 50000),
      ${names}, 'BANK', ${amount}, 0, 0, 0, ${amount}, 'BCA|X|1', 'BCA', ${names}, '1' || g,
      'BCA|HENDRA KUSNADI|4561237890', '', 'Approved', 'cs01', 'LD' || (1 + g % ${shape.websites}), '', '',
      case when g % 2 = 0 then 'EXACT' end
    from generate_series(1, ${shape.boRows}) g
    order by g % ${shape.websites}, ${day}, g`);
  await client.query(`insert into mutasi_deposit (mutasi_upload_id, mutasi_fingerprint, mutasi_line, mutasi_raw, mutasi_website, mutasi_app,
      mutasi_ketapp, mutasi_amount, mutasi_ticket, mutasi_player_bank_name, mutasi_corporate_bank, mutasi_date, mutasi_source,
      mutasi_description, mutasi_transaction_id)
    select 1, 'seed-mu-' || g, g, '[]', 'LD' || (1 + g % ${shape.websites}), g % 2 = 0, case when g % 2 = 0 then 'AUTO seed' end,
      ${amount}, case when g % 2 = 0 then 'D' || (30000000 + g) end, ${names}, 'BCA HENDRA KUSNADI 4561237890',
      ${day}, 'bca', 'TRSF E-BANKING CR ' || ${names}, 'TX' || g
    from generate_series(1, ${shape.mutasiRows}) g
    order by g % ${shape.websites}, ${day}, g`);
  await client.query('commit');
  // The seeded rows stand for past days, which autovacuum would long since have visited: without the
  // visibility map a count over a day's index reads the heap too, which no steady-state server does.
  await client.query('vacuum analyze');
  const ms = performance.now() - started;
  await client.end();
  return ms;
}
