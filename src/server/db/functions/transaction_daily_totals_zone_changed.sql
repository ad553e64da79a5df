-- A change of the bureau's time zone moves every day boundary: the daily totals are rebuilt
-- in the same database transaction as the setting, so they never disagree with it.
--
-- Run by:
-- CREATE TRIGGER transaction_daily_totals_zone AFTER INSERT OR DELETE OR UPDATE ON public.settings FOR EACH ROW EXECUTE FUNCTION transaction_daily_totals_zone_changed()
CREATE OR REPLACE FUNCTION public.transaction_daily_totals_zone_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  before text := 'America/Toronto';
  after text := 'America/Toronto';
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.key = 'business_time_zone' THEN
    before := bureau_time_zone_of(OLD.value);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.key = 'business_time_zone' THEN
    after := bureau_time_zone_of(NEW.value);
  END IF;
  IF before IS DISTINCT FROM after THEN
    PERFORM transaction_daily_totals_rebuild();
  END IF;
  RETURN NULL;
END;
$function$;
