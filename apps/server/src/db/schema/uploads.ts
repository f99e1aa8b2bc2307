/** Uploads: what each added, its statement balance and its original file. */
import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { akunBank, website } from './access';
import { businessDate, bytea, instant, money } from './columns';

export const UPLOAD_KINDS = ['bo_deposit', 'bo_withdraw', 'mutasi_deposit', 'mutasi_withdraw'] as const;

/** One accepted upload: who, when, what file, for which website and account, and what it added. */
export const upload = pgTable(
  'upload',
  {
    upload_id: bigserial('upload_id', { mode: 'number' }).primaryKey(),
    upload_endpoint: text('upload_endpoint').notNull(),
    upload_format: text('upload_format').notNull(),
    upload_kind: text('upload_kind', { enum: UPLOAD_KINDS }).notNull(),
    upload_website: text('upload_website')
      .notNull()
      .references(() => website.website_code, { onDelete: 'restrict' }),
    upload_akun_bank_id: integer('upload_akun_bank_id').references(() => akunBank.akun_bank_id, {
      onDelete: 'set null',
    }),
    upload_corporate_bank_name: text('upload_corporate_bank_name'),
    upload_corporate_bank_no: text('upload_corporate_bank_no'),
    upload_provider: text('upload_provider'),
    upload_statement_date: businessDate('upload_statement_date'),
    /** The client's file name: metadata only, never a path. */
    upload_file_name: text('upload_file_name').notNull(),
    upload_file_sha256: text('upload_file_sha256').notNull(),
    upload_file_size: integer('upload_file_size').notNull(),
    upload_rows_total: integer('upload_rows_total').notNull(),
    upload_rows_inserted: integer('upload_rows_inserted').notNull(),
    upload_rows_duplicate: integer('upload_rows_duplicate').notNull(),
    upload_rows_skipped: integer('upload_rows_skipped').notNull(),
    upload_summary: jsonb('upload_summary').notNull(),
    upload_date_from: businessDate('upload_date_from'),
    upload_date_to: businessDate('upload_date_to'),
    upload_created_at: instant('upload_created_at').notNull(),
    upload_created_by: integer('upload_created_by').notNull(),
    upload_created_by_name: text('upload_created_by_name').notNull(),
  },
  (t) => [index('upload_website_idx').on(t.upload_website, t.upload_created_at)],
);

/** A statement upload's running balance and its breaks (migration 0008, decision 030). */
export const uploadBalance = pgTable(
  'upload_balance',
  {
    upload_balance_upload_id: bigint('upload_balance_upload_id', { mode: 'number' })
      .primaryKey()
      .references(() => upload.upload_id, { onDelete: 'cascade' }),
    upload_balance_website: text('upload_balance_website').notNull(),
    upload_balance_bank: text('upload_balance_bank').notNull(),
    upload_balance_account_no: text('upload_balance_account_no').notNull(),
    upload_balance_first_date: businessDate('upload_balance_first_date').notNull(),
    upload_balance_first_time: text('upload_balance_first_time'),
    upload_balance_opening: money('upload_balance_opening').notNull(),
    upload_balance_last_date: businessDate('upload_balance_last_date').notNull(),
    upload_balance_last_time: text('upload_balance_last_time'),
    upload_balance_closing: money('upload_balance_closing').notNull(),
    upload_balance_break_count: integer('upload_balance_break_count').notNull(),
    upload_balance_breaks: jsonb('upload_balance_breaks').notNull(),
    upload_balance_gap: jsonb('upload_balance_gap'),
  },
  (t) => [
    index('upload_balance_account_idx').on(
      t.upload_balance_bank,
      t.upload_balance_account_no,
      t.upload_balance_last_date,
    ),
    index('upload_balance_website_idx').on(t.upload_balance_website, t.upload_balance_first_date),
  ],
);

/**
 * The original bytes of each upload, gzip-compressed once and kept for audit: the gzip stream cut into parts of
 * about 1 MiB, written as it is compressed (no upload is held whole in memory). A row's raw cells are read back
 * from here by its line number (uploads/original-file.ts).
 */
export const uploadFile = pgTable(
  'upload_file',
  {
    upload_file_upload_id: bigint('upload_file_upload_id', { mode: 'number' })
      .notNull()
      .references(() => upload.upload_id, { onDelete: 'cascade' }),
    upload_file_part: integer('upload_file_part').notNull(),
    upload_file_gzip: bytea('upload_file_gzip').notNull(),
  },
  (t) => [primaryKey({ columns: [t.upload_file_upload_id, t.upload_file_part] })],
);
