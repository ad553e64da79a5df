-- Every distinct one- and two-character piece of a text: a search of one or two characters
-- ("contains", as every list searches) is exactly "the text's pieces include it", which a GIN
-- index over this array answers where a trigram index cannot (decision 0023). Immutable, so
-- indexes may use it; callers pass the list's lowered search expression.
\i functions/search_short_grams.sql
