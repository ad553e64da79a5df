-- The reopen of a closed till session (docs/decisions/0036): it is open again, and its close's
-- counts become history (superseded), so the next close counts afresh; the over/short booked at
-- its close stays. One of the three functions through which a session's state changes
-- (till_sessions_guard).
CREATE OR REPLACE FUNCTION public.reopen_till_session(p_session_id uuid, p_at timestamp with time zone)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE till_sessions s
     SET status = 'open',
         counted_at = NULL,
         closed_at = NULL,
         signed_off_by = NULL,
         signoff_reason = NULL,
         updated_at = now()
   WHERE s.id = p_session_id AND s.status = 'closed';
  IF NOT FOUND THEN
    RAISE EXCEPTION 'till session % is not closed: it cannot be reopened', p_session_id;
  END IF;
  UPDATE till_counts c
     SET superseded_at = p_at
   WHERE c.session_id = p_session_id AND c.kind = 'closing' AND c.superseded_at IS NULL;
END;
$function$;
