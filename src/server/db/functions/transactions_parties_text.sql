-- Each booked pair carries its people's searched text (transaction_parties_text), written as it
-- is inserted, so a search by name finds the pair through the pair's own index (issue 48,
-- docs/decisions/0072).
--
-- Run by:
-- CREATE TRIGGER transactions_parties_text BEFORE INSERT ON public.transactions FOR EACH ROW EXECUTE FUNCTION transactions_parties_text()
CREATE OR REPLACE FUNCTION public.transactions_parties_text()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  NEW.parties_text := transaction_parties_text(NEW.customer_id, NEW.recipient_customer_id);
  RETURN NEW;
END;
$function$;
