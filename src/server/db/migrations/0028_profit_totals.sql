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
CREATE OR REPLACE FUNCTION daily_totals_branch(branch uuid) RETURNS uuid AS $$
  SELECT coalesce(branch, '00000000-0000-0000-0000-000000000000'::uuid)
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION daily_totals_teller(teller text) RETURNS text AS $$
  SELECT coalesce(teller, '')
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION transaction_daily_totals_add_inserted() RETURNS trigger AS $$
DECLARE
  zone text := bureau_time_zone();
BEGIN
  INSERT INTO transaction_daily_totals AS d
    (local_date, from_currency_id, to_currency_id, branch_id, teller_id, transactions,
     from_amount, to_amount, rate_used, base_value, realised_margin, reference_spread)
  SELECT (created_at AT TIME ZONE zone)::date, from_currency_id, to_currency_id,
         daily_totals_branch(branch_id), daily_totals_teller(created_by), count(*),
         sum(from_amount), sum(to_amount), sum(rate_used), sum(base_value),
         coalesce(sum(realised_margin), 0), coalesce(sum(reference_spread), 0)
  FROM inserted_rows
  WHERE status <> 'cancelled'
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (local_date, from_currency_id, to_currency_id, branch_id, teller_id) DO UPDATE
    SET transactions = d.transactions + excluded.transactions,
        from_amount = d.from_amount + excluded.from_amount,
        to_amount = d.to_amount + excluded.to_amount,
        rate_used = d.rate_used + excluded.rate_used,
        base_value = d.base_value + excluded.base_value,
        realised_margin = d.realised_margin + excluded.realised_margin,
        reference_spread = d.reference_spread + excluded.reference_spread;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION transaction_daily_totals_move_updated() RETURNS trigger AS $$
DECLARE
  zone text := bureau_time_zone();
BEGIN
  INSERT INTO transaction_daily_totals AS d
    (local_date, from_currency_id, to_currency_id, branch_id, teller_id, transactions,
     from_amount, to_amount, rate_used, base_value, realised_margin, reference_spread)
  SELECT local_date, from_currency_id, to_currency_id, branch_id, teller_id, sum(n), sum(f),
         sum(t), sum(r), sum(b), sum(m), sum(s)
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
    OR sum(m) <> 0 OR sum(s) <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (local_date, from_currency_id, to_currency_id, branch_id, teller_id) DO UPDATE
    SET transactions = d.transactions + excluded.transactions,
        from_amount = d.from_amount + excluded.from_amount,
        to_amount = d.to_amount + excluded.to_amount,
        rate_used = d.rate_used + excluded.rate_used,
        base_value = d.base_value + excluded.base_value,
        realised_margin = d.realised_margin + excluded.realised_margin,
        reference_spread = d.reference_spread + excluded.reference_spread;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION transaction_daily_totals_rebuild() RETURNS void AS $$
DECLARE
  zone text;
BEGIN
  LOCK TABLE transactions IN SHARE MODE;
  zone := bureau_time_zone();
  DELETE FROM transaction_daily_totals;
  INSERT INTO transaction_daily_totals
    (local_date, from_currency_id, to_currency_id, branch_id, teller_id, transactions,
     from_amount, to_amount, rate_used, base_value, realised_margin, reference_spread)
  SELECT (created_at AT TIME ZONE zone)::date, from_currency_id, to_currency_id,
         daily_totals_branch(branch_id), daily_totals_teller(created_by), count(*),
         sum(from_amount), sum(to_amount), sum(rate_used), sum(base_value),
         coalesce(sum(realised_margin), 0), coalesce(sum(reference_spread), 0)
  FROM transactions
  WHERE status <> 'cancelled'
  GROUP BY 1, 2, 3, 4, 5;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
SELECT transaction_daily_totals_rebuild();
