-- Ingest v2 (issue 16, decision 049): one table per kind of row, both sides in it, with neutral column names,
-- money in integer cents, the pair kept on the statement row, and no raw cells (a row's cells are read back from
-- the stored file by its line). The row tables lose their foreign keys (every row comes with its upload, whose own
-- keys stay). The original file is kept as parts of its gzip stream. The DDL is drizzle-kit's (snapshot
-- meta/0011_snapshot.json); the moves of the existing rows are hand-written. Deposit rows keep their ids;
-- withdrawal rows are numbered after them (their old id plus the highest deposit id), and every reference to
-- them follows. A BO row's approver is now the person who approved it by hand: automatic pairs name their uploader
-- on the statement row only. The next `npm run db:generate` numbers its file 0011: rename it to 0012.
CREATE TABLE "bo_row" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"side" text NOT NULL,
	"website" text NOT NULL,
	"upload_id" bigint NOT NULL,
	"fingerprint" uuid NOT NULL,
	"line" integer NOT NULL,
	"ticket" text NOT NULL,
	"requested_at" timestamp with time zone,
	"panel_approved_at" timestamp with time zone,
	"business_date" date NOT NULL,
	"username" text NOT NULL,
	"fullname" text NOT NULL,
	"payment_type" text,
	"brand" text,
	"amount_cents" bigint NOT NULL,
	"amount_original_cents" bigint,
	"admin_fee_cents" bigint,
	"agent_fee_cents" bigint NOT NULL,
	"player_fee_cents" bigint NOT NULL,
	"nett_cents" bigint,
	"last_balance_cents" bigint,
	"player_bank" text NOT NULL,
	"player_bank_bank" text,
	"player_bank_holder" text,
	"player_bank_no" text,
	"corporate_bank" text NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"handler" text NOT NULL,
	"panel_website" text NOT NULL,
	"ref" text NOT NULL,
	"own_ref" text NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	"remark" text,
	"match_pass" text,
	"approved_at" timestamp with time zone,
	"approved_by" integer,
	"contested" boolean DEFAULT false NOT NULL,
	"suggestions" jsonb,
	"reopened" text,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	CONSTRAINT "bo_row_side_value" CHECK ("bo_row"."side" in ('DEPO', 'WD'))
);
--> statement-breakpoint
CREATE TABLE "statement_row" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"side" text NOT NULL,
	"website" text NOT NULL,
	"upload_id" bigint NOT NULL,
	"fingerprint" uuid NOT NULL,
	"line" integer NOT NULL,
	"account_id" integer,
	"corporate_bank" text NOT NULL,
	"source" text NOT NULL,
	"date" date NOT NULL,
	"time" text,
	"amount_cents" bigint NOT NULL,
	"description" text NOT NULL,
	"sender_name" text,
	"counterparty_account" text,
	"reference" text,
	"transaction_id" text,
	"wallet" text,
	"channel" text,
	"fee_cents" bigint,
	"nett_cents" bigint,
	"source_status" text,
	"is_fee" boolean DEFAULT false NOT NULL,
	"source_ticket" text,
	"ticket" text,
	"approved" boolean DEFAULT false NOT NULL,
	"remark" text,
	"matched_at" timestamp with time zone,
	"match_pass" text,
	"approved_by" integer,
	"bo_id" bigint,
	"pair_auto" boolean DEFAULT false NOT NULL,
	"pair_score" real,
	"contested" boolean DEFAULT false NOT NULL,
	"reopened" text,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	CONSTRAINT "statement_row_side_value" CHECK ("statement_row"."side" in ('DEPO', 'WD'))
);
--> statement-breakpoint
-- A stored fingerprint becomes the first 16 bytes of its SHA-256 as a uuid: what uploads compute from now on
-- (uploads/fingerprint.ts), so a file uploaded before this migration is still recognised after it.
CREATE FUNCTION pg_temp.rekon_fingerprint(value text) RETURNS uuid LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(substr(sha256(convert_to(value, 'UTF8')), 1, 16), 'hex')::uuid
$$;
--> statement-breakpoint
CREATE FUNCTION pg_temp.rekon_cents(value numeric) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT (value * 100)::bigint
$$;
--> statement-breakpoint
-- Suggestions name statement rows by id: a withdrawal's move with its statement rows.
CREATE FUNCTION pg_temp.rekon_shift_suggestions(value jsonb, shift bigint) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN jsonb_typeof(value) = 'array' THEN coalesce((
    SELECT jsonb_agg(jsonb_set(s, '{mutasiId}', to_jsonb((s->>'mutasiId')::bigint + shift)) ORDER BY n)
    FROM jsonb_array_elements(value) WITH ORDINALITY AS e(s, n)), '[]'::jsonb) ELSE value END
