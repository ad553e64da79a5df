-- Every one-, two- and three-character piece of a text, once each: what a company search
-- chunk keeps of its companies (docs/decisions/0043).
CREATE OR REPLACE FUNCTION public.search_pieces(t text)
 RETURNS text[]
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$
  SELECT coalesce(array_agg(DISTINCT substr(t, i, l) COLLATE "C"), '{}')
    FROM generate_series(1, length(t)) i CROSS JOIN generate_series(1, 3) l
   WHERE i + l - 1 <= length(t)
$function$;
