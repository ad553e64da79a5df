CREATE TABLE "transaction_daily_totals" (
	"local_date" date NOT NULL,
	"from_currency_id" uuid NOT NULL,
	"to_currency_id" uuid NOT NULL,
	"transactions" bigint NOT NULL,
	"from_amount" numeric NOT NULL,
	"to_amount" numeric NOT NULL,
	"rate_used" numeric NOT NULL,
	"base_value" numeric NOT NULL,
	CONSTRAINT "transaction_daily_totals_pk" PRIMARY KEY("local_date","from_currency_id","to_currency_id")
);
--> statement-breakpoint
-- The bureau's time zone as the application reads it (timeZoneValue in
-- src/domain/contracts/settings.ts): {"time_zone": "<name>"} and nothing else, or the default.
-- The settings service only stores names PostgreSQL knows, so the day computed here is the
-- day the application computes.
\i functions/bureau_time_zone_of.sql
--> statement-breakpoint
\i functions/bureau_time_zone.sql
--> statement-breakpoint
-- As transaction_counters (migration 0007): statement-level triggers add up the change per
-- (local day, pair) from the transition tables and apply it with one upsert in key order, in
-- the writer's database transaction, so concurrent writers never deadlock and the sums stay
-- exact. Only transactions that count in reports (every status but cancelled) are added; a
-- statement that moves nothing (a notes edit, a claim) touches no row.
\i functions/transaction_daily_totals_add_inserted.sql
--> statement-breakpoint
\i functions/transaction_daily_totals_move_updated.sql
--> statement-breakpoint
-- sha256 of the definition applied: 9224f3dad5748707
\i functions/transaction_daily_totals_clear.sql
--> statement-breakpoint
-- Every row counted again by the current time zone. The SHARE lock waits for the writers in
-- flight to commit and holds new ones back until the caller commits, so no transaction is
-- placed by the zone being replaced once the rebuild has read the table.
\i functions/transaction_daily_totals_rebuild.sql
--> statement-breakpoint
-- A change of the bureau's time zone moves every day boundary: the totals are rebuilt in the
-- same database transaction as the setting, so they never disagree with it.
-- sha256 of the definition applied: 7dc02f5e6214f8ea
\i functions/transaction_daily_totals_zone_changed.sql
--> statement-breakpoint
-- sha256 of the definition applied: d0dd68d363154e16
\i functions/transaction_daily_totals_zone_cleared.sql
--> statement-breakpoint
CREATE TRIGGER transaction_daily_totals_insert
  AFTER INSERT ON transactions REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION transaction_daily_totals_add_inserted();
--> statement-breakpoint
CREATE TRIGGER transaction_daily_totals_update
  AFTER UPDATE ON transactions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION transaction_daily_totals_move_updated();
--> statement-breakpoint
CREATE TRIGGER transaction_daily_totals_truncate
  AFTER TRUNCATE ON transactions
  FOR EACH STATEMENT EXECUTE FUNCTION transaction_daily_totals_clear();
--> statement-breakpoint
CREATE TRIGGER transaction_daily_totals_zone
  AFTER INSERT OR UPDATE OR DELETE ON settings
  FOR EACH ROW EXECUTE FUNCTION transaction_daily_totals_zone_changed();
--> statement-breakpoint
CREATE TRIGGER transaction_daily_totals_zone_truncate
  AFTER TRUNCATE ON settings
  FOR EACH STATEMENT EXECUTE FUNCTION transaction_daily_totals_zone_cleared();
-- The rows already booked are counted by migration 0028, which rebuilds these totals at its
-- end: every run of this migration runs 0028 after it, in the same database transaction. This
-- migration called transaction_daily_totals_rebuild() here, whose body is today's
-- (functions/, docs/decisions/0050) and reads columns that 0028 adds.
