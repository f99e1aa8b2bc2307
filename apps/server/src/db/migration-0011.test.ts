import { createHash, randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fingerprintsOfFile } from '../modules/uploads/fingerprint';
import { databaseUrl, testEngine } from '../test/engines';
import { exec, openDatabase, type Database } from './client';
import { migrate, readMigrations } from './migrate';

/**
 * Migration 0011 (decision 049) on a database that holds rows in the tables it replaces: every row moves with its
 * pair, its money in cents and its fingerprint as the uuid uploads compute now, so a file uploaded before the
 * migration is still recognised after it.
 */
let database: Database;
let drop: () => Promise<void> = async () => {};
beforeAll(async () => {
  if (testEngine() === 'pglite') {
    database = await openDatabase({});
    return;
  }
  const baseUrl = process.env.TEST_DATABASE_URL!;
  const name = `rekon_t_m0011_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  database = await openDatabase({ url: databaseUrl(baseUrl, name) });
  drop = async () => {
    const dropper = new pg.Client({ connectionString: baseUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  };
});
afterAll(async () => {
  await database?.close();
  await drop();
});

/** A fingerprint as uploads stored them before 0011: the base64url SHA-256 of the parts, then `#` occurrence. */
const oldFingerprint = (parts: (string | number | null)[]) =>
  `${createHash('sha256').update(JSON.stringify(parts)).digest('base64url')}#1`;

const run = (query: ReturnType<typeof sql>) => exec(database.db, query);

describe('migration 0011', () => {
  it('moves the rows of the old tables, with their pairs, into bo_row and statement_row', async () => {
    await migrate(
      database.db,
      readMigrations().filter((migration) => migration.name < '0011'),
    );
    await run(sql`insert into website (website_name, website_code, website_panel, website_bo_scale, website_created_at)
      values ('Lama', 'OLD', 'NEXUS', 1000, now())`);
    await run(sql`insert into upload (upload_endpoint, upload_format, upload_kind, upload_website, upload_file_name,
        upload_file_sha256, upload_file_size, upload_rows_total, upload_rows_inserted, upload_rows_duplicate,
        upload_rows_skipped, upload_summary, upload_created_at, upload_created_by, upload_created_by_name)
      values ('/api/checkdata', 'nexus-bo', 'bo_deposit', 'OLD', 'lama.csv', repeat('0', 64), 9, 1, 1, 0, 0, '{}', now(), 1, 'x')`);
    await run(
      sql`insert into upload_file (upload_file_upload_id, upload_file_gzip) values (1, ${gzipSync('isi lama')})`,
    );
    const bo = (ticket: string, id: number, extra: string) => sql`insert into bo_deposit (bo_id, bo_upload_id,
        bo_fingerprint, bo_line, bo_raw, bo_website_code, bo_approve, ket_app, ticket_no, req_date, app_date,
        bank_statement_date, user_name, full_name, payment_type, depo_amount, admin_fee, agent_fee, player_fee,
        nett_amount, player_bank, corporate_bank, bo_desc, bo_status, bo_handler, bo_website, player_ref, player_own_ref,
        bo_match_pass, bo_approved_by, bo_suggestions)
      values (${id}, 1, ${oldFingerprint(['bo_deposit', 'OLD', ticket])}, ${id + 1}, '[]', 'OLD', ${extra !== 'pending'},
        ${extra === 'pending' ? null : 'AUTO x'}, ${ticket}, '2026-06-05 10:00+07', '2026-06-05 10:01+07', '2026-06-05',
        'budi', 'BUDI', 'BANK', 150000.5, 0, 0, 0, 150000.5, 'BCA|BUDI|1', 'BCA|HENDRA|4561237890', '', 'Approved',
        'cs', 'OLD', '', '', ${extra === 'pending' ? null : 'EXACT'}, ${extra === 'pending' ? null : 7},
        ${extra === 'pending' ? sql`'[{"mutasiId": 2, "amountCents": 15000050}]'::jsonb` : null})`;
    await run(bo('D1', 1, 'auto'));
    await run(bo('D2', 2, 'pending'));
    await run(sql`insert into bo_withdraw (wd_bo_id, wd_upload_id, wd_fingerprint, wd_line, wd_raw, wd_website_code,
        wd_bo_approve, wd_ket_app, wd_ticket_no, wd_bank_date, wd_username, wd_fullname, wd_payment_type, wd_brand,
        wd_amount, wd_player_fee, wd_agent_fee, wd_nett_amount, wd_player_bank, wd_corp_bank, wd_remarks, wd_status,
        wd_handler, wd_website, wd_ref_code, wd_own_ref_code, wd_last_balance, wd_match_pass, wd_approved_by,
        wd_suggestions)
      values (1, 1, ${oldFingerprint(['bo_withdraw', 'OLD', 'W1'])}, 2, '[]', 'OLD', true, 'cek WA', 'W1', '2026-06-05',
        'budi', 'BUDI', 'BANK', 'OLD', 50000, 0, 0, null, 'BCA|BUDI|1', 'BCA|RIKA|4561239012', '', 'Approved', 'cs',
        'OLD', '', '', 12.34, 'MANUAL', 9, '[{"mutasiId": 1, "amountCents": 5000000}]'::jsonb)`);
    const mutasi = (table: 'mutasi_deposit' | 'mutasi_withdraw', p: string, id: number, approved: boolean) =>
      sql`insert into ${sql.identifier(table)} (${sql.identifier(`${p}_id`)}, ${sql.identifier(`${p}_upload_id`)},
          ${sql.identifier(`${p}_fingerprint`)}, ${sql.identifier(`${p}_line`)}, ${sql.identifier(`${p}_raw`)},
          ${sql.identifier(`${p}_website`)}, ${sql.identifier(`${p}_app`)}, ${sql.identifier(`${p}_amount`)},
          ${sql.identifier(`${p}_corporate_bank`)}, ${sql.identifier(`${p}_date`)}, ${sql.identifier(`${p}_source`)},
          ${sql.identifier(`${p}_description`)}, ${sql.identifier(`${p}_player_bank_name`)})
        values (${id}, 1, ${`${table}-${id}`}, ${id}, '[]', 'OLD', ${approved}, 150000.5, 'BCA HENDRA', '2026-06-05',
          'bca', 'TRSF', 'BUDI')`;
    await run(mutasi('mutasi_deposit', 'mutasi', 1, true));
    await run(mutasi('mutasi_deposit', 'mutasi', 2, false));
    await run(mutasi('mutasi_withdraw', 'mutasiwd', 1, true));
    await run(sql`insert into match_deposit (match_bo_id, match_mutasi_id, match_website, match_pass, match_score,
        match_reason, match_created_at, match_created_by, match_auto)
      values (1, 1, 'OLD', 'EXACT', 0.97, 'AUTO x', now(), 7, true)`);
    await run(sql`insert into match_withdraw (match_wd_bo_id, match_mutasiwd_id, match_website, match_pass,
        match_reason, match_created_at, match_created_by, match_auto)
      values (1, 1, 'OLD', 'MANUAL', 'cek WA', now(), 9, false)`);

    // 0011 alone: later migrations have their own tests.
    expect(
      await migrate(
        database.db,
        readMigrations().filter((migration) => migration.name <= '0011_row_tables'),
      ),
    ).toEqual(['0011_row_tables']);

    const { rows: boRows } = await exec<Record<string, unknown>>(
      database.db,
      sql`select id::int, side, ticket, amount_cents::float8 as cents, approved, approved_by, fingerprint::text as fp,
            suggestions from bo_row order by id`,
    );
    const fingerprint = fingerprintsOfFile().of;
    expect(boRows).toEqual([
      // An automatic pair's BO row names no approver (the pair names its uploader).
      {
        id: 1,
        side: 'DEPO',
        ticket: 'D1',
        cents: 15_000_050,
        approved: true,
        approved_by: null,
        fp: fingerprint(['bo_deposit', 'OLD', 'D1']),
        suggestions: null,
      },
      {
        id: 2,
        side: 'DEPO',
        ticket: 'D2',
        cents: 15_000_050,
        approved: false,
        approved_by: null,
        fp: fingerprint(['bo_deposit', 'OLD', 'D2']),
        suggestions: [{ mutasiId: 2, amountCents: 15000050 }],
      },
      // Withdrawals are numbered after the deposits; their suggestions follow the statement rows' new ids.
      {
        id: 3,
        side: 'WD',
        ticket: 'W1',
        cents: 5_000_000,
        approved: true,
        approved_by: 9,
        fp: fingerprintsOfFile().of(['bo_withdraw', 'OLD', 'W1']),
        suggestions: [{ mutasiId: 3, amountCents: 5000000 }],
      },
    ]);
    const { rows: statements } = await exec<Record<string, unknown>>(
      database.db,
      sql`select id::int, side, bo_id::int, pair_auto, pair_score, amount_cents::float8 as cents from statement_row
          order by id`,
    );
    expect(statements).toEqual([
      { id: 1, side: 'DEPO', bo_id: 1, pair_auto: true, pair_score: 0.97, cents: 15_000_050 },
      { id: 2, side: 'DEPO', bo_id: null, pair_auto: false, pair_score: null, cents: 15_000_050 },
      { id: 3, side: 'WD', bo_id: 3, pair_auto: false, pair_score: null, cents: 15_000_050 },
    ]);
    const { rows: parts } = await exec<{ part: number }>(
      database.db,
      sql`select upload_file_part as part from upload_file`,
    );
    expect(parts).toEqual([{ part: 0 }]);
    const { rows: old } = await exec(
      database.db,
      sql`select table_name from information_schema.tables where table_name in ('bo_deposit', 'bo_withdraw',
            'mutasi_deposit', 'mutasi_withdraw', 'match_deposit', 'match_withdraw')`,
    );
    expect(old).toEqual([]);
    // New rows are numbered after the moved ones.
    const { rows: next } = await exec<{ id: number }>(
      database.db,
      sql`insert into bo_row (side, website, upload_id, fingerprint, line, ticket, business_date, username, fullname,
            amount_cents, agent_fee_cents, player_fee_cents, player_bank, corporate_bank, description, status, handler,
            panel_website, ref, own_ref)
          values ('DEPO', 'OLD', 1, gen_random_uuid(), 1, 'D9', '2026-06-06', 'x', 'X', 1, 0, 0, '', '', '', '', '',
            'OLD', '', '') returning id::int`,
    );
    expect(next).toEqual([{ id: 4 }]);
  });
});
