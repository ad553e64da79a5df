-- A TRUNCATE of settings puts the time zone back to the default: the daily totals are rebuilt
-- in the same database transaction.
--
-- Run by:
-- CREATE TRIGGER transaction_daily_totals_zone_truncate AFTER TRUNCATE ON public.settings FOR EACH STATEMENT EXECUTE FUNCTION transaction_daily_totals_zone_cleared()
CREATE OR REPLACE FUNCTION public.transaction_daily_totals_zone_cleared()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM transaction_daily_totals_rebuild();
  RETURN NULL;
END;
$function$;
