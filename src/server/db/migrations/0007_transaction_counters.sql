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
CREATE OR REPLACE FUNCTION transaction_counters_add_inserted() RETURNS trigger AS $$
BEGIN
  INSERT INTO transaction_counters AS c
    (transaction_date, status, is_on_behalf, claimed, transactions, volume)
  SELECT transaction_date, status, is_on_behalf, claimed_at IS NOT NULL, count(*), sum(base_value)
  FROM inserted_rows
  GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (transaction_date, status, is_on_behalf, claimed) DO UPDATE
    SET transactions = c.transactions + excluded.transactions,
        volume = c.volume + excluded.volume;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION transaction_counters_move_updated() RETURNS trigger AS $$
BEGIN
  INSERT INTO transaction_counters AS c
    (transaction_date, status, is_on_behalf, claimed, transactions, volume)
  SELECT transaction_date, status, is_on_behalf, claimed, sum(n), sum(v)
  FROM (
    SELECT transaction_date, status, is_on_behalf, claimed_at IS NOT NULL AS claimed,
           -1 AS n, -base_value AS v
    FROM old_rows
    UNION ALL
    SELECT transaction_date, status, is_on_behalf, claimed_at IS NOT NULL, 1, base_value
    FROM new_rows
  ) change
  GROUP BY 1, 2, 3, 4
  HAVING sum(n) <> 0 OR sum(v) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (transaction_date, status, is_on_behalf, claimed) DO UPDATE
    SET transactions = c.transactions + excluded.transactions,
        volume = c.volume + excluded.volume;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Transactions are never deleted (transactions_no_delete); a TRUNCATE bypasses row triggers,
-- so it empties the counters with them.
CREATE OR REPLACE FUNCTION transaction_counters_clear() RETURNS trigger AS $$
BEGIN
  DELETE FROM transaction_counters;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
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
