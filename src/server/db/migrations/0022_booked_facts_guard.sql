-- Booked facts are as immutable as the audit trail (issue 23, docs/decisions/0007): the ledger,
-- the transactions and their exchanges are never truncated, never deleted, and never edited,
-- except the one change a claim makes. The app never does otherwise; these triggers keep a
-- mistaken or malicious statement from doing so below the app. A database owner can still lift
-- them (ALTER TABLE ... DISABLE TRIGGER) for a correction; the app's own least-privilege role
-- cannot (docs/deploy/least-privilege.sql).
CREATE OR REPLACE FUNCTION booked_facts_no_truncate() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION '% is never truncated: its rows are booked records', TG_TABLE_NAME;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER account_movements_no_truncate BEFORE TRUNCATE ON account_movements
  FOR EACH STATEMENT EXECUTE FUNCTION booked_facts_no_truncate();
--> statement-breakpoint
CREATE TRIGGER transactions_no_truncate BEFORE TRUNCATE ON transactions
  FOR EACH STATEMENT EXECUTE FUNCTION booked_facts_no_truncate();
--> statement-breakpoint
CREATE TRIGGER exchanges_no_truncate BEFORE TRUNCATE ON exchanges
  FOR EACH STATEMENT EXECUTE FUNCTION booked_facts_no_truncate();
--> statement-breakpoint
-- An exchange's row (its reference number, Idempotency-Key, third-party record) is written
-- once with its transactions.
CREATE OR REPLACE FUNCTION exchanges_immutable() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'exchanges are never changed or deleted';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER exchanges_no_update_delete BEFORE UPDATE OR DELETE ON exchanges
  FOR EACH ROW EXECUTE FUNCTION exchanges_immutable();
--> statement-breakpoint
-- A transaction changes only as a claim changes it: claimed_at set once (from none), claimed_by
-- with it, and the claim's note written into blank notes or appended to the notes there were.
-- Every other column, present or future, is booked and never changes.
CREATE OR REPLACE FUNCTION transactions_booked_facts() RETURNS trigger AS $$
BEGIN
  IF (to_jsonb(NEW) - 'claimed_at' - 'claimed_by' - 'notes')
     IS DISTINCT FROM (to_jsonb(OLD) - 'claimed_at' - 'claimed_by' - 'notes') THEN
    RAISE EXCEPTION 'a booked transaction does not change: only a claim updates it';
  END IF;
  IF NEW.claimed_at IS NOT DISTINCT FROM OLD.claimed_at
     AND NEW.claimed_by IS NOT DISTINCT FROM OLD.claimed_by
     AND NEW.notes IS NOT DISTINCT FROM OLD.notes THEN
    RETURN NEW;
  END IF;
  IF OLD.claimed_at IS NOT NULL OR NEW.claimed_at IS NULL THEN
    RAISE EXCEPTION 'a transaction is claimed once, and only a claim changes its notes';
  END IF;
  IF coalesce(OLD.notes, '') !~ '^[[:space:]]*$'
     AND left(coalesce(NEW.notes, ''), length(OLD.notes)) IS DISTINCT FROM OLD.notes THEN
    RAISE EXCEPTION 'a claim appends its note to the notes there were';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER transactions_booked_facts BEFORE UPDATE ON transactions
  FOR EACH ROW EXECUTE FUNCTION transactions_booked_facts();
