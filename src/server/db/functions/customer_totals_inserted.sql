-- The number of customers moves in the same database transaction as the rows it counts: a
-- statement's inserted customers are added with one upsert (customer_totals_add), a million-row
-- statement being one change.
--
-- Run by:
-- CREATE TRIGGER customer_totals_insert AFTER INSERT ON public.customers REFERENCING NEW TABLE AS inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_totals_inserted()
CREATE OR REPLACE FUNCTION public.customer_totals_inserted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM customer_totals_add((SELECT count(*) FROM inserted_rows));
  RETURN NULL;
END;
$function$;
