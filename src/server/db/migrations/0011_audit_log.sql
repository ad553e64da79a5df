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
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$ LANGUAGE plpgsql;
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
CREATE OR REPLACE FUNCTION audit_json(r jsonb, skipped text[]) RETURNS jsonb AS $$
  SELECT coalesce(jsonb_object_agg(key,
           CASE WHEN jsonb_typeof(value) = 'number'
                THEN to_jsonb(trim_scale((value #>> '{}')::numeric)::text) ELSE value END),
         '{}'::jsonb)
  FROM jsonb_each(r)
  WHERE NOT key = ANY (skipped);
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
-- Who and from where: set by the server at the start of each request's database transaction.
CREATE OR REPLACE FUNCTION audit_actor() RETURNS text AS $$
  SELECT nullif(current_setting('audit.actor_id', true), '');
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION audit_address() RETURNS text AS $$
  SELECT nullif(current_setting('audit.address', true), '');
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
-- One audit row per changed record. Arguments: the record type, the id column, the parent
-- column ('' for none). An update that changes only bookkeeping columns writes nothing.
CREATE OR REPLACE FUNCTION audit_record_change() RETURNS trigger AS $$
DECLARE
  skipped text[] := ARRAY['updated_at', 'updatedAt'];
  old_row jsonb := CASE WHEN TG_OP IN ('UPDATE', 'DELETE') THEN to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP IN ('INSERT', 'UPDATE') THEN to_jsonb(NEW) END;
  row_now jsonb := coalesce(new_row, old_row);
  changed text[];
  action text := lower(TG_OP);
  actor text := audit_actor();
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT coalesce(array_agg(n.key), '{}') INTO changed
    FROM jsonb_each(new_row) n
    WHERE NOT n.key = ANY (skipped) AND n.value IS DISTINCT FROM old_row -> n.key;
    IF cardinality(changed) = 0 THEN
      RETURN NULL;
    END IF;
    -- Only the changed fields, before and after.
    SELECT array_agg(k) INTO skipped FROM jsonb_object_keys(new_row) k WHERE NOT k = ANY (changed);
    IF TG_TABLE_NAME = 'transactions' AND old_row ->> 'claimed_at' IS NULL
       AND new_row ->> 'claimed_at' IS NOT NULL THEN
      action := 'claim';
    END IF;
  END IF;
  IF action = 'insert' THEN action := 'create'; END IF;
  -- An account signing itself up acts for itself.
  IF TG_TABLE_NAME = 'auth_users' AND TG_OP = 'INSERT' THEN
    actor := coalesce(actor, new_row ->> 'id');
  END IF;
  INSERT INTO audit_log (actor_id, address, action, record_type, record_id, parent_id, before, after)
  VALUES (
    actor,
    audit_address(),
    action,
    TG_ARGV[0],
    row_now ->> TG_ARGV[1],
    CASE WHEN TG_ARGV[2] = '' THEN NULL ELSE row_now ->> TG_ARGV[2] END,
    CASE WHEN old_row IS NULL THEN NULL ELSE audit_json(old_row, skipped) END,
    CASE WHEN new_row IS NULL THEN NULL ELSE audit_json(new_row, skipped) END
  );
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
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
CREATE OR REPLACE FUNCTION audit_balance_adjustment() RETURNS trigger AS $$
BEGIN
  INSERT INTO audit_log (actor_id, address, action, record_type, record_id, before, after)
  SELECT coalesce(audit_actor(), NEW.user_id), audit_address(), 'adjust', 'account',
         NEW.account_id::text,
         jsonb_build_object('balance', trim_scale(NEW.balance_after - NEW.amount)::text),
         jsonb_build_object('balance', trim_scale(NEW.balance_after)::text,
                            'amount', trim_scale(NEW.amount)::text,
                            'note', NEW.note, 'currency', c.code)
  FROM accounts a JOIN currencies c ON c.id = a.currency_id
  WHERE a.id = NEW.account_id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER account_movements_audit AFTER INSERT ON account_movements
  FOR EACH ROW WHEN (NEW.reason = 'adjustment')
  EXECUTE FUNCTION audit_balance_adjustment();
--> statement-breakpoint
-- Sign-in and sign-out are the start and end of a session (never its token).
CREATE OR REPLACE FUNCTION audit_session() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO audit_log (actor_id, address, action, record_type, record_id, after)
    VALUES (NEW.user_id, coalesce(audit_address(), NEW.ip_address), 'sign_in', 'staff',
            NEW.user_id, jsonb_build_object('user_agent', NEW.user_agent));
  ELSE
    INSERT INTO audit_log (actor_id, address, action, record_type, record_id, before)
    VALUES (coalesce(audit_actor(), OLD.user_id), audit_address(),
            CASE WHEN OLD.expires_at <= now() THEN 'session_expired' ELSE 'sign_out' END,
            'staff', OLD.user_id,
            jsonb_build_object('signed_in_at', OLD.created_at, 'signed_in_from', OLD.ip_address));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER auth_sessions_audit AFTER INSERT OR DELETE ON auth_sessions
  FOR EACH ROW EXECUTE FUNCTION audit_session();
