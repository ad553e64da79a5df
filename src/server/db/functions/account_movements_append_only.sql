-- The ledger is append-only (DESIGN §4, docs/decisions/0007): any UPDATE or DELETE of a
-- movement is refused. A correction is a new movement (a reversal or an adjustment).
--
-- Run by:
-- CREATE TRIGGER account_movements_no_update_delete BEFORE DELETE OR UPDATE ON public.account_movements FOR EACH ROW EXECUTE FUNCTION account_movements_append_only()
CREATE OR REPLACE FUNCTION public.account_movements_append_only()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  RAISE EXCEPTION 'account_movements is append-only';
END;
$function$;
