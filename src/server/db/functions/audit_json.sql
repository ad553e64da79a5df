-- A row as audit JSON: without the named columns, and every number as its exact text without
-- trailing zeros (a JSON number would reach JavaScript as a float). Used by audit_record_change.
CREATE OR REPLACE FUNCTION public.audit_json(r jsonb, skipped text[])
 RETURNS jsonb
 LANGUAGE plpgsql
 IMMUTABLE
AS $function$
BEGIN
  RETURN (
    SELECT coalesce(jsonb_object_agg(key,
             CASE WHEN jsonb_typeof(value) = 'number'
                  THEN to_jsonb(trim_scale((value #>> '{}')::numeric)::text) ELSE value END),
           '{}'::jsonb)
    FROM jsonb_each(r)
    WHERE NOT key = ANY (skipped));
END;
$function$;
