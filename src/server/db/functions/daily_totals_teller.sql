-- A transaction's teller as a key part of the daily totals: '' stands for none (a teller's
-- account deleted since).
CREATE OR REPLACE FUNCTION public.daily_totals_teller(teller text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
AS $function$
  SELECT coalesce(teller, '')
$function$;
