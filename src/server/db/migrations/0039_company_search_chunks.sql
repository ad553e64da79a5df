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
-- sha256 of the definition applied: 71bd01ba4a59e896
\i functions/search_pieces.sql
--> statement-breakpoint
-- The pieces a text holding `term` (lowered) must hold: the term itself when it is one to three
-- characters, else each of its three-character pieces.
-- sha256 of the definition applied: ac5a15448517fef4
\i functions/search_term_pieces.sql
--> statement-breakpoint
-- The searched text of a company: repeats companySearchExpression (the companies list) and the
-- expression of companies_search_trgm exactly.
-- sha256 of the definition applied: f10d563e5097f700
\i functions/company_searched_text.sql
--> statement-breakpoint
-- The lock between the companies' writes (shared, to their commit) and a cut of the chunks
-- (exclusive): pieces written into a chunk being cut again would otherwise be lost.
-- sha256 of the definition applied: dd135e7e5c9aab9c
\i functions/company_search_chunks_lock_key.sql
--> statement-breakpoint
-- Takes the shared lock and answers whether the companies are cut into chunks: asked after the
-- lock, so a cut that was running has committed and its chunks are seen.
-- sha256 of the definition applied: 211c28df6f9de635
\i functions/company_search_locked_if_cut.sql
--> statement-breakpoint
-- Adds the pieces of the companies `ids` (their lowered searched text) to their chunks, and
-- counts them in their chunks' sizes when they are new. The caller holds the shared lock.
-- sha256 of the definition applied: 8a46d6cf3603893a
\i functions/company_search_add.sql
--> statement-breakpoint
-- sha256 of the definition applied: ffabca3dbc2f1f6a
\i functions/company_search_inserted.sql
--> statement-breakpoint
-- Only the companies whose searched text or name changed (a screening status does not).
-- sha256 of the definition applied: 98f28ec9181f21f5
\i functions/company_search_updated.sql
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
-- sha256 of the definition applied: 9d36f7f91086ca16
\i functions/company_search_cut.sql
--> statement-breakpoint
-- The ids of a page of the companies not archived whose searched text holds `term` (lowered), in
-- list order: `page_limit` of them after the first `page_offset`, or after the company
-- `after_id` when given (none when that company is gone). Null when `chunk_budget` chunks were
-- walked without filling the page (the caller then sorts the matches), or when the companies are
-- not cut into chunks.
-- sha256 of the definition applied: d5f886b737783f7c
\i functions/company_search_page.sql