$$;
--> statement-breakpoint
INSERT INTO "bo_row" ("id", "side", "website", "upload_id", "fingerprint", "line", "ticket", "requested_at",
  "panel_approved_at", "business_date", "username", "fullname", "payment_type", "brand", "amount_cents",
  "amount_original_cents", "admin_fee_cents", "agent_fee_cents", "player_fee_cents", "nett_cents",
  "last_balance_cents", "player_bank", "player_bank_bank", "player_bank_holder", "player_bank_no", "corporate_bank",
  "description", "status", "handler", "panel_website", "ref", "own_ref", "approved", "remark", "match_pass",
  "approved_at", "approved_by", "contested", "suggestions", "reopened", "deleted_at", "deleted_by")
SELECT "bo_id", 'DEPO', "bo_website_code", "bo_upload_id", pg_temp.rekon_fingerprint("bo_fingerprint"), "bo_line",
  "ticket_no", "req_date", "app_date", "bank_statement_date", "user_name", "full_name", "payment_type", NULL,
  pg_temp.rekon_cents("depo_amount"), pg_temp.rekon_cents("depo_amount_original"), pg_temp.rekon_cents("admin_fee"),
  pg_temp.rekon_cents("agent_fee"), pg_temp.rekon_cents("player_fee"), pg_temp.rekon_cents("nett_amount"), NULL,
  "player_bank", "player_bank_bank", "player_bank_holder", "player_bank_no", "corporate_bank", "bo_desc", "bo_status",
  "bo_handler", "bo_website", "player_ref", "player_own_ref", "bo_approve", "ket_app", "bo_match_pass",
  "bo_approved_at", CASE WHEN x."match_auto" THEN NULL ELSE "bo_approved_by" END, "bo_contested", "bo_suggestions",
  "bo_reopened", "bo_deleted_at", "bo_deleted_by"
FROM "bo_deposit" LEFT JOIN "match_deposit" x ON x."match_bo_id" = "bo_id" ORDER BY "bo_id";
--> statement-breakpoint
CREATE TEMP TABLE "rekon_shift" ON COMMIT DROP AS
SELECT (SELECT coalesce(max("bo_id"), 0) FROM "bo_deposit") AS "bo",
  (SELECT coalesce(max("mutasi_id"), 0) FROM "mutasi_deposit") AS "statement";
--> statement-breakpoint
INSERT INTO "bo_row" ("id", "side", "website", "upload_id", "fingerprint", "line", "ticket", "requested_at",
  "panel_approved_at", "business_date", "username", "fullname", "payment_type", "brand", "amount_cents",
  "amount_original_cents", "admin_fee_cents", "agent_fee_cents", "player_fee_cents", "nett_cents",
  "last_balance_cents", "player_bank", "player_bank_bank", "player_bank_holder", "player_bank_no", "corporate_bank",
  "description", "status", "handler", "panel_website", "ref", "own_ref", "approved", "remark", "match_pass",
  "approved_at", "approved_by", "contested", "suggestions", "reopened", "deleted_at", "deleted_by")
