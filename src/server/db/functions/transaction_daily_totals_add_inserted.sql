-- The daily totals per (local day, pair, branch, teller) that reports and the profit report
-- read (docs/decisions/0017, 0037): a statement's inserted transactions, all but cancelled ones,
-- are appended as pending rows, one per bucket, on the bureau's day (bureau_time_zone), instead
-- of updating a shared row (issue 29); transaction_totals_compact folds them. Their realised
-- margin is not known yet: book_exchange appends it once the ledger has moved (decision 0067).
--
-- Run by:
-- CREATE TRIGGER transaction_daily_totals_insert AFTER INSERT ON public.transactions REFERENCING NEW TABLE AS inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_daily_totals_add_inserted()
CREATE OR REPLACE FUNCTION public.transaction_daily_totals_add_inserted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  zone text := bureau_time_zone();
BEGIN
  INSERT INTO transaction_daily_totals
    (local_date, from_currency_id, to_currency_id, branch_id, teller_id, transactions,
     from_amount, to_amount, rate_used, base_value, realised_margin, reference_spread, pending)
  SELECT (created_at AT TIME ZONE zone)::date, from_currency_id, to_currency_id,
         daily_totals_branch(branch_id), daily_totals_teller(created_by), count(*),
         sum(from_amount), sum(to_amount), sum(rate_used), sum(base_value),
         0, coalesce(sum(reference_spread), 0), true
  FROM inserted_rows
  WHERE status <> 'cancelled'
  GROUP BY 1, 2, 3, 4, 5;
  RETURN NULL;
END;
$function$;
