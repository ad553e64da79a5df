-- Keeps the company search chunks (docs/decisions/0043) holding every piece of every company:
-- the companies a statement inserted add their pieces to their chunks, once the companies are
-- cut into chunks.
--
-- Run by:
-- CREATE TRIGGER company_search_insert AFTER INSERT ON public.companies REFERENCING NEW TABLE AS inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION company_search_inserted()
CREATE OR REPLACE FUNCTION public.company_search_inserted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF company_search_locked_if_cut() THEN
    PERFORM company_search_add(ARRAY(SELECT r.id FROM inserted_rows r), true);
  END IF;
  RETURN NULL;
END;
$function$;
