-- Transactions are never deleted (DESIGN §4): records must be kept, and a correction is a
-- reversal.
--
-- Run by:
-- CREATE TRIGGER transactions_no_delete BEFORE DELETE ON public.transactions FOR EACH ROW EXECUTE FUNCTION transactions_no_delete()
CREATE OR REPLACE FUNCTION public.transactions_no_delete()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  RAISE EXCEPTION 'transactions are never deleted';
END;
$function$;
