-- The same pieces as migration 0013's search_short_grams (every one- and two-character piece of
-- the text), built in one pass over its characters instead of a query of two generate_series,
-- a union and a distinct: about a sixth of the cost per row, paid by every insert or update of
-- a customer or company and by building the two GIN indexes over it. Pieces may repeat: a GIN
-- index keeps each key of a row once, and `@>` answers the same. The indexes already built
-- hold the same keys, so they stay valid.
-- sha256 of the definition applied: e7217a245f8631a3
\i functions/search_short_grams.sql
--> statement-breakpoint
-- A term that looks like a registration number (letters then digits, e.g. BN000004999) is
-- looked up by the start of the registration number, and in the company's other searched text
-- by "contains" (docs/decisions/0023, addendum "Registration numbers"): its trigrams (bn0, n00,
-- 000) are in every registration number of the same scheme, so the trigram index of the whole
-- text found every company and checked each one again (3 s at a million companies).
CREATE INDEX "companies_registration_prefix" ON "companies" USING btree (lower("registration_number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "companies_search_other_trgm" ON "companies" USING gin (lower("name" || ' ' || coalesce("industry", '') || ' ' || coalesce("email", '')) gin_trgm_ops);--> statement-breakpoint
-- How many rows companies and currency_rates hold, kept by statement triggers in the same
-- database transaction as the rows (as customer_totals, migration 0018): a page past the middle
-- of its list is read from the list's far end (docs/decisions/0023, addendum "Deep pages from
-- the nearer end"), which needs the exact number of rows before it.
CREATE TABLE "list_totals" (
	"list" text PRIMARY KEY NOT NULL,
	"total" bigint NOT NULL
);
--> statement-breakpoint
-- sha256 of the definition applied: e0f121369868a45a
\i functions/list_totals_add.sql
--> statement-breakpoint
-- sha256 of the definition applied: 76ad1d16cd788eb7
\i functions/list_totals_inserted.sql
--> statement-breakpoint
-- sha256 of the definition applied: f399c567963b20d2
\i functions/list_totals_deleted.sql
--> statement-breakpoint
-- sha256 of the definition applied: 24ad98b138b242bf
\i functions/list_totals_clear.sql
--> statement-breakpoint
CREATE TRIGGER list_totals_insert AFTER INSERT ON companies REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_totals_inserted();
--> statement-breakpoint
CREATE TRIGGER list_totals_delete AFTER DELETE ON companies REFERENCING OLD TABLE AS deleted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_totals_deleted();
--> statement-breakpoint
CREATE TRIGGER list_totals_truncate AFTER TRUNCATE ON companies
  FOR EACH STATEMENT EXECUTE FUNCTION list_totals_clear();
--> statement-breakpoint
CREATE TRIGGER list_totals_insert AFTER INSERT ON currency_rates
  REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_totals_inserted();
--> statement-breakpoint
CREATE TRIGGER list_totals_delete AFTER DELETE ON currency_rates
  REFERENCING OLD TABLE AS deleted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_totals_deleted();
--> statement-breakpoint
CREATE TRIGGER list_totals_truncate AFTER TRUNCATE ON currency_rates
  FOR EACH STATEMENT EXECUTE FUNCTION list_totals_clear();
--> statement-breakpoint
-- The rows already there. The triggers above hold a lock on both tables until this migration
-- commits, so no write slips between these counts and the first counted change.
INSERT INTO list_totals (list, total)
  SELECT 'companies', count(*) FROM companies
  UNION ALL SELECT 'currency_rates', count(*) FROM currency_rates;