SELECT "wd_bo_id" + s."bo", 'WD', "wd_website_code", "wd_upload_id", pg_temp.rekon_fingerprint("wd_fingerprint"),
  "wd_line", "wd_ticket_no", "wd_req_date", "wd_app_date", "wd_bank_date", "wd_username", "wd_fullname", NULL,
  "wd_brand", pg_temp.rekon_cents("wd_amount"), pg_temp.rekon_cents("wd_amount_original"), NULL,
  pg_temp.rekon_cents("wd_agent_fee"), pg_temp.rekon_cents("wd_player_fee"), pg_temp.rekon_cents("wd_nett_amount"),
  pg_temp.rekon_cents("wd_last_balance"), "wd_player_bank", "wd_player_bank_bank", "wd_player_bank_holder",
  "wd_player_bank_no", "wd_corp_bank", "wd_remarks", "wd_status", "wd_handler", "wd_website", "wd_ref_code",
  "wd_own_ref_code", "wd_bo_approve", "wd_ket_app", "wd_match_pass", "wd_approved_at",
  CASE WHEN x."match_auto" THEN NULL ELSE "wd_approved_by" END, "wd_contested",
  pg_temp.rekon_shift_suggestions("wd_suggestions", s."statement"), "wd_reopened", "wd_deleted_at", "wd_deleted_by"
FROM "bo_withdraw" CROSS JOIN "rekon_shift" s LEFT JOIN "match_withdraw" x ON x."match_wd_bo_id" = "wd_bo_id"
ORDER BY "wd_bo_id";
--> statement-breakpoint
INSERT INTO "statement_row" ("id", "side", "website", "upload_id", "fingerprint", "line", "account_id",
  "corporate_bank", "source", "date", "time", "amount_cents", "description", "sender_name", "counterparty_account",
  "reference", "transaction_id", "wallet", "channel", "fee_cents", "nett_cents", "source_status", "is_fee",
  "source_ticket", "ticket", "approved", "remark", "matched_at", "match_pass", "approved_by", "bo_id", "pair_auto",
  "pair_score", "contested", "reopened", "deleted_at", "deleted_by")
SELECT m."mutasi_id", 'DEPO', m."mutasi_website", m."mutasi_upload_id", pg_temp.rekon_fingerprint(m."mutasi_fingerprint"),
  m."mutasi_line", m."mutasi_akun_bank_id", m."mutasi_corporate_bank", m."mutasi_source", m."mutasi_date",
  m."mutasi_time", pg_temp.rekon_cents(m."mutasi_amount"), m."mutasi_description", m."mutasi_player_bank_name",
  m."mutasi_counterparty_account", m."mutasi_reference", m."mutasi_transaction_id", m."mutasi_wallet",
  m."mutasi_channel", pg_temp.rekon_cents(m."mutasi_fee"), pg_temp.rekon_cents(m."mutasi_nett"), m."mutasi_status",
  m."mutasi_is_fee", m."mutasi_source_ticket", m."mutasi_ticket", m."mutasi_app", m."mutasi_ketapp",
  m."mutasi_app_date", m."mutasi_match_pass", m."mutasi_approved_by", x."match_bo_id", coalesce(x."match_auto", false),
  x."match_score", m."mutasi_contested", m."mutasi_reopened", m."mutasi_deleted_at", m."mutasi_deleted_by"
FROM "mutasi_deposit" m LEFT JOIN "match_deposit" x ON x."match_mutasi_id" = m."mutasi_id" ORDER BY m."mutasi_id";
--> statement-breakpoint
INSERT INTO "statement_row" ("id", "side", "website", "upload_id", "fingerprint", "line", "account_id",
  "corporate_bank", "source", "date", "time", "amount_cents", "description", "sender_name", "counterparty_account",
  "reference", "transaction_id", "wallet", "channel", "fee_cents", "nett_cents", "source_status", "is_fee",
  "source_ticket", "ticket", "approved", "remark", "matched_at", "match_pass", "approved_by", "bo_id", "pair_auto",
  "pair_score", "contested", "reopened", "deleted_at", "deleted_by")
SELECT m."mutasiwd_id" + s."statement", 'WD', m."mutasiwd_website", m."mutasiwd_upload_id",
  pg_temp.rekon_fingerprint(m."mutasiwd_fingerprint"), m."mutasiwd_line", m."mutasiwd_akun_bank_id",
  m."mutasiwd_corporate_bank", m."mutasiwd_source", m."mutasiwd_date", m."mutasiwd_time",
  pg_temp.rekon_cents(m."mutasiwd_amount"), m."mutasiwd_description", m."mutasiwd_player_bank_name",
  m."mutasiwd_counterparty_account", m."mutasiwd_reference", NULL, m."mutasiwd_wallet", m."mutasiwd_channel",
  pg_temp.rekon_cents(m."mutasiwd_fee"), pg_temp.rekon_cents(m."mutasiwd_nett"), m."mutasiwd_status",
  m."mutasiwd_is_fee", m."mutasiwd_source_ticket", m."mutasiwd_ticket", m."mutasiwd_app", m."mutasiwd_ketapp",
  m."mutasiwd_app_date", m."mutasiwd_match_pass", m."mutasiwd_approved_by", x."match_wd_bo_id" + s."bo",
  coalesce(x."match_auto", false), x."match_score", m."mutasiwd_contested", m."mutasiwd_reopened",
  m."mutasiwd_deleted_at", m."mutasiwd_deleted_by"
