-- A company search with many matches, all late in name order (issue 29: a letter found in a
-- quarter of a million companies past the 750,000th name, a word in 125,000 past the 375,000th),
-- sorted every match to show its first page. The companies are now cut into chunks of about a
-- thousand in list order (name, id), and each chunk keeps the pieces (every one-, two- and
-- three-character piece) of its companies' searched text. A search walks, in list order, only
-- the chunks holding every piece of its term (a term of one to three characters is its own
-- piece; a longer one needs each of its three-character pieces), reading each such chunk's
-- companies through companies_name_idx until its page is full. A chunk holding the pieces may
-- still hold no match (each piece from another company); a chunk without them holds none.
--
-- A chunk is its first company's (name, id) up to the next chunk's first; the first chunk starts
-- at ('', the nil id), before any name. The pieces only grow: an added or renamed company adds
-- its pieces to its chunk, a removed or renamed one leaves its old pieces (a chunk walked for
-- nothing, never a match missed). The scheduled job (company-search-chunks) cuts the companies
-- into chunks once they are more than one chunk, and splits a chunk grown to twice its size.
CREATE TABLE "company_search_chunks" (
	"chunk" serial PRIMARY KEY NOT NULL,
	"lo_name" text NOT NULL,
	"lo_id" uuid NOT NULL,
	-- Its companies when it was cut, and those added to it since.
	"size" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "company_search_chunks_lo_idx" ON "company_search_chunks" USING btree ("lo_name","lo_id");--> statement-breakpoint
CREATE TABLE "company_search_pieces" (
	"piece" text COLLATE "C" NOT NULL,
	"chunk" integer NOT NULL REFERENCES "company_search_chunks" ("chunk") ON DELETE CASCADE,
	PRIMARY KEY ("piece", "chunk")
);
--> statement-breakpoint
CREATE INDEX "company_search_pieces_chunk_idx" ON "company_search_pieces" USING btree ("chunk");--> statement-breakpoint
-- Every one-, two- and three-character piece of a text, once each.
CREATE FUNCTION search_pieces(t text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT substr(t, i, l) COLLATE "C"), '{}')
    FROM generate_series(1, length(t)) i CROSS JOIN generate_series(1, 3) l
   WHERE i + l - 1 <= length(t)
$$;
--> statement-breakpoint
-- The pieces a text holding `term` (lowered) must hold: the term itself when it is one to three
-- characters, else each of its three-character pieces.
CREATE FUNCTION search_term_pieces(term text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE WHEN length(term) <= 3 THEN ARRAY[term COLLATE "C"]
    ELSE ARRAY(SELECT DISTINCT substr(term, i, 3) COLLATE "C"
                 FROM generate_series(1, length(term) - 2) i) END
$$;
--> statement-breakpoint
-- The searched text of a company: repeats companySearchExpression (the companies list) and the
-- expression of companies_search_trgm exactly.
CREATE FUNCTION company_searched_text(name text, industry text, email text,
  registration_number text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(name || ' ' || coalesce(industry, '') || ' ' || coalesce(email, '') || ' '
    || coalesce(registration_number, ''))
$$;
--> statement-breakpoint
-- The lock between the companies' writes (shared, to their commit) and a cut of the chunks
-- (exclusive): pieces written into a chunk being cut again would otherwise be lost.
CREATE FUNCTION company_search_chunks_lock_key() RETURNS bigint
LANGUAGE sql IMMUTABLE AS $$ SELECT 7305942517340291003::bigint $$;
--> statement-breakpoint
-- Takes the shared lock and answers whether the companies are cut into chunks: asked after the
-- lock, so a cut that was running has committed and its chunks are seen.
CREATE FUNCTION company_search_locked_if_cut() RETURNS boolean
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(company_search_chunks_lock_key());
  RETURN EXISTS (SELECT 1 FROM company_search_chunks);
END;
$$;
--> statement-breakpoint
-- Adds the pieces of the companies `ids` (their lowered searched text) to their chunks, and
-- counts them in their chunks' sizes when they are new. The caller holds the shared lock.
CREATE FUNCTION company_search_add(ids uuid[], added boolean) RETURNS void
LANGUAGE sql AS $$
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
$$;
--> statement-breakpoint
CREATE FUNCTION company_search_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF company_search_locked_if_cut() THEN
    PERFORM company_search_add(ARRAY(SELECT r.id FROM inserted_rows r), true);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Only the companies whose searched text or name changed (a screening status does not).
CREATE FUNCTION company_search_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_changed uuid[];
BEGIN
  v_changed := ARRAY(
    SELECT r.id FROM inserted_rows r JOIN deleted_rows o ON o.id = r.id
     WHERE (r.name, r.industry, r.email, r.registration_number)
           IS DISTINCT FROM (o.name, o.industry, o.email, o.registration_number));
  IF cardinality(v_changed) > 0 AND company_search_locked_if_cut() THEN
    PERFORM company_search_add(v_changed, false);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER company_search_insert AFTER INSERT ON companies
  REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION company_search_inserted();
--> statement-breakpoint
CREATE TRIGGER company_search_update AFTER UPDATE ON companies
  REFERENCING OLD TABLE AS deleted_rows NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION company_search_updated();
--> statement-breakpoint
-- Cuts the companies from (from_name, from_id) up to (to_name, to_id) (null: to the end) into
-- chunks of `chunk_size` in list order, with their pieces, replacing the chunks there; the
-- first chunk starts at `from` (no company there: one empty chunk). Answers how many chunks.
-- The caller holds the exclusive lock.
CREATE FUNCTION company_search_cut(from_name text, from_id uuid, to_name text, to_id uuid,
  chunk_size integer) RETURNS integer
LANGUAGE plpgsql AS $$
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
$$;
--> statement-breakpoint
-- The ids of a page of the companies not archived whose searched text holds `term` (lowered), in
-- list order: `page_limit` of them after the first `page_offset`, or after the company
-- `after_id` when given (none when that company is gone). Null when `chunk_budget` chunks were
-- walked without filling the page (the caller then sorts the matches), or when the companies are
-- not cut into chunks.
CREATE FUNCTION company_search_page(term text, page_limit integer, page_offset integer,
  after_id uuid, chunk_budget integer) RETURNS uuid[]
LANGUAGE plpgsql STABLE AS $$
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
$$;
