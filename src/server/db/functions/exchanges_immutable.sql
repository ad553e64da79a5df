-- An exchange's row (its reference number, Idempotency-Key, third-party record) is written
-- once with its transactions and never changed or deleted (issue 23, docs/decisions/0007).
--
-- Run by:
-- CREATE TRIGGER exchanges_no_update_delete BEFORE DELETE OR UPDATE ON public.exchanges FOR EACH ROW EXECUTE FUNCTION exchanges_immutable()
CREATE OR REPLACE FUNCTION public.exchanges_immutable()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  RAISE EXCEPTION 'exchanges are never changed or deleted';
END;
$function$;
