-- Every one- and two-character piece of a text (pieces may repeat: a GIN index keeps each key
-- once): the keys of the customers' and companies' short-search GIN indexes, for terms too short
-- for trigrams.
CREATE OR REPLACE FUNCTION public.search_short_grams(t text)
 RETURNS text[]
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE STRICT
AS $function$
DECLARE
  pieces text[] := string_to_array(t, NULL);
  n int := coalesce(array_length(pieces, 1), 0);
BEGIN
  FOR i IN 1 .. n - 1 LOOP
    pieces := pieces || (pieces[i] || pieces[i + 1]);
  END LOOP;
  RETURN coalesce(pieces, '{}');
END;
$function$;
