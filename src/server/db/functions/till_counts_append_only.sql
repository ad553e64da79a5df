-- A till count is never deleted nor edited (issue 42). Its one change is a recount's (or a
-- reopen's): a closing count of a session not closed is marked superseded, once. A closed
-- session's counts stay current until the session is reopened.
--
-- Run by:
-- CREATE TRIGGER till_counts_append_only BEFORE DELETE OR UPDATE ON public.till_counts FOR EACH ROW EXECUTE FUNCTION till_counts_append_only()
CREATE OR REPLACE FUNCTION public.till_counts_append_only()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'till_counts is append-only: a count is never deleted';
  END IF;
  IF (to_jsonb(NEW) - 'superseded_at') IS DISTINCT FROM (to_jsonb(OLD) - 'superseded_at')
     OR OLD.superseded_at IS NOT NULL OR NEW.superseded_at IS NULL THEN
    RAISE EXCEPTION 'till_counts is append-only: a count changes only as a recount supersedes it, once';
  END IF;
  IF OLD.kind <> 'closing' OR EXISTS (
       SELECT 1 FROM till_sessions s WHERE s.id = OLD.session_id AND s.status = 'closed') THEN
    RAISE EXCEPTION 'till_counts is append-only: only a closing count of a session not closed is superseded';
  END IF;
  RETURN NEW;
END;
$function$;
