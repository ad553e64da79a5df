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
CREATE OR REPLACE FUNCTION bureau_time_zone_of(value jsonb) RETURNS text AS $$
  SELECT CASE
    WHEN jsonb_typeof(value) = 'object'
      AND jsonb_typeof(value -> 'time_zone') = 'string'
      AND value ->> 'time_zone' <> ''
      AND value ->> 'time_zone' = btrim(value ->> 'time_zone')
      AND (SELECT count(*) FROM jsonb_object_keys(value)) = 1
    THEN value ->> 'time_zone'
    ELSE 'America/Toronto'
  END
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bureau_time_zone() RETURNS text AS $$
  SELECT coalesce(
    (SELECT bureau_time_zone_of(value) FROM settings WHERE key = 'business_time_zone'),
    'America/Toronto')
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
-- As transaction_counters (migration 0007): statement-level triggers add up the change per
-- (local day, pair) from the transition tables and apply it with one upsert in key order, in
-- the writer's database transaction, so concurrent writers never deadlock and the sums stay
-- exact. Only transactions that count in reports (every status but cancelled) are added; a
-- statement that moves nothing (a notes edit, a claim) touches no row.
CREATE OR REPLACE FUNCTION transaction_daily_totals_add_inserted() RETURNS trigger AS $$
DECLARE
  zone text := bureau_time_zone();
BEGIN
  INSERT INTO transaction_daily_totals AS d
    (local_date, from_currency_id, to_currency_id, transactions, from_amount, to_amount,
     rate_used, base_value)
  SELECT (created_at AT TIME ZONE zone)::date, from_currency_id, to_currency_id, count(*),
         sum(from_amount), sum(to_amount), sum(rate_used), sum(base_value)
  FROM inserted_rows
  WHERE status <> 'cancelled'
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (local_date, from_currency_id, to_currency_id) DO UPDATE
    SET transactions = d.transactions + excluded.transactions,
        from_amount = d.from_amount + excluded.from_amount,
        to_amount = d.to_amount + excluded.to_amount,
        rate_used = d.rate_used + excluded.rate_used,
        base_value = d.base_value + excluded.base_value;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION transaction_daily_totals_move_updated() RETURNS trigger AS $$
DECLARE
  zone text := bureau_time_zone();
BEGIN
  INSERT INTO transaction_daily_totals AS d
    (local_date, from_currency_id, to_currency_id, transactions, from_amount, to_amount,
     rate_used, base_value)
  SELECT local_date, from_currency_id, to_currency_id, sum(n), sum(f), sum(t), sum(r), sum(b)
  FROM (
    SELECT (created_at AT TIME ZONE zone)::date AS local_date, from_currency_id,
           to_currency_id, -1 AS n, -from_amount AS f, -to_amount AS t, -rate_used AS r,
           -base_value AS b
    FROM old_rows WHERE status <> 'cancelled'
    UNION ALL
    SELECT (created_at AT TIME ZONE zone)::date, from_currency_id, to_currency_id, 1,
           from_amount, to_amount, rate_used, base_value
    FROM new_rows WHERE status <> 'cancelled'
  ) change
  GROUP BY 1, 2, 3
  HAVING sum(n) <> 0 OR sum(f) <> 0 OR sum(t) <> 0 OR sum(r) <> 0 OR sum(b) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (local_date, from_currency_id, to_currency_id) DO UPDATE
    SET transactions = d.transactions + excluded.transactions,
        from_amount = d.from_amount + excluded.from_amount,
        to_amount = d.to_amount + excluded.to_amount,
        rate_used = d.rate_used + excluded.rate_used,
        base_value = d.base_value + excluded.base_value;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION transaction_daily_totals_clear() RETURNS trigger AS $$
BEGIN
  DELETE FROM transaction_daily_totals;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Every row counted again by the current time zone. The SHARE lock waits for the writers in
-- flight to commit and holds new ones back until the caller commits, so no transaction is
-- placed by the zone being replaced once the rebuild has read the table.
CREATE OR REPLACE FUNCTION transaction_daily_totals_rebuild() RETURNS void AS $$
DECLARE
  zone text;
BEGIN
  LOCK TABLE transactions IN SHARE MODE;
  zone := bureau_time_zone();
  DELETE FROM transaction_daily_totals;
  INSERT INTO transaction_daily_totals
    (local_date, from_currency_id, to_currency_id, transactions, from_amount, to_amount,
     rate_used, base_value)
  SELECT (created_at AT TIME ZONE zone)::date, from_currency_id, to_currency_id, count(*),
         sum(from_amount), sum(to_amount), sum(rate_used), sum(base_value)
  FROM transactions
  WHERE status <> 'cancelled'
  GROUP BY 1, 2, 3;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A change of the bureau's time zone moves every day boundary: the totals are rebuilt in the
-- same database transaction as the setting, so they never disagree with it.
CREATE OR REPLACE FUNCTION transaction_daily_totals_zone_changed() RETURNS trigger AS $$
DECLARE
  before text := 'America/Toronto';
  after text := 'America/Toronto';
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.key = 'business_time_zone' THEN
    before := bureau_time_zone_of(OLD.value);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.key = 'business_time_zone' THEN
    after := bureau_time_zone_of(NEW.value);
  END IF;
  IF before IS DISTINCT FROM after THEN
    PERFORM transaction_daily_totals_rebuild();
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION transaction_daily_totals_zone_cleared() RETURNS trigger AS $$
BEGIN
  PERFORM transaction_daily_totals_rebuild();
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
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
--> statement-breakpoint
-- The rows already booked, by the current zone (the triggers above hold writers back until
-- this migration commits).
SELECT transaction_daily_totals_rebuild();
