-- A TRUNCATE bypasses row triggers: it empties the table's total (list_totals) with the
-- table.
--
-- Run by:
-- CREATE TRIGGER list_totals_truncate AFTER TRUNCATE ON public.companies FOR EACH STATEMENT EXECUTE FUNCTION list_totals_clear()
-- CREATE TRIGGER list_totals_truncate AFTER TRUNCATE ON public.currency_rates FOR EACH STATEMENT EXECUTE FUNCTION list_totals_clear()
CREATE OR REPLACE FUNCTION public.list_totals_clear()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  DELETE FROM list_totals WHERE list = TG_TABLE_NAME;
  RETURN NULL;
END;
$function$;
