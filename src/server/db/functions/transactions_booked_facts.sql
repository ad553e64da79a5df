-- A booked transaction changes only as a claim changes it (issue 23, docs/decisions/0015):
-- claimed_at set once (from none), claimed_by with it, and the claim's note written into blank
-- notes or appended to the notes there were. Every other column, present or future, never
-- changes, but the people's searched text (parties_text), which follows their customers' names
-- and may only ever hold what transaction_parties_text reads for them (issue 48, decision 0072).
--
-- Run by:
-- CREATE TRIGGER transactions_booked_facts BEFORE UPDATE ON public.transactions FOR EACH ROW EXECUTE FUNCTION transactions_booked_facts()
CREATE OR REPLACE FUNCTION public.transactions_booked_facts()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF (to_jsonb(NEW) - 'claimed_at' - 'claimed_by' - 'notes' - 'parties_text')
     IS DISTINCT FROM (to_jsonb(OLD) - 'claimed_at' - 'claimed_by' - 'notes' - 'parties_text') THEN
    RAISE EXCEPTION 'a booked transaction does not change: only a claim updates it';
  END IF;
  IF NEW.parties_text IS DISTINCT FROM OLD.parties_text
     AND NEW.parties_text IS DISTINCT FROM
       transaction_parties_text(NEW.customer_id, NEW.recipient_customer_id) THEN
    RAISE EXCEPTION 'a transaction''s searched text is its people''s, as their customers read';
  END IF;
  IF NEW.claimed_at IS NOT DISTINCT FROM OLD.claimed_at
     AND NEW.claimed_by IS NOT DISTINCT FROM OLD.claimed_by
     AND NEW.notes IS NOT DISTINCT FROM OLD.notes THEN
    RETURN NEW;
  END IF;
  IF OLD.claimed_at IS NOT NULL OR NEW.claimed_at IS NULL THEN
    RAISE EXCEPTION 'a transaction is claimed once, and only a claim changes its notes';
  END IF;
  IF coalesce(OLD.notes, '') !~ '^[[:space:]]*$'
     AND left(coalesce(NEW.notes, ''), length(OLD.notes)) IS DISTINCT FROM OLD.notes THEN
    RAISE EXCEPTION 'a claim appends its note to the notes there were';
  END IF;
  RETURN NEW;
END;
$function$;
