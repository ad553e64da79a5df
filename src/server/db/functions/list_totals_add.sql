-- Adds `delta` to the number of rows of the list `list_name` (list_totals), with one upsert.
-- Used by list_totals_inserted and list_totals_deleted.
CREATE OR REPLACE FUNCTION public.list_totals_add(list_name text, delta bigint)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO list_totals AS t (list, total) VALUES (list_name, delta)
  ON CONFLICT (list) DO UPDATE SET total = t.total + excluded.total;
END;
$function$;
