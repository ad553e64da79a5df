-- The ids of a page of the companies not archived whose searched text holds `term` (lowered),
-- in list order (docs/decisions/0043): `page_limit` of them after the first `page_offset`, or
-- after the company `after_id` when given (none when that company is gone). It walks, in list
-- order, only the chunks holding every piece of the term, reading each one's companies through
-- the name index until the page is full. Null when `chunk_budget` chunks were walked without
-- filling the page (the caller then sorts the matches), or when the companies are not cut into
-- chunks.
CREATE OR REPLACE FUNCTION public.company_search_page(term text, page_limit integer, page_offset integer, after_id uuid, chunk_budget integer)
 RETURNS uuid[]
 LANGUAGE plpgsql
 STABLE
AS $function$
DECLARE
  v_pieces text[] := search_term_pieces(term);
  v_need integer := page_limit + page_offset;
  v_after_name text;
  v_from_name text;
  v_from_id uuid;
  v_walked integer := 0;
  v_found uuid[] := '{}';
  c record;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM company_search_chunks) THEN
    RETURN NULL;
  END IF;
  IF after_id IS NOT NULL THEN
    SELECT co.name INTO v_after_name FROM companies co WHERE co.id = after_id;
    -- A company gone since: no page after it (the list then reads the page at its offset).
    IF NOT FOUND THEN
      RETURN '{}';
    END IF;
  END IF;
  FOR c IN
    SELECT k.lo_name, k.lo_id, k.hi_name, k.hi_id
      FROM (SELECT s.chunk, s.lo_name, s.lo_id,
                   lead(s.lo_name) OVER w AS hi_name, lead(s.lo_id) OVER w AS hi_id
              FROM company_search_chunks s WINDOW w AS (ORDER BY s.lo_name, s.lo_id)) k
     WHERE k.chunk IN (SELECT p.chunk FROM company_search_pieces p
                        WHERE p.piece = ANY (v_pieces)
                        GROUP BY p.chunk HAVING count(*) = cardinality(v_pieces))
       AND (v_after_name IS NULL OR k.hi_name IS NULL
            OR (k.hi_name, k.hi_id) > (v_after_name, after_id))
     ORDER BY k.lo_name, k.lo_id
  LOOP
    IF v_walked = chunk_budget THEN
      RETURN NULL;
    END IF;
    v_walked := v_walked + 1;
    -- From the chunk's first company, or from the company the page follows when it is in it;
    -- up to the next chunk's first (the last chunk: to the end), as bounds of the index.
    v_from_name := c.lo_name;
    v_from_id := c.lo_id;
    IF v_after_name IS NOT NULL AND (v_after_name, after_id) > (c.lo_name, c.lo_id) THEN
      v_from_name := v_after_name;
      v_from_id := after_id;
    END IF;
    IF c.hi_name IS NULL THEN
      v_found := v_found || ARRAY(
        SELECT co.id FROM companies co
         WHERE co.archived_at IS NULL
           AND (co.name, co.id) >= (v_from_name, v_from_id)
           AND co.id IS DISTINCT FROM after_id
           AND strpos(company_searched_text(co.name, co.industry, co.email,
                                            co.registration_number), term) > 0
         ORDER BY co.name, co.id
         LIMIT v_need - cardinality(v_found));
    ELSE
      v_found := v_found || ARRAY(
        SELECT co.id FROM companies co
         WHERE co.archived_at IS NULL
           AND (co.name, co.id) >= (v_from_name, v_from_id)
           AND (co.name, co.id) < (c.hi_name, c.hi_id)
           AND co.id IS DISTINCT FROM after_id
           AND strpos(company_searched_text(co.name, co.industry, co.email,
                                            co.registration_number), term) > 0
         ORDER BY co.name, co.id
         LIMIT v_need - cardinality(v_found));
    END IF;
    EXIT WHEN cardinality(v_found) >= v_need;
  END LOOP;
  RETURN coalesce(v_found[page_offset + 1 : v_need], '{}');
END;
$function$;
