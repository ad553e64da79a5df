-- The ledger is append-only: corrections are new movements, never edits (DESIGN §4).
CREATE OR REPLACE FUNCTION account_movements_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'account_movements is append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER account_movements_no_update_delete
  BEFORE UPDATE OR DELETE ON account_movements
  FOR EACH ROW EXECUTE FUNCTION account_movements_append_only();
--> statement-breakpoint
-- Transactions are records that must be kept: never hard-deleted.
CREATE OR REPLACE FUNCTION transactions_no_delete() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'transactions are never deleted';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER transactions_no_delete
  BEFORE DELETE ON transactions
  FOR EACH ROW EXECUTE FUNCTION transactions_no_delete();
