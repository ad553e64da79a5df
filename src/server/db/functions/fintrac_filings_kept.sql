-- A report sent or recorded as filed with FINTRAC is kept as it was (issue 45): a filing's row is
-- written once, with the document exactly as it left. Its one change is the answer to a sending
-- (outcome 'sending' becomes what FINTRAC answered, with its acknowledgement or its messages),
-- and nothing else of the row may change then. A row goes only with its case, and only when the
-- case was never filed by it: an open case an exchange of its window no longer needs may take
-- its refused or unanswered attempts with it; an accepted or recorded report stays.
--
-- Run by:
-- CREATE TRIGGER fintrac_filings_kept BEFORE DELETE OR UPDATE ON public.fintrac_filings FOR EACH ROW EXECUTE FUNCTION fintrac_filings_kept()
CREATE OR REPLACE FUNCTION public.fintrac_filings_kept()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.outcome IN ('accepted', 'recorded') THEN
      RAISE EXCEPTION 'fintrac_filings keeps every report filed: % of case % stays',
        OLD.reference, OLD.case_id;
    END IF;
    RETURN OLD;
  END IF;
  IF OLD.outcome <> 'sending' OR NEW.outcome = 'sending'
     OR (to_jsonb(NEW) - ARRAY['outcome', 'external_report_uuid', 'fintrac_submitted_at',
           'messages', 'problem', 'answered_at'])
        IS DISTINCT FROM
        (to_jsonb(OLD) - ARRAY['outcome', 'external_report_uuid', 'fintrac_submitted_at',
           'messages', 'problem', 'answered_at']) THEN
    RAISE EXCEPTION 'fintrac_filings keeps each filing as sent: only a sending''s answer is added';
  END IF;
  RETURN NEW;
END;
$function$;
