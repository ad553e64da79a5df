-- The transition a count makes of a till session (docs/decisions/0036): an open session, or
-- one awaiting sign-off, becomes closed (p_closed) or awaits a manager's sign-off. The one way,
-- with sign_off_till_session and reopen_till_session, a session's state changes
-- (till_sessions_guard). Called by src/server/modules/cash/close-till.ts in the transaction that
-- has locked the session and checked its day, till, teller and counts.
CREATE OR REPLACE FUNCTION public.close_till_session(p_session_id uuid, p_closed boolean, p_at timestamp with time zone)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE till_sessions s
     SET status = CASE WHEN p_closed THEN 'closed' ELSE 'awaiting_signoff' END,
         counted_at = p_at,
         closed_at = CASE WHEN p_closed THEN p_at END,
         updated_at = now()
   WHERE s.id = p_session_id AND s.status IN ('open', 'awaiting_signoff');
  IF NOT FOUND THEN
    RAISE EXCEPTION 'till session % is not open nor awaiting sign-off: a count cannot close it',
      p_session_id;
  END IF;
END;
$function$;
