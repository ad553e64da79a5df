-- The transitions of a till session (docs/decisions/0036): a session is never deleted, begins
-- open and uncounted, keeps its till, teller, date and opening, changes state only through
-- close_till_session, sign_off_till_session or reopen_till_session (read from the call stack:
-- its outermost frame must be one of them, called as the statement itself), each only from and
-- to the states it owns, and changes nothing once its business day is closed.
--
-- Run by:
-- CREATE TRIGGER till_sessions_guard BEFORE INSERT OR DELETE OR UPDATE ON public.till_sessions FOR EACH ROW EXECUTE FUNCTION till_sessions_guard()
CREATE OR REPLACE FUNCTION public.till_sessions_guard()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_stack text;
  v_owner text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'till_sessions are never deleted: a session is a record of the cash day';
  END IF;
  IF TG_OP = 'INSERT' THEN
    IF NEW.status <> 'open' OR NEW.counted_at IS NOT NULL OR NEW.closed_at IS NOT NULL
       OR NEW.signed_off_by IS NOT NULL OR NEW.signoff_reason IS NOT NULL THEN
      RAISE EXCEPTION 'a till session begins open and uncounted: close_till_session counts and closes it';
    END IF;
    RETURN NEW;
  END IF;
  IF (to_jsonb(NEW) - 'status' - 'counted_at' - 'closed_at' - 'signed_off_by'
        - 'signoff_reason' - 'updated_at')
     IS DISTINCT FROM (to_jsonb(OLD) - 'status' - 'counted_at' - 'closed_at' - 'signed_off_by'
        - 'signoff_reason' - 'updated_at') THEN
    RAISE EXCEPTION 'a till session keeps its till, teller, date and opening: only its state changes';
  END IF;
  GET DIAGNOSTICS v_stack = PG_CONTEXT;
  v_owner := substring(v_stack FROM
    '\nPL/pgSQL function (?:public\.)?([a-z_]+)\([^\n"]*\) line [0-9]+ at SQL statement$');
  IF v_owner IS NULL
     OR v_owner NOT IN ('close_till_session', 'sign_off_till_session', 'reopen_till_session') THEN
    RAISE EXCEPTION 'a till session (% -> %) changes state only through close_till_session, sign_off_till_session or reopen_till_session',
      OLD.status, NEW.status;
  END IF;
  IF NOT (
       (v_owner = 'close_till_session' AND OLD.status IN ('open', 'awaiting_signoff')
          AND NEW.status IN ('closed', 'awaiting_signoff'))
    OR (v_owner = 'sign_off_till_session' AND OLD.status = 'awaiting_signoff'
          AND NEW.status = 'closed')
    OR (v_owner = 'reopen_till_session' AND OLD.status = 'closed' AND NEW.status = 'open')) THEN
    RAISE EXCEPTION '% does not take a till session from % to %', v_owner, OLD.status, NEW.status;
  END IF;
  IF EXISTS (SELECT 1 FROM business_days d JOIN cash_locations l ON l.branch_id = d.branch_id
              WHERE l.id = OLD.till_id AND d.business_date = OLD.business_date) THEN
    RAISE EXCEPTION 'the business day % is closed: its till sessions do not change',
      OLD.business_date;
  END IF;
  RETURN NEW;
END;
$function$;
