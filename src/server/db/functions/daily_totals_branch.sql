-- A transaction's branch as a key part of the daily totals: the nil uuid stands for none (a
-- booking before branches).
CREATE OR REPLACE FUNCTION public.daily_totals_branch(branch uuid)
 RETURNS uuid
 LANGUAGE sql
 IMMUTABLE
AS $function$
  SELECT coalesce(branch, '00000000-0000-0000-0000-000000000000'::uuid)
$function$;
