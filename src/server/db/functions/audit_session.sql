-- Audits sign-in and sign-out (docs/decisions/0020): a session's insert is a sign-in, its
-- delete a sign-out, or session_expired when it had expired. Never the session's token.
--
-- Run by:
-- CREATE TRIGGER auth_sessions_audit AFTER INSERT OR DELETE ON public.auth_sessions FOR EACH ROW EXECUTE FUNCTION audit_session()
CREATE OR REPLACE FUNCTION public.audit_session()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO audit_log (actor_id, address, action, record_type, record_id, after)
    VALUES (NEW.user_id, coalesce(audit_address(), NEW.ip_address), 'sign_in', 'staff',
            NEW.user_id, jsonb_build_object('user_agent', NEW.user_agent));
  ELSE
    INSERT INTO audit_log (actor_id, address, action, record_type, record_id, before)
    VALUES (coalesce(audit_actor(), OLD.user_id), audit_address(),
            CASE WHEN OLD.expires_at <= now() THEN 'session_expired' ELSE 'sign_out' END,
            'staff', OLD.user_id,
            jsonb_build_object('signed_in_at', OLD.created_at, 'signed_in_from', OLD.ip_address));
  END IF;
  RETURN NULL;
END;
$function$;
