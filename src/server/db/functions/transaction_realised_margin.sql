-- What a pair earned in CAD against the ledger's weighted-average cost (docs/decisions/0037,
-- 0067): the sum of the margins its append-only ledger movements realised; null for a pair
-- booked before the ledger kept them. Read by the daily totals' update and rebuild and by
-- src/server/modules/transactions/margin-queries.ts.
CREATE OR REPLACE FUNCTION public.transaction_realised_margin(p_transaction_id uuid)
 RETURNS numeric
 LANGUAGE sql
 STABLE
AS $function$
  SELECT sum(m.realised_cad) FROM account_movements m WHERE m.transaction_id = p_transaction_id
$function$;
