-- Transactions are never deleted; a TRUNCATE bypasses row triggers, so it empties the
-- transaction counters with them (docs/decisions/0016).
--
-- Run by:
-- CREATE TRIGGER transaction_counters_truncate AFTER TRUNCATE ON public.transactions FOR EACH STATEMENT EXECUTE FUNCTION transaction_counters_clear()
CREATE OR REPLACE FUNCTION public.transaction_counters_clear()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  DELETE FROM transaction_counters;
  RETURN NULL;
END;
$function$;
