-- Takes the shared lock of the company search chunks (company_search_chunks_lock_key) and
-- answers whether the companies are cut into chunks: asked after the lock, so a cut that was
-- running has committed and its chunks are seen.
CREATE OR REPLACE FUNCTION public.company_search_locked_if_cut()
 RETURNS boolean
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(company_search_chunks_lock_key());
  RETURN EXISTS (SELECT 1 FROM company_search_chunks);
END;
$function$;
