-- Every transaction counted again into the daily totals by the bureau's current time zone.
-- The SHARE lock waits for the writers in flight to commit and holds new ones back until the
-- caller commits, so no transaction is placed by the zone being replaced once the rebuild has
-- read the table. A pair's realised margin is what its ledger movements realised (decision
-- 0067). Run when the time zone changes, and by migration 0028.
CREATE OR REPLACE FUNCTION public.transaction_daily_totals_rebuild()
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  zone text;
BEGIN
  LOCK TABLE transactions IN SHARE MODE;
  zone := bureau_time_zone();
  DELETE FROM transaction_daily_totals;
  INSERT INTO transaction_daily_totals
    (local_date, from_currency_id, to_currency_id, branch_id, teller_id, transactions,
     from_amount, to_amount, rate_used, base_value, realised_margin, reference_spread)
  SELECT (created_at AT TIME ZONE zone)::date, from_currency_id, to_currency_id,
         daily_totals_branch(branch_id), daily_totals_teller(created_by), count(*),
         sum(from_amount), sum(to_amount), sum(rate_used), sum(base_value),
         coalesce(sum(margin.realised), 0), coalesce(sum(reference_spread), 0)
  FROM transactions t
  LEFT JOIN (SELECT m.transaction_id, sum(m.realised_cad) AS realised FROM account_movements m
             WHERE m.transaction_id IS NOT NULL GROUP BY m.transaction_id) margin
    ON margin.transaction_id = t.id
  WHERE status <> 'cancelled'
  GROUP BY 1, 2, 3, 4, 5;
END;
$function$;
