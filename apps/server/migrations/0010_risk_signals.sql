-- Risk signals (issue 19, decision 044): each website's thresholds, set by an ADMIN; the indexes that let a
-- day's statement references and gateway tickets be looked up across accounts and websites; and small partial
-- indexes of a day's BO rows approved by a person (manual pairs, amount edits). The SQL is
-- drizzle-kit's (snapshot meta/0010_snapshot.json). The next `npm run db:generate` numbers its file 0010: rename it
-- to 0011.
CREATE TABLE "risk_setting" (
	"risk_setting_website" text PRIMARY KEY NOT NULL,
	"risk_setting_sender_min_users" integer NOT NULL,
	"risk_setting_user_min_senders" integer NOT NULL,
	"risk_setting_updated_at" timestamp with time zone NOT NULL,
	"risk_setting_updated_by" integer,
	"risk_setting_updated_by_name" text NOT NULL,
	CONSTRAINT "risk_setting_sender_min_users_range" CHECK ("risk_setting"."risk_setting_sender_min_users" between 2 and 20),
	CONSTRAINT "risk_setting_user_min_senders_range" CHECK ("risk_setting"."risk_setting_user_min_senders" between 2 and 20)
);
--> statement-breakpoint
ALTER TABLE "risk_setting" ADD CONSTRAINT "risk_setting_risk_setting_website_website_website_code_fk" FOREIGN KEY ("risk_setting_website") REFERENCES "public"."website"("website_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bo_deposit_by_hand_idx" ON "bo_deposit" USING btree ("bo_website_code","bank_statement_date") WHERE "bo_deposit"."bo_approved_by" is not null and "bo_deposit"."bo_deleted_at" is null;--> statement-breakpoint
CREATE INDEX "bo_withdraw_by_hand_idx" ON "bo_withdraw" USING btree ("wd_website_code","wd_bank_date") WHERE "bo_withdraw"."wd_approved_by" is not null and "bo_withdraw"."wd_deleted_at" is null;--> statement-breakpoint
CREATE INDEX "mutasi_deposit_reference_idx" ON "mutasi_deposit" USING btree (upper(btrim("mutasi_reference"))) WHERE "mutasi_deposit"."mutasi_deleted_at" is null;--> statement-breakpoint
CREATE INDEX "mutasi_deposit_source_ticket_idx" ON "mutasi_deposit" USING btree (upper(btrim("mutasi_source_ticket"))) WHERE "mutasi_deposit"."mutasi_deleted_at" is null;--> statement-breakpoint
CREATE INDEX "mutasi_withdraw_reference_idx" ON "mutasi_withdraw" USING btree (upper(btrim("mutasiwd_reference"))) WHERE "mutasi_withdraw"."mutasiwd_deleted_at" is null;--> statement-breakpoint
CREATE INDEX "mutasi_withdraw_source_ticket_idx" ON "mutasi_withdraw" USING btree (upper(btrim("mutasiwd_source_ticket"))) WHERE "mutasi_withdraw"."mutasiwd_deleted_at" is null;
