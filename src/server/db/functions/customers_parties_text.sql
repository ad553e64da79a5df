-- A customer's new name, e-mail or phone is written into the searched text of every pair they
-- initiated or received (transaction_parties_text; issue 48, docs/decisions/0072), in the same
-- database transaction as the change, so a search by the new name finds them at once and the
-- old name no longer does. The booked facts are untouched (transactions_booked_facts) and the
-- audit trail records the customer's change once (audit_record_change skips this column).
--
-- Run by:
-- CREATE TRIGGER customers_parties_text AFTER UPDATE OF first_name, last_name, email, phone ON public.customers FOR EACH ROW WHEN (((old.first_name IS DISTINCT FROM new.first_name) OR (old.last_name IS DISTINCT FROM new.last_name) OR (old.email IS DISTINCT FROM new.email) OR (old.phone IS DISTINCT FROM new.phone))) EXECUTE FUNCTION customers_parties_text()
CREATE OR REPLACE FUNCTION public.customers_parties_text()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE transactions t
  SET parties_text = transaction_parties_text(t.customer_id, t.recipient_customer_id)
  WHERE t.customer_id = NEW.id OR t.recipient_customer_id = NEW.id;
  RETURN NULL;
END;
$function$;
