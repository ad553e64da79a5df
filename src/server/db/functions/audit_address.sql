-- From where, for the audit trail (docs/decisions/0020): the client address the server sets
-- (audit.address) at the start of each request's database transaction, or null.
CREATE OR REPLACE FUNCTION public.audit_address()
 RETURNS text
 LANGUAGE sql
 STABLE
AS $function$
  SELECT nullif(current_setting('audit.address', true), '');
$function$;
