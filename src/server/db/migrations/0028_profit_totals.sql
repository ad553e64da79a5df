-- The profit report (docs/decisions/0037) reads the daily totals instead of every transaction
-- of its period: each (local day, pair) row is split by the branch and the teller who booked,
-- and carries the sums of the realised margin and the spread against the reference. The rows
-- are rebuilt from the transactions at the end, so they are emptied first. Splitting by teller
-- also spreads the exchanges of a busy day over more rows, so fewer writers wait on one row.
DELETE FROM "transaction_daily_totals";--> statement-breakpoint
ALTER TABLE "transaction_daily_totals" ADD COLUMN "branch_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "transaction_daily_totals" ADD COLUMN "teller_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "transaction_daily_totals" ADD COLUMN "realised_margin" numeric NOT NULL;--> statement-breakpoint
ALTER TABLE "transaction_daily_totals" ADD COLUMN "reference_spread" numeric NOT NULL;--> statement-breakpoint
ALTER TABLE "transaction_daily_totals" DROP CONSTRAINT "transaction_daily_totals_pk";--> statement-breakpoint
ALTER TABLE "transaction_daily_totals" ADD CONSTRAINT "transaction_daily_totals_pk" PRIMARY KEY("local_date","from_currency_id","to_currency_id","branch_id","teller_id");--> statement-breakpoint
-- A transaction's key parts that may be null (a booking before branches, a teller's account
-- deleted since): the nil uuid and '' stand for none.
-- sha256 of the definition applied: 393851df08310559
\i functions/daily_totals_branch.sql
--> statement-breakpoint
-- sha256 of the definition applied: ed45db446f56fcfc
\i functions/daily_totals_teller.sql
--> statement-breakpoint
\i functions/transaction_daily_totals_add_inserted.sql
--> statement-breakpoint
\i functions/transaction_daily_totals_move_updated.sql
--> statement-breakpoint
-- sha256 of the definition applied: 3068aa4df0b48bb7
\i functions/transaction_daily_totals_rebuild.sql
--> statement-breakpoint
SELECT transaction_daily_totals_rebuild();
