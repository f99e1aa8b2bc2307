-- The running balance of each statement upload (formats.md "Balance continuity", decision 030): where it
-- opens and closes, the breaks inside the file, and the gap to the balance stored for the days before it.
-- Kept per real account (bank + number), which is what a running balance belongs to, whatever website or
-- side it was uploaded for.
CREATE TABLE "upload_balance" (
	"upload_balance_upload_id" bigint PRIMARY KEY NOT NULL REFERENCES "upload"("upload_id") ON DELETE CASCADE,
	"upload_balance_website" text NOT NULL,
	"upload_balance_bank" text NOT NULL,
	"upload_balance_account_no" text NOT NULL,
	"upload_balance_first_date" date NOT NULL,
	"upload_balance_first_time" text,
	"upload_balance_opening" numeric(18, 2) NOT NULL,
	"upload_balance_last_date" date NOT NULL,
	"upload_balance_last_time" text,
	"upload_balance_closing" numeric(18, 2) NOT NULL,
	"upload_balance_break_count" integer NOT NULL,
	"upload_balance_breaks" jsonb NOT NULL,
	"upload_balance_gap" jsonb
);
--> statement-breakpoint
CREATE INDEX "upload_balance_account_idx" ON "upload_balance" ("upload_balance_bank", "upload_balance_account_no", "upload_balance_last_date");
--> statement-breakpoint
CREATE INDEX "upload_balance_website_idx" ON "upload_balance" ("upload_balance_website", "upload_balance_first_date");
