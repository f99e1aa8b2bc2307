-- Live statement feeds (issue 30, decision 057): a feed per Data Bank account (push webhook or SNAP pull), its
-- sealed secret and health, and on each statement row the feed that brought it and the running balance after it
-- (what identifies a row across a feed and a file). The DDL is drizzle-kit's (snapshot meta/0014_snapshot.json).
CREATE TABLE "feed" (
	"feed_id" serial PRIMARY KEY NOT NULL,
	"feed_akun_bank_id" integer NOT NULL,
	"feed_name" text NOT NULL,
	"feed_kind" text NOT NULL,
	"feed_secret" text NOT NULL,
	"feed_allowed_ips" jsonb NOT NULL,
	"feed_snap" jsonb,
	"feed_interval_s" integer NOT NULL,
	"feed_enabled" boolean DEFAULT true NOT NULL,
	"feed_last_arrival_at" timestamp with time zone,
	"feed_last_rows" integer,
	"feed_last_error" text,
	"feed_last_error_at" timestamp with time zone,
	"feed_failures" integer DEFAULT 0 NOT NULL,
	"feed_next_pull_at" timestamp with time zone,
	"feed_created_at" timestamp with time zone NOT NULL,
	"feed_created_by" integer,
	"feed_last_edited_at" timestamp with time zone,
	"feed_last_edited_by" integer,
	CONSTRAINT "feed_kind_value" CHECK ("feed"."feed_kind" in ('push', 'snap')),
	CONSTRAINT "feed_interval_range" CHECK ("feed"."feed_interval_s" between 60 and 86400)
);
--> statement-breakpoint
ALTER TABLE "statement_row" ADD COLUMN "feed_id" integer;--> statement-breakpoint
ALTER TABLE "statement_row" ADD COLUMN "balance_cents" bigint;--> statement-breakpoint
ALTER TABLE "feed" ADD CONSTRAINT "feed_feed_akun_bank_id_akun_bank_akun_bank_id_fk" FOREIGN KEY ("feed_akun_bank_id") REFERENCES "public"."akun_bank"("akun_bank_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feed_name_key" ON "feed" USING btree (lower("feed_name"));--> statement-breakpoint
CREATE INDEX "feed_akun_bank_idx" ON "feed" USING btree ("feed_akun_bank_id");--> statement-breakpoint
CREATE INDEX "statement_row_feed_idx" ON "statement_row" USING btree ("account_id","date") WHERE "statement_row"."feed_id" is not null;
