-- The number of customers moves in the same database transaction as the rows it counts: a
-- statement's deleted customers are taken off with one upsert (customer_totals_add).
--
-- Run by:
-- CREATE TRIGGER customer_totals_delete AFTER DELETE ON public.customers REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_totals_deleted()
CREATE OR REPLACE FUNCTION public.customer_totals_deleted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM customer_totals_add(-(SELECT count(*) FROM deleted_rows));
  RETURN NULL;
END;
$function$;
