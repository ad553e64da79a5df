-- An exchange no longer updates a shared row of the counters (migration 0007) or of the daily
-- totals (migrations 0010, 0028): every writer of a day's bucket waited there for the one
-- before it to commit, and each update left a dead version of that row that nothing could
-- remove while any long transaction (a backup, a long report) was open, so every later update
-- of the row read more of them (issue 29). The triggers now append each statement's change as
-- a pending row; the sums are what every reader already reads (sum … group by), and a
-- scheduled job (transaction_totals_compact, below) folds each bucket's rows into one.
ALTER TABLE "transaction_counters" DROP CONSTRAINT "transaction_counters_pk";--> statement-breakpoint
ALTER TABLE "transaction_counters" ADD COLUMN "pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "transaction_counters_key_idx" ON "transaction_counters" USING btree ("transaction_date","status","is_on_behalf","claimed");--> statement-breakpoint
CREATE INDEX "transaction_counters_pending_idx" ON "transaction_counters" USING btree ("transaction_date") WHERE "pending";--> statement-breakpoint
ALTER TABLE "transaction_daily_totals" DROP CONSTRAINT "transaction_daily_totals_pk";--> statement-breakpoint
ALTER TABLE "transaction_daily_totals" ADD COLUMN "pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "transaction_daily_totals_key_idx" ON "transaction_daily_totals" USING btree ("local_date","from_currency_id","to_currency_id","branch_id","teller_id");--> statement-breakpoint
CREATE INDEX "transaction_daily_totals_pending_idx" ON "transaction_daily_totals" USING btree ("local_date") WHERE "pending";--> statement-breakpoint
-- sha256 of the definition applied: c848b1abcc5582c0
\i functions/transaction_counters_add_inserted.sql
--> statement-breakpoint
-- sha256 of the definition applied: 5200c5a43be43354
\i functions/transaction_counters_move_updated.sql
--> statement-breakpoint
-- sha256 of the definition applied: 3987a95ecf8b31fb
\i functions/transaction_daily_totals_add_inserted.sql
--> statement-breakpoint
-- sha256 of the definition applied: f9cce0d4fbd2a37d
\i functions/transaction_daily_totals_move_updated.sql
--> statement-breakpoint
-- Folds the rows of every bucket that has pending changes into one row, dropping buckets that
-- sum to nothing; returns how many buckets it folded. Rows appended by writers that commit
-- while it runs are not in its snapshot and stay pending for the next run. Two runs at once
-- stay exact: a row the other run deleted first is skipped by this one's delete, so each row
-- is added into exactly one folded row.
-- sha256 of the definition applied: 244f0d3fb372c49c
\i functions/transaction_totals_compact.sql
