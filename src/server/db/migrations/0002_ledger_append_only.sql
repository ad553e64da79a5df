-- The ledger is append-only: corrections are new movements, never edits (DESIGN §4).
-- sha256 of the definition applied: 4396d6c2c1f94c6e
\i functions/account_movements_append_only.sql
--> statement-breakpoint
CREATE TRIGGER account_movements_no_update_delete
  BEFORE UPDATE OR DELETE ON account_movements
  FOR EACH ROW EXECUTE FUNCTION account_movements_append_only();
--> statement-breakpoint
-- Transactions are records that must be kept: never hard-deleted.
-- sha256 of the definition applied: d7009b8fd6e05975
\i functions/transactions_no_delete.sql
--> statement-breakpoint
CREATE TRIGGER transactions_no_delete
  BEFORE DELETE ON transactions
  FOR EACH ROW EXECUTE FUNCTION transactions_no_delete();
