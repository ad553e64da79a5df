-- The bureau's time zone, which places a transaction on its local day: the
-- business_time_zone setting read by bureau_time_zone_of, or America/Toronto.
CREATE OR REPLACE FUNCTION public.bureau_time_zone()
 RETURNS text
 LANGUAGE plpgsql
 STABLE
AS $function$
BEGIN
  RETURN coalesce(
    (SELECT bureau_time_zone_of(value) FROM settings WHERE key = 'business_time_zone'),
    'America/Toronto');
END;
$function$;
