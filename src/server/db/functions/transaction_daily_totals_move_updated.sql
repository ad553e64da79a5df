-- The daily totals per (local day, pair, branch, teller) (docs/decisions/0017, 0037): a
-- statement's updated transactions leave their old buckets and join their new ones (a
-- cancellation leaves them), appended as pending rows (issue 29); a statement that moves
-- nothing (a notes edit, a claim) appends nothing.
--
-- Run by:
-- CREATE TRIGGER transaction_daily_totals_update AFTER UPDATE ON public.transactions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_daily_totals_move_updated()
CREATE OR REPLACE FUNCTION public.transaction_daily_totals_move_updated()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
           -coalesce(transaction_realised_margin(id), 0) AS m, -coalesce(reference_spread, 0) AS s
    FROM old_rows WHERE status <> 'cancelled'
    UNION ALL
    SELECT (created_at AT TIME ZONE zone)::date, from_currency_id, to_currency_id,
           daily_totals_branch(branch_id), daily_totals_teller(created_by), 1, from_amount,
           to_amount, rate_used, base_value, coalesce(transaction_realised_margin(id), 0),
           coalesce(reference_spread, 0)
    FROM new_rows WHERE status <> 'cancelled'
  ) change
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum(n) <> 0 OR sum(f) <> 0 OR sum(t) <> 0 OR sum(r) <> 0 OR sum(b) <> 0
    OR sum(m) <> 0 OR sum(s) <> 0;
  RETURN NULL;
END;
$function$;