FROM "mutasi_withdraw" m CROSS JOIN "rekon_shift" s
LEFT JOIN "match_withdraw" x ON x."match_mutasiwd_id" = m."mutasiwd_id" ORDER BY m."mutasiwd_id";
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('bo_row', 'id'), coalesce((SELECT max("id") FROM "bo_row"), 0) + 1, false);
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('statement_row', 'id'), coalesce((SELECT max("id") FROM "statement_row"), 0) + 1, false);
--> statement-breakpoint
DROP TABLE "match_deposit";--> statement-breakpoint
DROP TABLE "match_withdraw";--> statement-breakpoint
DROP TABLE "bo_deposit";--> statement-breakpoint
DROP TABLE "bo_withdraw";--> statement-breakpoint
DROP TABLE "mutasi_deposit";--> statement-breakpoint
DROP TABLE "mutasi_withdraw";--> statement-breakpoint
DROP FUNCTION pg_temp.rekon_fingerprint(text);--> statement-breakpoint
DROP FUNCTION pg_temp.rekon_cents(numeric);--> statement-breakpoint
DROP FUNCTION pg_temp.rekon_shift_suggestions(jsonb, bigint);--> statement-breakpoint
-- The stored original becomes part 0 of its gzip stream.
ALTER TABLE "upload_file" ADD COLUMN "upload_file_part" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "upload_file" ALTER COLUMN "upload_file_part" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "upload_file" DROP CONSTRAINT "upload_file_pkey";--> statement-breakpoint
ALTER TABLE "upload_file" ADD CONSTRAINT "upload_file_upload_file_upload_id_upload_file_part_pk" PRIMARY KEY("upload_file_upload_id","upload_file_part");--> statement-breakpoint
-- A BO export usually comes before its statement: its rows are stored pending and approved once when the
-- statement's run pairs them. Half of each page free lets that one update stay on the page (HOT, no new index
-- entries: decision 010); statement rows are mostly stored already paired and keep full pages.
ALTER TABLE "bo_row" SET (fillfactor = 50);--> statement-breakpoint
CREATE UNIQUE INDEX "bo_row_fingerprint_key" ON "bo_row" USING btree ("fingerprint");--> statement-breakpoint
CREATE INDEX "bo_row_day_idx" ON "bo_row" USING btree ("website","side","business_date","id") WHERE "bo_row"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "bo_row_time_idx" ON "bo_row" USING btree ("website",coalesce("panel_approved_at", "requested_at")) WHERE "bo_row"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "bo_row_by_hand_idx" ON "bo_row" USING btree ("website","side","business_date") WHERE "bo_row"."approved_by" is not null and "bo_row"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "statement_row_fingerprint_key" ON "statement_row" USING btree ("fingerprint");--> statement-breakpoint
CREATE INDEX "statement_row_day_idx" ON "statement_row" USING btree ("website","side","date","id") WHERE "statement_row"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "statement_row_upload_idx" ON "statement_row" USING btree ("upload_id");--> statement-breakpoint
CREATE UNIQUE INDEX "statement_row_pair_key" ON "statement_row" USING btree ("bo_id") WHERE "statement_row"."bo_id" is not null;--> statement-breakpoint
CREATE INDEX "statement_row_reference_idx" ON "statement_row" USING btree (upper(btrim("reference"))) WHERE "statement_row"."reference" is not null and "statement_row"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "statement_row_source_ticket_idx" ON "statement_row" USING btree (upper(btrim("source_ticket"))) WHERE "statement_row"."source_ticket" is not null and "statement_row"."deleted_at" is null;
