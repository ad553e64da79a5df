-- Transaction counts and CAD volume per (date, status, on behalf, claimed), kept by triggers
-- (docs/decisions/0016): a statement's inserted transactions are appended as pending rows, one
-- per bucket, instead of updating a shared row (issue 29); readers sum them, and
-- transaction_totals_compact folds them.
--
-- Run by:
-- CREATE TRIGGER transaction_counters_insert AFTER INSERT ON public.transactions REFERENCING NEW TABLE AS inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_counters_add_inserted()
CREATE OR REPLACE FUNCTION public.transaction_counters_add_inserted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO transaction_counters
    (transaction_date, status, is_on_behalf, claimed, transactions, volume, pending)
  SELECT transaction_date, status, is_on_behalf, claimed_at IS NOT NULL, count(*),
         sum(base_value), true
  FROM inserted_rows
  GROUP BY 1, 2, 3, 4;
  RETURN NULL;
END;
$function$;
