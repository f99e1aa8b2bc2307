-- Pairs a person undid (issue 29, decision 055): the engine never makes them again and offers them last. The DDL
-- is drizzle-kit's (snapshot meta/0013_snapshot.json); the number 0013 was reserved for this issue, so the next
-- `npm run db:generate` may number its file 0012: rename it after the highest number on main.
CREATE TABLE "refused_pair" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"website" text NOT NULL,
	"side" text NOT NULL,
	"bo_id" bigint NOT NULL,
	"statement_id" bigint NOT NULL,
	"remark" text NOT NULL,
	"refused_at" timestamp with time zone NOT NULL,
	"refused_by" integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX "refused_pair_key" ON "refused_pair" USING btree ("bo_id","statement_id");--> statement-breakpoint
CREATE INDEX "refused_pair_statement_idx" ON "refused_pair" USING btree ("statement_id");