-- Every distinct one- and two-character piece of a text: a search of one or two characters
-- ("contains", as every list searches) is exactly "the text's pieces include it", which a GIN
-- index over this array answers where a trigram index cannot (decision 0023). Immutable, so
-- indexes may use it; callers pass the list's lowered search expression.
CREATE OR REPLACE FUNCTION search_short_grams(t text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT piece), '{}')
  FROM (
    SELECT substr(t, i, 1) AS piece FROM generate_series(1, char_length(t)) AS i
    UNION ALL
    SELECT substr(t, i, 2) FROM generate_series(1, char_length(t) - 1) AS i
  ) AS pieces
$$;
