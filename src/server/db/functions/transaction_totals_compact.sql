-- Folds the pending rows of every bucket of the transaction counters and the daily totals
-- into one row, dropping buckets that sum to nothing; answers how many buckets it folded (issue
-- 29). Rows appended by writers that commit while it runs stay pending for the next run; two
-- runs at once stay exact. Called by the scheduled job
-- (src/server/modules/transactions/compact-totals.ts).
CREATE OR REPLACE FUNCTION public.transaction_totals_compact()
 RETURNS integer
 LANGUAGE plpgsql
AS $function$
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
$function$;
