-- Audits a balance adjustment (docs/decisions/0020): the account's balance before and after,
-- the amount, the note and the currency, by the acting staff (or the movement's user).
--
-- Run by:
-- CREATE TRIGGER account_movements_audit AFTER INSERT ON public.account_movements FOR EACH ROW WHEN ((new.reason = 'adjustment'::text)) EXECUTE FUNCTION audit_balance_adjustment()
CREATE OR REPLACE FUNCTION public.audit_balance_adjustment()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
$function$;
