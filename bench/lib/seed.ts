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
  await client.query(`insert into bo_row (side, upload_id, fingerprint, line, website, approved, remark, ticket,
      requested_at, panel_approved_at, business_date, username, fullname, payment_type, amount_cents, admin_fee_cents,
      agent_fee_cents, player_fee_cents, nett_cents, player_bank, player_bank_bank, player_bank_holder, player_bank_no,
      corporate_bank, description, status, handler, panel_website, ref, own_ref, match_pass)
    select 'DEPO', 1, md5('seed-bo-' || g)::uuid, g, 'LD' || (1 + g % ${shape.websites}), g % 2 = 0,
      case when g % 2 = 0 then 'AUTO seed' end, 'D' || (30000000 + g), ${day} + interval '3 hours',
      ${day} + interval '3 hours 2 minutes', ${day}, 'user' || (g % 50000), ${names}, 'BANK', ${amount} * 100, 0, 0, 0,
      ${amount} * 100, 'BCA|X|1', 'BCA', ${names}, '1' || g, 'BCA|HENDRA KUSNADI|4561237890', '', 'Approved', 'cs01',
      'LD' || (1 + g % ${shape.websites}), '', '', case when g % 2 = 0 then 'EXACT' end
    from generate_series(1, ${shape.boRows}) g
    order by g % ${shape.websites}, ${day}, g`);
  // Half the statement rows are approved, as the lists read them (no pair behind them: the lists never join one).
  await client.query(`insert into statement_row (side, upload_id, fingerprint, line, website, approved, remark,
      amount_cents, ticket, sender_name, corporate_bank, date, source, description, transaction_id,
      match_pass, matched_at, approved_by)
    select 'DEPO', 1, md5('seed-mu-' || g)::uuid, g, 'LD' || (1 + g % ${shape.websites}), g % 2 = 0,
      case when g % 2 = 0 then 'AUTO seed' end, ${amount} * 100, case when g % 2 = 0 then 'D' || (30000000 + g) end,
      ${names}, 'BCA HENDRA KUSNADI 4561237890', ${day}, 'bca', 'TRSF E-BANKING CR ' || ${names}, 'TX' || g,
      case when g % 2 = 0 then 'EXACT' end,
      case when g % 2 = 0 then ${day} + interval '4 hours' end, case when g % 2 = 0 then 1 end
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
