-- Reconciliation updates BO and statement rows soon after they are loaded (approve flag, reason, ticket).
-- Free space on each page lets those updates stay on the page (HOT), without new index entries.
ALTER TABLE "bo_deposit" SET (fillfactor = 85);
--> statement-breakpoint
ALTER TABLE "bo_withdraw" SET (fillfactor = 85);
--> statement-breakpoint
ALTER TABLE "mutasi_deposit" SET (fillfactor = 85);
--> statement-breakpoint
ALTER TABLE "mutasi_withdraw" SET (fillfactor = 85);
