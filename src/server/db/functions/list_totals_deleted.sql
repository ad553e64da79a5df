-- How many rows companies and currency_rates hold, kept in the same database transaction as
-- the rows: a page past the middle of a list is read from its far end (docs/decisions/0023,
-- addendum "Deep pages from the nearer end"). A statement's deleted rows are taken off.
--
-- Run by:
-- CREATE TRIGGER list_totals_delete AFTER DELETE ON public.companies REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION list_totals_deleted()
-- CREATE TRIGGER list_totals_delete AFTER DELETE ON public.currency_rates REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION list_totals_deleted()
CREATE OR REPLACE FUNCTION public.list_totals_deleted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM list_totals_add(TG_TABLE_NAME, -(SELECT count(*) FROM deleted_rows));
  RETURN NULL;
END;
$function$;
