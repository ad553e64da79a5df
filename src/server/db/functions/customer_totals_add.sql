-- Adds `delta` to the number of customers (customer_totals, one row), with one upsert. Used by
-- customer_totals_inserted and customer_totals_deleted.
CREATE OR REPLACE FUNCTION public.customer_totals_add(delta bigint)
 RETURNS void
 LANGUAGE sql
AS $function$
  INSERT INTO customer_totals AS t (id, customers) VALUES (true, delta)
  ON CONFLICT (id) DO UPDATE SET customers = t.customers + excluded.customers;
$function$;
