-- The advisory lock between the companies' writes (shared, to their commit) and a cut of the
-- search chunks (exclusive, docs/decisions/0043): pieces written into a chunk being cut again
-- would otherwise be lost.
CREATE OR REPLACE FUNCTION public.company_search_chunks_lock_key()
 RETURNS bigint
 LANGUAGE sql
 IMMUTABLE
AS $function$ SELECT 7305942517340291003::bigint $function$;
