-- Adds the pieces of the companies `ids` (their lowered searched text) to their search chunks
-- (docs/decisions/0043), and counts them in their chunks' sizes when they are new (`added`).
-- The pieces only grow: a chunk may hold pieces of a company renamed since (walked for nothing,
-- never a match missed). The caller holds the shared lock (company_search_locked_if_cut).
CREATE OR REPLACE FUNCTION public.company_search_add(ids uuid[], added boolean)
 RETURNS void
 LANGUAGE sql
AS $function$
  WITH placed AS MATERIALIZED (
    SELECT k.chunk,
           company_searched_text(c.name, c.industry, c.email, c.registration_number) AS searched
      FROM companies c
     CROSS JOIN LATERAL (
       SELECT s.chunk FROM company_search_chunks s
        WHERE (s.lo_name, s.lo_id) <= (c.name, c.id)
        ORDER BY s.lo_name DESC, s.lo_id DESC LIMIT 1) k
     WHERE c.id = ANY (ids)
  ), grown AS (
    UPDATE company_search_chunks s SET size = s.size + n.added
      FROM (SELECT p.chunk, count(*)::int AS added FROM placed p GROUP BY p.chunk) n
     WHERE s.chunk = n.chunk AND company_search_add.added
  )
  INSERT INTO company_search_pieces (piece, chunk)
  SELECT DISTINCT p.piece, placed.chunk
    FROM placed CROSS JOIN LATERAL unnest(search_pieces(placed.searched)) p(piece)
  ON CONFLICT DO NOTHING;
$function$;
