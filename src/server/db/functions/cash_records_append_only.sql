-- The cash day's records are kept like the ledger's (issue 42): a closed business day and a
-- transfer of cash between places, its count and its sign-off are only added, never changed or
-- deleted.
--
-- Run by:
-- CREATE TRIGGER business_days_no_update_delete BEFORE DELETE OR UPDATE ON public.business_days FOR EACH ROW EXECUTE FUNCTION cash_records_append_only()
-- CREATE TRIGGER cash_transfers_no_update_delete BEFORE DELETE OR UPDATE ON public.cash_transfers FOR EACH ROW EXECUTE FUNCTION cash_records_append_only()
-- CREATE TRIGGER transfer_counts_no_update_delete BEFORE DELETE OR UPDATE ON public.transfer_counts FOR EACH ROW EXECUTE FUNCTION cash_records_append_only()
-- CREATE TRIGGER transfer_signoffs_no_update_delete BEFORE DELETE OR UPDATE ON public.transfer_signoffs FOR EACH ROW EXECUTE FUNCTION cash_records_append_only()
CREATE OR REPLACE FUNCTION public.cash_records_append_only()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  RAISE EXCEPTION '% is append-only: its rows are booked records, never changed or deleted',
    TG_TABLE_NAME;
END;
$function$;
