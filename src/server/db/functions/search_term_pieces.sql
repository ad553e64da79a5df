-- The pieces a text holding `term` (lowered) must hold (docs/decisions/0043): the term itself
-- when it is one to three characters, else each of its three-character pieces.
CREATE OR REPLACE FUNCTION public.search_term_pieces(term text)
 RETURNS text[]
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$
  SELECT CASE WHEN length(term) <= 3 THEN ARRAY[term COLLATE "C"]
    ELSE ARRAY(SELECT DISTINCT substr(term, i, 3) COLLATE "C"
                 FROM generate_series(1, length(term) - 2) i) END
$function$;
