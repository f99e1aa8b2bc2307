-- Most rows are updated once, soon after they are loaded: the reconciliation approves about 95% of a day's BO
-- and statement rows in the transaction that loads the second file. With 15% free space (0004) only one row
-- in six could take its new version on its own page; with half of each page free nine in ten do (HOT), so
-- the update writes no new index entries: 3x faster at 100k rows, and no index bloat to vacuum. The heap
-- costs about as much as before, since a non-HOT update also leaves a dead copy behind (decision 010).
ALTER TABLE "bo_deposit" SET (fillfactor = 50);
--> statement-breakpoint
ALTER TABLE "bo_withdraw" SET (fillfactor = 50);
--> statement-breakpoint
ALTER TABLE "mutasi_deposit" SET (fillfactor = 50);
--> statement-breakpoint
ALTER TABLE "mutasi_withdraw" SET (fillfactor = 50);
