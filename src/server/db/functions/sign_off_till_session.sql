-- A manager's sign-off of a till session awaiting it (docs/decisions/0036): it is closed, with
-- who signed it off and why. One of the three functions through which a session's state changes
-- (till_sessions_guard).
CREATE OR REPLACE FUNCTION public.sign_off_till_session(p_session_id uuid, p_user_id text, p_reason text, p_at timestamp with time zone)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE till_sessions s
     SET status = 'closed',
         closed_at = p_at,
         signed_off_by = p_user_id,
         signoff_reason = p_reason,
         updated_at = now()
   WHERE s.id = p_session_id AND s.status = 'awaiting_signoff';
  IF NOT FOUND THEN
    RAISE EXCEPTION 'till session % is not awaiting sign-off', p_session_id;
  END IF;
END;
$function$;
