-- Cuts the companies from (from_name, from_id) up to (to_name, to_id) (null: to the end) into
-- search chunks of `chunk_size` in list order, with their pieces, replacing the chunks there
-- (docs/decisions/0043); the first chunk starts at `from` (no company there: one empty chunk).
-- Answers how many chunks. Called by the scheduled job
-- (src/server/modules/companies/search-chunks.ts), which holds the exclusive lock.
CREATE OR REPLACE FUNCTION public.company_search_cut(from_name text, from_id uuid, to_name text, to_id uuid, chunk_size integer)
 RETURNS integer
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_chunks integer;
BEGIN
  DELETE FROM company_search_chunks s
   WHERE (s.lo_name, s.lo_id) >= (from_name, from_id)
     AND (to_name IS NULL OR (s.lo_name, s.lo_id) < (to_name, to_id));
  WITH cut AS MATERIALIZED (
    SELECT c.name, c.id, row_number() OVER (ORDER BY c.name, c.id) - 1 AS n,
           company_searched_text(c.name, c.industry, c.email, c.registration_number) AS searched
      FROM companies c
     WHERE (c.name, c.id) >= (from_name, from_id)
       AND (to_name IS NULL OR (c.name, c.id) < (to_name, to_id))
  ), firsts AS (
    SELECT cut.n / chunk_size AS part,
           CASE WHEN cut.n = 0 THEN from_name ELSE cut.name END AS lo_name,
           CASE WHEN cut.n = 0 THEN from_id ELSE cut.id END AS lo_id,
           least(chunk_size, (SELECT count(*) FROM cut) - cut.n)::int AS rows_in
      FROM cut WHERE cut.n % chunk_size = 0
  ), made AS (
    INSERT INTO company_search_chunks (lo_name, lo_id, size)
    SELECT f.lo_name, f.lo_id, f.rows_in FROM firsts f
    RETURNING chunk, lo_name, lo_id
  ), numbered AS (
    SELECT f.part, m.chunk FROM made m JOIN firsts f USING (lo_name, lo_id)
  )
  -- Each text's three-character pieces and its last one- and two-character pieces (a third of
  -- all its pieces), then the one- and two-character starts of the chunk's pieces: together
  -- every piece of every text, for a third of the work.
  INSERT INTO company_search_pieces (piece, chunk)
  SELECT DISTINCT substr(cut.searched, i, 3) COLLATE "C", numbered.chunk
    FROM cut JOIN numbered ON numbered.part = cut.n / chunk_size
   CROSS JOIN LATERAL generate_series(1, length(cut.searched) - 2) i
  UNION
  SELECT right(cut.searched, l) COLLATE "C", numbered.chunk
    FROM cut JOIN numbered ON numbered.part = cut.n / chunk_size
   CROSS JOIN generate_series(1, 2) l
   WHERE length(cut.searched) >= l;
  INSERT INTO company_search_pieces (piece, chunk)
  SELECT DISTINCT left(p.piece, l), p.chunk
    FROM company_search_pieces p CROSS JOIN generate_series(1, 2) l
   WHERE length(p.piece) > l
     AND p.chunk IN (SELECT s.chunk FROM company_search_chunks s
                      WHERE (s.lo_name, s.lo_id) >= (from_name, from_id)
                        AND (to_name IS NULL OR (s.lo_name, s.lo_id) < (to_name, to_id)))
  ON CONFLICT DO NOTHING;
  SELECT count(*) INTO v_chunks FROM company_search_chunks s
   WHERE (s.lo_name, s.lo_id) >= (from_name, from_id)
     AND (to_name IS NULL OR (s.lo_name, s.lo_id) < (to_name, to_id));
  IF v_chunks = 0 THEN
    INSERT INTO company_search_chunks (lo_name, lo_id, size) VALUES (from_name, from_id, 0);
    v_chunks := 1;
  END IF;
  RETURN v_chunks;
END;
$function$;
