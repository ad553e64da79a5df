CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"address" text,
	"action" text NOT NULL,
	"record_type" text NOT NULL,
	"record_id" text,
	"parent_id" text,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_log_type_idx" ON "audit_log" USING btree ("record_type","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "audit_log_record_idx" ON "audit_log" USING btree ("record_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_parent_idx" ON "audit_log" USING btree ("parent_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_failed_sign_in_idx" ON "audit_log" USING btree (lower("after" ->> 'email'),"id") WHERE "audit_log"."action" = 'sign_in_failed';--> statement-breakpoint
-- The audit trail is append-only, like the ledger (DESIGN §4, docs/decisions/0020).
-- sha256 of the definition applied: 4b928de4ab1721fe
\i functions/audit_log_append_only.sql
--> statement-breakpoint
CREATE TRIGGER audit_log_no_update_delete
  BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate
  BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
-- A row as audit JSON: without the named columns, and every number as its exact text without
-- trailing zeros (a JSON number would reach JavaScript as a float).
\i functions/audit_json.sql
--> statement-breakpoint
-- Who and from where: set by the server at the start of each request's database transaction.
-- sha256 of the definition applied: 3ab5ec4e2cd39deb
\i functions/audit_actor.sql
--> statement-breakpoint
-- sha256 of the definition applied: fb875fbbd6b06d5a
\i functions/audit_address.sql
--> statement-breakpoint
-- One audit row per changed record. Arguments: the record type, the id column, the parent
-- column ('' for none). An update that changes only bookkeeping columns writes nothing.
\i functions/audit_record_change.sql
--> statement-breakpoint
CREATE TRIGGER customers_audit AFTER INSERT OR UPDATE OR DELETE ON customers
  FOR EACH ROW EXECUTE FUNCTION audit_record_change('customer', 'id', '');
--> statement-breakpoint
CREATE TRIGGER companies_audit AFTER INSERT OR UPDATE OR DELETE ON companies
  FOR EACH ROW EXECUTE FUNCTION audit_record_change('company', 'id', '');
--> statement-breakpoint
CREATE TRIGGER id_cards_audit AFTER INSERT OR UPDATE OR DELETE ON id_cards
  FOR EACH ROW EXECUTE FUNCTION audit_record_change('id_card', 'id', 'customer_id');
--> statement-breakpoint
CREATE TRIGGER currencies_audit AFTER INSERT OR UPDATE OR DELETE ON currencies
  FOR EACH ROW EXECUTE FUNCTION audit_record_change('currency', 'id', '');
--> statement-breakpoint
CREATE TRIGGER currency_rates_audit AFTER INSERT OR UPDATE OR DELETE ON currency_rates
  FOR EACH ROW EXECUTE FUNCTION audit_record_change('rate', 'id', '');
--> statement-breakpoint
CREATE TRIGGER settings_audit AFTER INSERT OR UPDATE OR DELETE ON settings
  FOR EACH ROW EXECUTE FUNCTION audit_record_change('setting', 'key', '');
--> statement-breakpoint
CREATE TRIGGER auth_users_audit AFTER INSERT OR UPDATE OR DELETE ON auth_users
  FOR EACH ROW EXECUTE FUNCTION audit_record_change('staff', 'id', '');
--> statement-breakpoint
-- Each pair of an exchange is a transaction record; a claim is its update.
CREATE TRIGGER transactions_audit AFTER INSERT OR UPDATE ON transactions
  FOR EACH ROW EXECUTE FUNCTION audit_record_change('transaction', 'id', '');
--> statement-breakpoint
-- A balance adjustment: the account's balance before and after, the amount and the note.
-- sha256 of the definition applied: a1be0bd76276a04a
\i functions/audit_balance_adjustment.sql
--> statement-breakpoint
CREATE TRIGGER account_movements_audit AFTER INSERT ON account_movements
  FOR EACH ROW WHEN (NEW.reason = 'adjustment')
  EXECUTE FUNCTION audit_balance_adjustment();
--> statement-breakpoint
-- Sign-in and sign-out are the start and end of a session (never its token).
-- sha256 of the definition applied: 0c1c59716346cd54
\i functions/audit_session.sql
--> statement-breakpoint
CREATE TRIGGER auth_sessions_audit AFTER INSERT OR DELETE ON auth_sessions
  FOR EACH ROW EXECUTE FUNCTION audit_session();
