-- Who acts, for the audit trail (docs/decisions/0020): the staff id the server sets
-- (audit.actor_id) at the start of each request's database transaction, or null.
CREATE OR REPLACE FUNCTION public.audit_actor()
 RETURNS text
 LANGUAGE sql
 STABLE
AS $function$
  SELECT nullif(current_setting('audit.actor_id', true), '');
$function$;
