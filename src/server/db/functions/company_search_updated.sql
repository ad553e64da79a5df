-- Keeps the company search chunks (docs/decisions/0043) holding every piece of every company:
-- the companies whose searched text or name a statement changed (a screening status does not)
-- add their new pieces to their chunks, once the companies are cut into chunks.
--
-- Run by:
-- CREATE TRIGGER company_search_update AFTER UPDATE ON public.companies REFERENCING OLD TABLE AS deleted_rows NEW TABLE AS inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION company_search_updated()
CREATE OR REPLACE FUNCTION public.company_search_updated()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_changed uuid[];
BEGIN
  v_changed := ARRAY(
    SELECT r.id FROM inserted_rows r JOIN deleted_rows o ON o.id = r.id
     WHERE (r.name, r.industry, r.email, r.registration_number)
           IS DISTINCT FROM (o.name, o.industry, o.email, o.registration_number));
  IF cardinality(v_changed) > 0 AND company_search_locked_if_cut() THEN
    PERFORM company_search_add(v_changed, false);
  END IF;
  RETURN NULL;
END;
$function$;
