-- Staff approval is decided by the database (docs/decisions/0019): the first account is the
-- owner, active; every later sign-up is a pending teller, waiting for an owner's approval.
-- Serialized by an advisory lock, so two first sign-ups at once make one owner.
--
-- Run by:
-- CREATE TRIGGER auth_users_first_owner BEFORE INSERT ON public.auth_users FOR EACH ROW EXECUTE FUNCTION auth_users_first_owner()
CREATE OR REPLACE FUNCTION public.auth_users_first_owner()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('auth_users_first_owner'));
  IF EXISTS (SELECT 1 FROM auth_users) THEN
    NEW.role := 'teller';
    NEW.status := 'pending';
  ELSE
    NEW.role := 'owner';
    NEW.status := 'active';
  END IF;
  RETURN NEW;
END;
$function$;
