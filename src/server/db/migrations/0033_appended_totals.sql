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
CREATE OR REPLACE FUNCTION transaction_counters_add_inserted() RETURNS trigger AS $$
BEGIN
  INSERT INTO transaction_counters
    (transaction_date, status, is_on_behalf, claimed, transactions, volume, pending)
  SELECT transaction_date, status, is_on_behalf, claimed_at IS NOT NULL, count(*),
         sum(base_value), true
  FROM inserted_rows
  GROUP BY 1, 2, 3, 4;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION transaction_counters_move_updated() RETURNS trigger AS $$
BEGIN
  INSERT INTO transaction_counters
    (transaction_date, status, is_on_behalf, claimed, transactions, volume, pending)
  SELECT transaction_date, status, is_on_behalf, claimed, sum(n), sum(v), true
  FROM (
    SELECT transaction_date, status, is_on_behalf, claimed_at IS NOT NULL AS claimed,
           -1 AS n, -base_value AS v
    FROM old_rows
    UNION ALL
    SELECT transaction_date, status, is_on_behalf, claimed_at IS NOT NULL, 1, base_value
    FROM new_rows
  ) change
  GROUP BY 1, 2, 3, 4
  HAVING sum(n) <> 0 OR sum(v) <> 0;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION transaction_daily_totals_add_inserted() RETURNS trigger AS $$
DECLARE
  zone text := bureau_time_zone();
BEGIN
  INSERT INTO transaction_daily_totals
    (local_date, from_currency_id, to_currency_id, branch_id, teller_id, transactions,
     from_amount, to_amount, rate_used, base_value, realised_margin, reference_spread, pending)
  SELECT (created_at AT TIME ZONE zone)::date, from_currency_id, to_currency_id,
         daily_totals_branch(branch_id), daily_totals_teller(created_by), count(*),
         sum(from_amount), sum(to_amount), sum(rate_used), sum(base_value),
         coalesce(sum(realised_margin), 0), coalesce(sum(reference_spread), 0), true
  FROM inserted_rows
  WHERE status <> 'cancelled'
  GROUP BY 1, 2, 3, 4, 5;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION transaction_daily_totals_move_updated() RETURNS trigger AS $$
DECLARE
  zone text := bureau_time_zone();
BEGIN
  INSERT INTO transaction_daily_totals
    (local_date, from_currency_id, to_currency_id, branch_id, teller_id, transactions,
     from_amount, to_amount, rate_used, base_value, realised_margin, reference_spread, pending)
  SELECT local_date, from_currency_id, to_currency_id, branch_id, teller_id, sum(n), sum(f),
         sum(t), sum(r), sum(b), sum(m), sum(s), true
  FROM (
    SELECT (created_at AT TIME ZONE zone)::date AS local_date, from_currency_id,
           to_currency_id, daily_totals_branch(branch_id) AS branch_id,
           daily_totals_teller(created_by) AS teller_id, -1 AS n, -from_amount AS f,
           -to_amount AS t, -rate_used AS r, -base_value AS b,
           -coalesce(realised_margin, 0) AS m, -coalesce(reference_spread, 0) AS s
    FROM old_rows WHERE status <> 'cancelled'
    UNION ALL
    SELECT (created_at AT TIME ZONE zone)::date, from_currency_id, to_currency_id,
           daily_totals_branch(branch_id), daily_totals_teller(created_by), 1, from_amount,
           to_amount, rate_used, base_value, coalesce(realised_margin, 0),
           coalesce(reference_spread, 0)
    FROM new_rows WHERE status <> 'cancelled'
  ) change
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum(n) <> 0 OR sum(f) <> 0 OR sum(t) <> 0 OR sum(r) <> 0 OR sum(b) <> 0
    OR sum(m) <> 0 OR sum(s) <> 0;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Folds the rows of every bucket that has pending changes into one row, dropping buckets that
-- sum to nothing; returns how many buckets it folded. Rows appended by writers that commit
-- while it runs are not in its snapshot and stay pending for the next run. Two runs at once
-- stay exact: a row the other run deleted first is skipped by this one's delete, so each row
-- is added into exactly one folded row.
CREATE OR REPLACE FUNCTION transaction_totals_compact() RETURNS integer AS $$
DECLARE
  counters integer;
  totals integer;
BEGIN
  WITH buckets AS (
    SELECT DISTINCT transaction_date, status, is_on_behalf, claimed
    FROM transaction_counters WHERE pending
  ), folded AS (
    DELETE FROM transaction_counters c USING buckets b
    WHERE c.transaction_date = b.transaction_date AND c.status = b.status
      AND c.is_on_behalf = b.is_on_behalf AND c.claimed = b.claimed
    RETURNING c.*
  )
  INSERT INTO transaction_counters
    (transaction_date, status, is_on_behalf, claimed, transactions, volume, pending)
  SELECT transaction_date, status, is_on_behalf, claimed, sum(transactions), sum(volume), false
  FROM folded
  GROUP BY 1, 2, 3, 4
  HAVING sum(transactions) <> 0 OR sum(volume) <> 0;
  GET DIAGNOSTICS counters = ROW_COUNT;
  WITH buckets AS (
    SELECT DISTINCT local_date, from_currency_id, to_currency_id, branch_id, teller_id
    FROM transaction_daily_totals WHERE pending
  ), folded AS (
    DELETE FROM transaction_daily_totals d USING buckets b
    WHERE d.local_date = b.local_date AND d.from_currency_id = b.from_currency_id
      AND d.to_currency_id = b.to_currency_id AND d.branch_id = b.branch_id
      AND d.teller_id = b.teller_id
    RETURNING d.*
  )
  INSERT INTO transaction_daily_totals
    (local_date, from_currency_id, to_currency_id, branch_id, teller_id, transactions,
     from_amount, to_amount, rate_used, base_value, realised_margin, reference_spread, pending)
  SELECT local_date, from_currency_id, to_currency_id, branch_id, teller_id, sum(transactions),
         sum(from_amount), sum(to_amount), sum(rate_used), sum(base_value),
         sum(realised_margin), sum(reference_spread), false
  FROM folded
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum(transactions) <> 0 OR sum(from_amount) <> 0 OR sum(to_amount) <> 0
    OR sum(rate_used) <> 0 OR sum(base_value) <> 0 OR sum(realised_margin) <> 0
    OR sum(reference_spread) <> 0;
  GET DIAGNOSTICS totals = ROW_COUNT;
  RETURN counters + totals;
END;
$$ LANGUAGE plpgsql;
