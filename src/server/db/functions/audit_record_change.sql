-- One audit row per changed record (docs/decisions/0020). Trigger arguments: the record type,
-- the id column, the parent column ('' for none). An update records only the changed fields,
-- before and after, and one that changes only bookkeeping columns (updated_at, a transaction's
-- parties_text: its people's searched text) writes nothing.
-- It names the action: create, update, delete, claim (a transaction's claimed_at set), archive
-- or restore (archived_at), and a compliance case's file, review or dismiss. An account signing
-- itself up acts for itself.
--
-- Run by:
-- CREATE TRIGGER auth_users_audit AFTER INSERT OR DELETE OR UPDATE ON public.auth_users FOR EACH ROW EXECUTE FUNCTION audit_record_change('staff', 'id', '')
-- CREATE TRIGGER companies_audit AFTER INSERT OR DELETE OR UPDATE ON public.companies FOR EACH ROW EXECUTE FUNCTION audit_record_change('company', 'id', '')
-- CREATE TRIGGER compliance_cases_audit AFTER INSERT OR DELETE OR UPDATE ON public.compliance_cases FOR EACH ROW EXECUTE FUNCTION audit_record_change('compliance_case', 'id', '')
-- CREATE TRIGGER currencies_audit AFTER INSERT OR DELETE OR UPDATE ON public.currencies FOR EACH ROW EXECUTE FUNCTION audit_record_change('currency', 'id', '')
-- CREATE TRIGGER currency_rates_audit AFTER INSERT OR DELETE OR UPDATE ON public.currency_rates FOR EACH ROW EXECUTE FUNCTION audit_record_change('rate', 'id', '')
-- CREATE TRIGGER customers_audit AFTER INSERT OR DELETE OR UPDATE ON public.customers FOR EACH ROW EXECUTE FUNCTION audit_record_change('customer', 'id', '')
-- CREATE TRIGGER id_cards_audit AFTER INSERT OR DELETE OR UPDATE ON public.id_cards FOR EACH ROW EXECUTE FUNCTION audit_record_change('id_card', 'id', 'customer_id')
-- CREATE TRIGGER settings_audit AFTER INSERT OR DELETE OR UPDATE ON public.settings FOR EACH ROW EXECUTE FUNCTION audit_record_change('setting', 'key', '')
-- CREATE TRIGGER suspicious_reports_audit AFTER INSERT OR DELETE OR UPDATE ON public.suspicious_reports FOR EACH ROW EXECUTE FUNCTION audit_record_change('suspicious_report', 'case_id', '')
-- CREATE TRIGGER transactions_audit AFTER UPDATE ON public.transactions FOR EACH ROW EXECUTE FUNCTION audit_record_change('transaction', 'id', '')
CREATE OR REPLACE FUNCTION public.audit_record_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  skipped text[] := ARRAY['updated_at', 'updatedAt', 'parties_text'];
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
    ELSIF 'archived_at' = ANY (changed) THEN
      action := CASE WHEN new_row ->> 'archived_at' IS NULL THEN 'restore' ELSE 'archive' END;
    ELSIF TG_TABLE_NAME = 'compliance_cases' AND 'status' = ANY (changed) THEN
      action := CASE new_row ->> 'status'
        WHEN 'filed' THEN 'file' WHEN 'reviewed' THEN 'review'
        WHEN 'dismissed' THEN 'dismiss' ELSE 'update' END;
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
$function$;
