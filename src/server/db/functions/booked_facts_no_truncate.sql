-- Booked facts are never truncated (issue 23, docs/decisions/0007): the ledger, the
-- transactions, their exchanges, the cash day's records and the reports filed with FINTRAC.
-- A TRUNCATE bypasses row triggers,
-- so each of these tables refuses it with this statement trigger. A database owner can lift it
-- (ALTER TABLE ... DISABLE TRIGGER) for a correction; the app's least-privilege role cannot.
--
-- Run by:
-- CREATE TRIGGER account_movements_no_truncate BEFORE TRUNCATE ON public.account_movements FOR EACH STATEMENT EXECUTE FUNCTION booked_facts_no_truncate()
-- CREATE TRIGGER business_days_no_truncate BEFORE TRUNCATE ON public.business_days FOR EACH STATEMENT EXECUTE FUNCTION booked_facts_no_truncate()
-- CREATE TRIGGER cash_transfers_no_truncate BEFORE TRUNCATE ON public.cash_transfers FOR EACH STATEMENT EXECUTE FUNCTION booked_facts_no_truncate()
-- CREATE TRIGGER exchanges_no_truncate BEFORE TRUNCATE ON public.exchanges FOR EACH STATEMENT EXECUTE FUNCTION booked_facts_no_truncate()
-- CREATE TRIGGER fintrac_filings_no_truncate BEFORE TRUNCATE ON public.fintrac_filings FOR EACH STATEMENT EXECUTE FUNCTION booked_facts_no_truncate()
-- CREATE TRIGGER till_counts_no_truncate BEFORE TRUNCATE ON public.till_counts FOR EACH STATEMENT EXECUTE FUNCTION booked_facts_no_truncate()
-- CREATE TRIGGER till_sessions_no_truncate BEFORE TRUNCATE ON public.till_sessions FOR EACH STATEMENT EXECUTE FUNCTION booked_facts_no_truncate()
-- CREATE TRIGGER transactions_no_truncate BEFORE TRUNCATE ON public.transactions FOR EACH STATEMENT EXECUTE FUNCTION booked_facts_no_truncate()
-- CREATE TRIGGER transfer_counts_no_truncate BEFORE TRUNCATE ON public.transfer_counts FOR EACH STATEMENT EXECUTE FUNCTION booked_facts_no_truncate()
-- CREATE TRIGGER transfer_signoffs_no_truncate BEFORE TRUNCATE ON public.transfer_signoffs FOR EACH STATEMENT EXECUTE FUNCTION booked_facts_no_truncate()
CREATE OR REPLACE FUNCTION public.booked_facts_no_truncate()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  RAISE EXCEPTION '% is never truncated: its rows are booked records', TG_TABLE_NAME;
END;
$function$;
