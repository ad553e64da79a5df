-- How many rows companies and currency_rates hold, kept in the same database transaction as
-- the rows: a page past the middle of a list is read from its far end (docs/decisions/0023,
-- addendum "Deep pages from the nearer end"). A statement's inserted rows are added.
--
-- Run by:
-- CREATE TRIGGER list_totals_insert AFTER INSERT ON public.companies REFERENCING NEW TABLE AS inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION list_totals_inserted()
-- CREATE TRIGGER list_totals_insert AFTER INSERT ON public.currency_rates REFERENCING NEW TABLE AS inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION list_totals_inserted()
CREATE OR REPLACE FUNCTION public.list_totals_inserted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM list_totals_add(TG_TABLE_NAME, (SELECT count(*) FROM inserted_rows));
  RETURN NULL;
END;
$function$;
