CREATE TABLE "bo_deposit" (
	"bo_id" bigserial PRIMARY KEY NOT NULL,
	"bo_upload_id" bigint NOT NULL,
	"bo_fingerprint" text NOT NULL,
	"bo_line" integer NOT NULL,
	"bo_raw" jsonb NOT NULL,
	"bo_website_code" text NOT NULL,
	"bo_approve" boolean DEFAULT false NOT NULL,
	"ket_app" text,
	"ticket_no" text NOT NULL,
	"req_date" timestamp with time zone,
	"app_date" timestamp with time zone,
	"bank_statement_date" date NOT NULL,
	"user_name" text NOT NULL,
	"full_name" text NOT NULL,
	"payment_type" text NOT NULL,
	"depo_amount" numeric(18, 2) NOT NULL,
	"depo_amount_original" numeric(18, 2),
	"admin_fee" numeric(18, 2) NOT NULL,
	"agent_fee" numeric(18, 2) NOT NULL,
	"player_fee" numeric(18, 2) NOT NULL,
	"nett_amount" numeric(18, 2),
	"player_bank" text NOT NULL,
	"player_bank_bank" text,
	"player_bank_holder" text,
	"player_bank_no" text,
	"corporate_bank" text NOT NULL,
	"bo_desc" text NOT NULL,
	"bo_status" text NOT NULL,
	"bo_handler" text NOT NULL,
	"bo_website" text NOT NULL,
	"player_ref" text NOT NULL,
	"player_own_ref" text NOT NULL,
	"bo_match_pass" text,
	"bo_approved_at" timestamp with time zone,
	"bo_approved_by" integer,
	"bo_contested" boolean DEFAULT false NOT NULL,
	"bo_suggestions" jsonb,
	"bo_deleted_at" timestamp with time zone,
	"bo_deleted_by" integer
);
--> statement-breakpoint
CREATE TABLE "bo_withdraw" (
	"wd_bo_id" bigserial PRIMARY KEY NOT NULL,
	"wd_upload_id" bigint NOT NULL,
	"wd_fingerprint" text NOT NULL,
	"wd_line" integer NOT NULL,
	"wd_raw" jsonb NOT NULL,
	"wd_website_code" text NOT NULL,
	"wd_bo_approve" boolean DEFAULT false NOT NULL,
	"wd_ket_app" text,
	"wd_ticket_no" text NOT NULL,
	"wd_req_date" timestamp with time zone,
	"wd_app_date" timestamp with time zone,
	"wd_bank_date" date NOT NULL,
	"wd_username" text NOT NULL,
	"wd_fullname" text NOT NULL,
	"wd_payment_type" text NOT NULL,
	"wd_brand" text NOT NULL,
	"wd_amount" numeric(18, 2) NOT NULL,
	"wd_amount_original" numeric(18, 2),
	"wd_player_fee" numeric(18, 2) NOT NULL,
	"wd_agent_fee" numeric(18, 2) NOT NULL,
	"wd_nett_amount" numeric(18, 2),
	"wd_player_bank" text NOT NULL,
	"wd_player_bank_bank" text,
	"wd_player_bank_holder" text,
	"wd_player_bank_no" text,
	"wd_corp_bank" text NOT NULL,
	"wd_remarks" text NOT NULL,
	"wd_status" text NOT NULL,
	"wd_handler" text NOT NULL,
	"wd_website" text NOT NULL,
	"wd_ref_code" text NOT NULL,
	"wd_own_ref_code" text NOT NULL,
	"wd_last_balance" numeric(18, 2),
	"wd_match_pass" text,
	"wd_approved_at" timestamp with time zone,
	"wd_approved_by" integer,
	"wd_contested" boolean DEFAULT false NOT NULL,
	"wd_suggestions" jsonb,
	"wd_deleted_at" timestamp with time zone,
	"wd_deleted_by" integer
);
--> statement-breakpoint
CREATE TABLE "match_deposit" (
	"match_id" bigserial PRIMARY KEY NOT NULL,
	"match_bo_id" bigint NOT NULL,
	"match_mutasi_id" bigint NOT NULL,
	"match_website" text NOT NULL,
	"match_pass" text NOT NULL,
	"match_score" double precision,
	"match_reason" text NOT NULL,
	"match_created_at" timestamp with time zone NOT NULL,
	"match_created_by" integer,
	CONSTRAINT "match_deposit_bo_key" UNIQUE("match_bo_id"),
	CONSTRAINT "match_deposit_mutasi_key" UNIQUE("match_mutasi_id")
);
--> statement-breakpoint
CREATE TABLE "match_withdraw" (
	"match_id" bigserial PRIMARY KEY NOT NULL,
	"match_wd_bo_id" bigint NOT NULL,
	"match_mutasiwd_id" bigint NOT NULL,
	"match_website" text NOT NULL,
	"match_pass" text NOT NULL,
	"match_score" double precision,
	"match_reason" text NOT NULL,
	"match_created_at" timestamp with time zone NOT NULL,
	"match_created_by" integer,
	CONSTRAINT "match_withdraw_bo_key" UNIQUE("match_wd_bo_id"),
	CONSTRAINT "match_withdraw_mutasi_key" UNIQUE("match_mutasiwd_id")
);
--> statement-breakpoint
CREATE TABLE "mutasi_deposit" (
	"mutasi_id" bigserial PRIMARY KEY NOT NULL,
	"mutasi_transaction_id" text,
	"mutasi_upload_id" bigint NOT NULL,
	"mutasi_fingerprint" text NOT NULL,
	"mutasi_line" integer NOT NULL,
	"mutasi_raw" jsonb NOT NULL,
	"mutasi_website" text NOT NULL,
	"mutasi_app" boolean DEFAULT false NOT NULL,
	"mutasi_ketapp" text,
	"mutasi_amount" numeric(18, 2) NOT NULL,
	"mutasi_ticket" text,
	"mutasi_app_date" timestamp with time zone,
	"mutasi_player_bank_name" text,
	"mutasi_corporate_bank" text NOT NULL,
	"mutasi_date" date NOT NULL,
	"mutasi_time" text,
	"mutasi_akun_bank_id" integer,
	"mutasi_source" text NOT NULL,
	"mutasi_description" text NOT NULL,
	"mutasi_counterparty_account" text,
	"mutasi_reference" text,
	"mutasi_wallet" text,
	"mutasi_fee" numeric(18, 2),
	"mutasi_nett" numeric(18, 2),
	"mutasi_status" text,
	"mutasi_is_fee" boolean DEFAULT false NOT NULL,
	"mutasi_match_pass" text,
	"mutasi_approved_by" integer,
	"mutasi_deleted_at" timestamp with time zone,
	"mutasi_deleted_by" integer
);
--> statement-breakpoint
CREATE TABLE "mutasi_withdraw" (
	"mutasiwd_id" bigserial PRIMARY KEY NOT NULL,
	"mutasiwd_upload_id" bigint NOT NULL,
	"mutasiwd_fingerprint" text NOT NULL,
	"mutasiwd_line" integer NOT NULL,
	"mutasiwd_raw" jsonb NOT NULL,
	"mutasiwd_website" text NOT NULL,
	"mutasiwd_app" boolean DEFAULT false NOT NULL,
	"mutasiwd_ketapp" text,
	"mutasiwd_amount" numeric(18, 2) NOT NULL,
	"mutasiwd_ticket" text,
	"mutasiwd_app_date" timestamp with time zone,
	"mutasiwd_player_bank_name" text,
	"mutasiwd_corporate_bank" text NOT NULL,
	"mutasiwd_date" date NOT NULL,
	"mutasiwd_time" text,
	"mutasiwd_akun_bank_id" integer,
	"mutasiwd_source" text NOT NULL,
	"mutasiwd_description" text NOT NULL,
	"mutasiwd_counterparty_account" text,
	"mutasiwd_reference" text,
	"mutasiwd_wallet" text,
	"mutasiwd_fee" numeric(18, 2),
	"mutasiwd_nett" numeric(18, 2),
	"mutasiwd_status" text,
	"mutasiwd_is_fee" boolean DEFAULT false NOT NULL,
	"mutasiwd_match_pass" text,
	"mutasiwd_approved_by" integer,
	"mutasiwd_deleted_at" timestamp with time zone,
	"mutasiwd_deleted_by" integer
);
--> statement-breakpoint
CREATE TABLE "upload" (
	"upload_id" bigserial PRIMARY KEY NOT NULL,
	"upload_endpoint" text NOT NULL,
	"upload_format" text NOT NULL,
	"upload_kind" text NOT NULL,
	"upload_website" text NOT NULL,
	"upload_akun_bank_id" integer,
	"upload_corporate_bank_name" text,
	"upload_corporate_bank_no" text,
	"upload_provider" text,
	"upload_statement_date" date,
	"upload_file_name" text NOT NULL,
	"upload_file_sha256" text NOT NULL,
	"upload_file_size" integer NOT NULL,
	"upload_rows_total" integer NOT NULL,
	"upload_rows_inserted" integer NOT NULL,
	"upload_rows_duplicate" integer NOT NULL,
	"upload_rows_skipped" integer NOT NULL,
	"upload_summary" jsonb NOT NULL,
	"upload_date_from" date,
	"upload_date_to" date,
	"upload_created_at" timestamp with time zone NOT NULL,
	"upload_created_by" integer NOT NULL,
	"upload_created_by_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upload_file" (
	"upload_file_upload_id" bigint PRIMARY KEY NOT NULL,
	"upload_file_gzip" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bo_deposit" ADD CONSTRAINT "bo_deposit_bo_upload_id_upload_upload_id_fk" FOREIGN KEY ("bo_upload_id") REFERENCES "public"."upload"("upload_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bo_deposit" ADD CONSTRAINT "bo_deposit_bo_website_code_website_website_code_fk" FOREIGN KEY ("bo_website_code") REFERENCES "public"."website"("website_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bo_withdraw" ADD CONSTRAINT "bo_withdraw_wd_upload_id_upload_upload_id_fk" FOREIGN KEY ("wd_upload_id") REFERENCES "public"."upload"("upload_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bo_withdraw" ADD CONSTRAINT "bo_withdraw_wd_website_code_website_website_code_fk" FOREIGN KEY ("wd_website_code") REFERENCES "public"."website"("website_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_deposit" ADD CONSTRAINT "match_deposit_match_bo_id_bo_deposit_bo_id_fk" FOREIGN KEY ("match_bo_id") REFERENCES "public"."bo_deposit"("bo_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_deposit" ADD CONSTRAINT "match_deposit_match_mutasi_id_mutasi_deposit_mutasi_id_fk" FOREIGN KEY ("match_mutasi_id") REFERENCES "public"."mutasi_deposit"("mutasi_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_withdraw" ADD CONSTRAINT "match_withdraw_match_wd_bo_id_bo_withdraw_wd_bo_id_fk" FOREIGN KEY ("match_wd_bo_id") REFERENCES "public"."bo_withdraw"("wd_bo_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_withdraw" ADD CONSTRAINT "match_withdraw_match_mutasiwd_id_mutasi_withdraw_mutasiwd_id_fk" FOREIGN KEY ("match_mutasiwd_id") REFERENCES "public"."mutasi_withdraw"("mutasiwd_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mutasi_deposit" ADD CONSTRAINT "mutasi_deposit_mutasi_upload_id_upload_upload_id_fk" FOREIGN KEY ("mutasi_upload_id") REFERENCES "public"."upload"("upload_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mutasi_deposit" ADD CONSTRAINT "mutasi_deposit_mutasi_website_website_website_code_fk" FOREIGN KEY ("mutasi_website") REFERENCES "public"."website"("website_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mutasi_deposit" ADD CONSTRAINT "mutasi_deposit_mutasi_akun_bank_id_akun_bank_akun_bank_id_fk" FOREIGN KEY ("mutasi_akun_bank_id") REFERENCES "public"."akun_bank"("akun_bank_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mutasi_withdraw" ADD CONSTRAINT "mutasi_withdraw_mutasiwd_upload_id_upload_upload_id_fk" FOREIGN KEY ("mutasiwd_upload_id") REFERENCES "public"."upload"("upload_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mutasi_withdraw" ADD CONSTRAINT "mutasi_withdraw_mutasiwd_website_website_website_code_fk" FOREIGN KEY ("mutasiwd_website") REFERENCES "public"."website"("website_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mutasi_withdraw" ADD CONSTRAINT "mutasi_withdraw_mutasiwd_akun_bank_id_akun_bank_akun_bank_id_fk" FOREIGN KEY ("mutasiwd_akun_bank_id") REFERENCES "public"."akun_bank"("akun_bank_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload" ADD CONSTRAINT "upload_upload_website_website_website_code_fk" FOREIGN KEY ("upload_website") REFERENCES "public"."website"("website_code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload" ADD CONSTRAINT "upload_upload_akun_bank_id_akun_bank_akun_bank_id_fk" FOREIGN KEY ("upload_akun_bank_id") REFERENCES "public"."akun_bank"("akun_bank_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_file" ADD CONSTRAINT "upload_file_upload_file_upload_id_upload_upload_id_fk" FOREIGN KEY ("upload_file_upload_id") REFERENCES "public"."upload"("upload_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bo_deposit_fingerprint_key" ON "bo_deposit" USING btree ("bo_fingerprint");--> statement-breakpoint
CREATE INDEX "bo_deposit_day_idx" ON "bo_deposit" USING btree ("bo_website_code","bank_statement_date","bo_id") WHERE "bo_deposit"."bo_deleted_at" is null;--> statement-breakpoint
CREATE INDEX "bo_deposit_upload_idx" ON "bo_deposit" USING btree ("bo_upload_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bo_withdraw_fingerprint_key" ON "bo_withdraw" USING btree ("wd_fingerprint");--> statement-breakpoint
CREATE INDEX "bo_withdraw_day_idx" ON "bo_withdraw" USING btree ("wd_website_code","wd_bank_date","wd_bo_id") WHERE "bo_withdraw"."wd_deleted_at" is null;--> statement-breakpoint
CREATE INDEX "bo_withdraw_upload_idx" ON "bo_withdraw" USING btree ("wd_upload_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mutasi_deposit_fingerprint_key" ON "mutasi_deposit" USING btree ("mutasi_fingerprint");--> statement-breakpoint
CREATE INDEX "mutasi_deposit_day_idx" ON "mutasi_deposit" USING btree ("mutasi_website","mutasi_date","mutasi_id") WHERE "mutasi_deposit"."mutasi_deleted_at" is null;--> statement-breakpoint
CREATE INDEX "mutasi_deposit_upload_idx" ON "mutasi_deposit" USING btree ("mutasi_upload_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mutasi_withdraw_fingerprint_key" ON "mutasi_withdraw" USING btree ("mutasiwd_fingerprint");--> statement-breakpoint
CREATE INDEX "mutasi_withdraw_day_idx" ON "mutasi_withdraw" USING btree ("mutasiwd_website","mutasiwd_date","mutasiwd_id") WHERE "mutasi_withdraw"."mutasiwd_deleted_at" is null;--> statement-breakpoint
CREATE INDEX "mutasi_withdraw_upload_idx" ON "mutasi_withdraw" USING btree ("mutasiwd_upload_id");--> statement-breakpoint
CREATE INDEX "upload_website_idx" ON "upload" USING btree ("upload_website","upload_created_at");