-- Transaction counts and CAD volume per (date, status, on behalf, claimed), kept by triggers
-- (docs/decisions/0016): a statement's updated transactions leave their old buckets and join
-- their new ones, appended as pending rows (issue 29); a statement that moves nothing between
-- buckets (a notes edit) appends nothing.
--
-- Run by:
-- CREATE TRIGGER transaction_counters_update AFTER UPDATE ON public.transactions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_counters_move_updated()
CREATE OR REPLACE FUNCTION public.transaction_counters_move_updated()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
$function$;
