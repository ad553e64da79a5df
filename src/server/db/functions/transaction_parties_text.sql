-- The text a transactions search reads for a pair's people (issue 48, docs/decisions/0072): the
-- initiator's and the recipient's searched text, each exactly as the customer search lowers it
-- (first name, last name, e-mail, phone), one line each. A search term holds no line break, so
-- it never matches across the two.
-- Called by transactions_parties_text and customers_parties_text, and checked by
-- transactions_booked_facts. In PL/pgSQL, whose statements keep their plans for the session: an
-- SQL function that reads a table is not inlined, so called from the insert trigger it was
-- planned again for every booked pair (0.085 ms of the booking's PostgreSQL CPU, 0.017 now).
CREATE OR REPLACE FUNCTION public.transaction_parties_text(p_customer uuid, p_recipient uuid)
 RETURNS text
 LANGUAGE plpgsql
 STABLE
AS $function$
BEGIN
  RETURN (SELECT coalesce(string_agg(
      lower(c.first_name || ' ' || c.last_name || ' ' || c.email || ' ' || coalesce(c.phone, '')),
      E'\n' ORDER BY c.id = p_recipient), '')
  FROM customers c
  WHERE c.id = p_customer OR c.id = p_recipient);
END;
$function$;
