-- Matching v2 (issue 14, decision 037): automatic pairs are told from pairs a person made, so that a later
-- upload can reopen them; the rows they free say why; statement rows keep the channel their description
-- names and the gateway's own ticket; contested statement rows are marked like contested BO rows; and the
-- names checkers taught Rekon per player account are kept. The SQL is drizzle-kit's (snapshot
-- meta/0009_snapshot.json, which also holds 0008's hand-written upload_balance) plus the backfills at the end.
-- The next `npm run db:generate` numbers its file 0009: rename it to 0010.
CREATE TABLE "learned_name" (
	"learned_name_id" bigserial PRIMARY KEY NOT NULL,
	"learned_name_website" text NOT NULL,
	"learned_name_account" text NOT NULL,
	"learned_name_holder" text NOT NULL,
	"learned_name_statement" text NOT NULL,
	"learned_name_normalized" text NOT NULL,
	"learned_name_score" double precision,
	"learned_name_ticket" text NOT NULL,
	"learned_name_created_at" timestamp with time zone NOT NULL,
	"learned_name_created_by" integer,
	"learned_name_created_by_name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bo_deposit" ADD COLUMN "bo_reopened" text;--> statement-breakpoint
ALTER TABLE "bo_withdraw" ADD COLUMN "wd_reopened" text;--> statement-breakpoint
ALTER TABLE "match_deposit" ADD COLUMN "match_auto" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "match_withdraw" ADD COLUMN "match_auto" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mutasi_deposit" ADD COLUMN "mutasi_channel" text;--> statement-breakpoint
ALTER TABLE "mutasi_deposit" ADD COLUMN "mutasi_source_ticket" text;--> statement-breakpoint
ALTER TABLE "mutasi_deposit" ADD COLUMN "mutasi_contested" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mutasi_deposit" ADD COLUMN "mutasi_reopened" text;--> statement-breakpoint
ALTER TABLE "mutasi_withdraw" ADD COLUMN "mutasiwd_channel" text;--> statement-breakpoint
ALTER TABLE "mutasi_withdraw" ADD COLUMN "mutasiwd_source_ticket" text;--> statement-breakpoint
ALTER TABLE "mutasi_withdraw" ADD COLUMN "mutasiwd_contested" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mutasi_withdraw" ADD COLUMN "mutasiwd_reopened" text;--> statement-breakpoint
ALTER TABLE "learned_name" ADD CONSTRAINT "learned_name_learned_name_website_website_website_code_fk" FOREIGN KEY ("learned_name_website") REFERENCES "public"."website"("website_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "learned_name_key" ON "learned_name" USING btree ("learned_name_website","learned_name_account","learned_name_normalized");
--> statement-breakpoint
-- Pairs the engine made carry its reason; a checker's carry the remark (with the engine's reason after it when
-- the engine found the counterpart of a corrected amount): only the former may be reopened.
UPDATE "match_deposit" SET "match_auto" = true
  WHERE "match_pass" IN ('REF', 'EXACT', 'UNIQUE') AND "match_reason" ~ '^(REF |AUTO |AUTO-UNIK )';
--> statement-breakpoint
UPDATE "match_withdraw" SET "match_auto" = true
  WHERE "match_pass" IN ('REF', 'EXACT', 'UNIQUE') AND "match_reason" ~ '^(REF |AUTO |AUTO-UNIK )';
--> statement-breakpoint
-- A pending row's ticket is still the gateway's own; a matched one shows the BO ticket.
UPDATE "mutasi_deposit" SET "mutasi_source_ticket" = "mutasi_ticket" WHERE NOT "mutasi_app";
--> statement-breakpoint
UPDATE "mutasi_deposit" SET "mutasi_channel" = "mutasi_wallet" WHERE "mutasi_wallet" IS NOT NULL;
--> statement-breakpoint
UPDATE "mutasi_withdraw" SET "mutasiwd_source_ticket" = "mutasiwd_ticket" WHERE NOT "mutasiwd_app";
--> statement-breakpoint
UPDATE "mutasi_withdraw" SET "mutasiwd_channel" = "mutasiwd_wallet" WHERE "mutasiwd_wallet" IS NOT NULL;
