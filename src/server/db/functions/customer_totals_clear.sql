-- A TRUNCATE of customers bypasses row triggers: it empties the customers' total with the
-- table.
--
-- Run by:
-- CREATE TRIGGER customer_totals_truncate AFTER TRUNCATE ON public.customers FOR EACH STATEMENT EXECUTE FUNCTION customer_totals_clear()
CREATE OR REPLACE FUNCTION public.customer_totals_clear()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  DELETE FROM customer_totals;
  RETURN NULL;
END;
$function$;
