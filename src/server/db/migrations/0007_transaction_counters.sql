CREATE TABLE "transaction_counters" (
	"transaction_date" date NOT NULL,
	"status" text NOT NULL,
	"is_on_behalf" boolean NOT NULL,
	"claimed" boolean NOT NULL,
	"transactions" bigint NOT NULL,
	"volume" numeric(38, 18) NOT NULL,
	CONSTRAINT "transaction_counters_pk" PRIMARY KEY("transaction_date","status","is_on_behalf","claimed")
);
--> statement-breakpoint
-- The counters move in the same database transaction as the rows they count. Statement-level
-- triggers see every row a statement changed (transition tables), add up the change per bucket
-- and apply it with one upsert in bucket order: concurrent writers wait for each other per
-- bucket, always in the same order, so they never deadlock; a statement that moves nothing
-- between buckets (a notes edit) touches no counter at all.
\i functions/transaction_counters_add_inserted.sql
--> statement-breakpoint
\i functions/transaction_counters_move_updated.sql
--> statement-breakpoint
-- Transactions are never deleted (transactions_no_delete); a TRUNCATE bypasses row triggers,
-- so it empties the counters with them.
-- sha256 of the definition applied: 8a63487e419bc58f
\i functions/transaction_counters_clear.sql
--> statement-breakpoint
CREATE TRIGGER transaction_counters_insert
  AFTER INSERT ON transactions REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION transaction_counters_add_inserted();
--> statement-breakpoint
CREATE TRIGGER transaction_counters_update
  AFTER UPDATE ON transactions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION transaction_counters_move_updated();
--> statement-breakpoint
CREATE TRIGGER transaction_counters_truncate
  AFTER TRUNCATE ON transactions
  FOR EACH STATEMENT EXECUTE FUNCTION transaction_counters_clear();
--> statement-breakpoint
-- The rows already booked. The triggers above hold a lock on transactions until this migration
-- commits, so no write can slip between this count and the first counted change.
INSERT INTO transaction_counters
  (transaction_date, status, is_on_behalf, claimed, transactions, volume)
SELECT transaction_date, status, is_on_behalf, claimed_at IS NOT NULL, count(*), sum(base_value)
FROM transactions
GROUP BY 1, 2, 3, 4;
