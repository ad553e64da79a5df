-- Branches, cash locations and staff are never deleted (docs/decisions/0064): the books name
-- them (transactions, exchanges and the ledger's movements refer to them without foreign keys,
-- so that a booking locks none of the rows every booking shares). Deactivate them instead.
--
-- Run by:
-- CREATE TRIGGER auth_users_kept BEFORE DELETE ON public.auth_users FOR EACH ROW EXECUTE FUNCTION kept_in_the_books()
-- CREATE TRIGGER auth_users_kept_truncate BEFORE TRUNCATE ON public.auth_users FOR EACH STATEMENT EXECUTE FUNCTION kept_in_the_books()
-- CREATE TRIGGER branches_kept BEFORE DELETE ON public.branches FOR EACH ROW EXECUTE FUNCTION kept_in_the_books()
-- CREATE TRIGGER branches_kept_truncate BEFORE TRUNCATE ON public.branches FOR EACH STATEMENT EXECUTE FUNCTION kept_in_the_books()
-- CREATE TRIGGER cash_locations_kept BEFORE DELETE ON public.cash_locations FOR EACH ROW EXECUTE FUNCTION kept_in_the_books()
-- CREATE TRIGGER cash_locations_kept_truncate BEFORE TRUNCATE ON public.cash_locations FOR EACH STATEMENT EXECUTE FUNCTION kept_in_the_books()
CREATE OR REPLACE FUNCTION public.kept_in_the_books()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  RAISE EXCEPTION '% rows are kept: the books refer to them; deactivate one instead', TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END;
$function$;
