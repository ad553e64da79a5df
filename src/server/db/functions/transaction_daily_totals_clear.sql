-- A TRUNCATE of transactions bypasses row triggers: it empties the daily totals with them.
--
-- Run by:
-- CREATE TRIGGER transaction_daily_totals_truncate AFTER TRUNCATE ON public.transactions FOR EACH STATEMENT EXECUTE FUNCTION transaction_daily_totals_clear()
CREATE OR REPLACE FUNCTION public.transaction_daily_totals_clear()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  DELETE FROM transaction_daily_totals;
  RETURN NULL;
END;
$function$;
