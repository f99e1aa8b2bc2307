-- Split payments (issue 28, decision 053). A pending request's group of two or three credits of the same sender
-- that together are its amount, as the engine suggested it (JSON, packages/reconcile SplitSuggestion), or null.
-- A request approved with such a group is paired with every credit of it, so a BO row is no longer the pair of at
-- most one statement row: the unique index becomes a plain one. Hand-written; the number 0012 was reserved for
-- this issue.
ALTER TABLE "bo_row" ADD COLUMN "split" jsonb;--> statement-breakpoint
DROP INDEX "statement_row_pair_key";--> statement-breakpoint
CREATE INDEX "statement_row_pair_idx" ON "statement_row" USING btree ("bo_id") WHERE "statement_row"."bo_id" is not null;
