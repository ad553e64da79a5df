-- Booked facts are as immutable as the audit trail (issue 23, docs/decisions/0007): the ledger,
-- the transactions and their exchanges are never truncated, never deleted, and never edited,
-- except the one change a claim makes. The app never does otherwise; these triggers keep a
-- mistaken or malicious statement from doing so below the app. A database owner can still lift
-- them (ALTER TABLE ... DISABLE TRIGGER) for a correction; the app's own least-privilege role
-- cannot (docs/deploy/least-privilege.sql).
-- sha256 of the definition applied: e35f4dafeec9db8f
\i functions/booked_facts_no_truncate.sql
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
-- sha256 of the definition applied: 0ecffe3883dfc4d3
\i functions/exchanges_immutable.sql
--> statement-breakpoint
CREATE TRIGGER exchanges_no_update_delete BEFORE UPDATE OR DELETE ON exchanges
  FOR EACH ROW EXECUTE FUNCTION exchanges_immutable();
--> statement-breakpoint
-- A transaction changes only as a claim changes it: claimed_at set once (from none), claimed_by
-- with it, and the claim's note written into blank notes or appended to the notes there were.
-- Every other column, present or future, is booked and never changes.
-- sha256 of the definition applied: fb433373862321f9
\i functions/transactions_booked_facts.sql
--> statement-breakpoint
CREATE TRIGGER transactions_booked_facts BEFORE UPDATE ON transactions
  FOR EACH ROW EXECUTE FUNCTION transactions_booked_facts();
