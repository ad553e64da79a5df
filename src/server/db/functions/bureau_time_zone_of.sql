-- A business_time_zone setting's value as the application reads it (timeZoneValue in
-- src/domain/contracts/settings.ts): {"time_zone": "<name>"} and nothing else, or the default
-- America/Toronto. The settings service stores only names PostgreSQL knows, so the day computed
-- here is the day the application computes.
CREATE OR REPLACE FUNCTION public.bureau_time_zone_of(value jsonb)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE
AS $function$
BEGIN
  RETURN CASE
    WHEN jsonb_typeof(value) = 'object'
      AND jsonb_typeof(value -> 'time_zone') = 'string'
      AND value ->> 'time_zone' <> ''
      AND value ->> 'time_zone' = btrim(value ->> 'time_zone')
      AND (SELECT count(*) FROM jsonb_object_keys(value)) = 1
    THEN value ->> 'time_zone'
    ELSE 'America/Toronto'
  END;
END;
$function$;
