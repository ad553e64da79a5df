-- The searched text of a company: its name, industry, email and registration number, lowered.
-- Repeats companySearchExpression (the companies list) and the expression of the
-- companies_search_trgm index exactly.
CREATE OR REPLACE FUNCTION public.company_searched_text(name text, industry text, email text, registration_number text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
  SELECT lower(name || ' ' || coalesce(industry, '') || ' ' || coalesce(email, '') || ' '
    || coalesce(registration_number, ''))
$function$;
