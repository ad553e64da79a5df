-- What an exchange writes, once the application has checked and priced it, in one round trip
-- (docs/decisions/0013, 0064, 0067; issue 29, 48): its exchanges row claims the reference number
-- (and Idempotency-Key), the audit trail records each pair as booked (who, when, every field the
-- teller booked), one transactions row per pair is inserted (its counters and daily totals
-- appended by their triggers), and only then, last, every leg moves its account's balance at its
-- location through apply_balance_change (in account order, under the accounts' row locks), and
-- the margin the legs realised joins the pairs' daily totals as one appended row per bucket.
-- What needs no account lock is written before the first is taken, so concurrent bookings wait
-- for each other as little as they can. A pair's realised margin is the ledger's figure: its
-- append-only movements carry it. It answers one row per pair, in pair order, with the figures
-- as stored and the booking time. When the reference is taken nothing is written and it answers
-- no rows: the application answers the replay or tries another number. p_rows: the pairs'
-- transactions rows as JSON, in the table's column names.
-- Called by src/server/modules/exchange/book-exchange.ts.
CREATE OR REPLACE FUNCTION public.book_exchange(p_reference text, p_idempotency_key uuid, p_request_hash text, p_recipient_category text, p_third_party_relationship text, p_user_id text, p_accounts uuid[], p_deltas numeric[], p_transactions uuid[], p_locations uuid[], p_values numeric[], p_rows jsonb)
 RETURNS TABLE(pair_index smallint, from_amount text, to_amount text, rate_used text, base_value text, created_at timestamp with time zone)
 LANGUAGE plpgsql
AS $function$
#variable_conflict use_column
DECLARE
  v_realised numeric[];
  v_applied integer;
BEGIN
  INSERT INTO exchanges (reference_number, idempotency_key, request_hash, recipient_category,
      third_party_relationship, created_by)
  SELECT p_reference, p_idempotency_key, p_request_hash, p_recipient_category,
      p_third_party_relationship, p_user_id
  WHERE NOT EXISTS (SELECT 1 FROM transactions WHERE reference_number = p_reference)
  ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  -- Each pair as audit_record_change would record its insert, its booking time included.
  INSERT INTO audit_log (actor_id, address, action, record_type, record_id, before, after)
  SELECT audit_actor(), audit_address(), 'create', 'transaction', r.id::text, NULL,
         audit_json(to_jsonb(r) || jsonb_build_object('created_at', now()),
                    ARRAY['updated_at', 'updatedAt', 'parties_text'])
  FROM jsonb_populate_recordset(NULL::transactions, p_rows) r
  ORDER BY r.pair_index;
  RETURN QUERY WITH booked AS (
  INSERT INTO transactions (id, reference_number, pair_index, customer_id, from_currency_id,
      to_currency_id, from_amount, to_amount, rate_used, rate_source, base_value,
      transaction_type, status, payment_method, source_of_money, notes, transaction_date,
      transaction_category, is_on_behalf, receipt_language, recipient_customer_id,
      recipient_notes, created_by, branch_id, reference_spread, offered_amount)
  SELECT r.id, r.reference_number, r.pair_index, r.customer_id, r.from_currency_id,
      r.to_currency_id, r.from_amount, r.to_amount, r.rate_used, r.rate_source, r.base_value,
      r.transaction_type, r.status, r.payment_method, r.source_of_money, r.notes,
      r.transaction_date, r.transaction_category, r.is_on_behalf, r.receipt_language,
      r.recipient_customer_id, r.recipient_notes, r.created_by, r.branch_id, r.reference_spread,
      r.offered_amount
  FROM jsonb_populate_recordset(NULL::transactions, p_rows) r
  ORDER BY r.pair_index
  RETURNING transactions.pair_index, transactions.from_amount, transactions.to_amount,
    transactions.rate_used, transactions.base_value, transactions.created_at)
  SELECT b.pair_index, b.from_amount::text, b.to_amount::text, b.rate_used::text,
    b.base_value::text, b.created_at
  FROM booked b ORDER BY b.pair_index;
  SELECT array_agg(coalesce(applied.realised_cad, 0) ORDER BY l.ord), count(*)
    INTO v_realised, v_applied
  FROM (
    SELECT * FROM unnest(p_accounts, p_deltas, p_transactions, p_locations, p_values)
      WITH ORDINALITY AS l(account_id, delta, transaction_id, location_id, value_cad, ord)
    ORDER BY l.account_id, l.ord
  ) l
  CROSS JOIN LATERAL apply_balance_change(l.account_id, l.delta, NULL, 'exchange', p_user_id,
    NULL, l.transaction_id, l.location_id, l.value_cad) applied;
  IF v_applied <> cardinality(p_accounts) THEN
    RAISE EXCEPTION 'Account not found' USING ERRCODE = 'no_data_found';
  END IF;
  -- The realised margin of the pairs that count in the daily totals, as
  -- transaction_daily_totals_add_inserted placed them (status, local day, bucket). Legs that
  -- realised none (a currency bought, or sold at no margin) leave at once: the accounts' locks
  -- are held until the commit, so nothing more is done under them than the margin needs.
  IF NOT EXISTS (SELECT 1 FROM unnest(v_realised) AS m(realised) WHERE m.realised <> 0) THEN
    RETURN;
  END IF;
  INSERT INTO transaction_daily_totals
    (local_date, from_currency_id, to_currency_id, branch_id, teller_id, transactions,
     from_amount, to_amount, rate_used, base_value, realised_margin, reference_spread, pending)
  SELECT (now() AT TIME ZONE bureau_time_zone())::date, r.from_currency_id, r.to_currency_id,
         daily_totals_branch(r.branch_id), daily_totals_teller(r.created_by), 0, 0, 0, 0, 0,
         sum(v_realised[2 * r.pair_index + 1] + v_realised[2 * r.pair_index + 2]), 0, true
  FROM jsonb_populate_recordset(NULL::transactions, p_rows) r
  WHERE r.status <> 'cancelled'
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum(v_realised[2 * r.pair_index + 1] + v_realised[2 * r.pair_index + 2]) <> 0;
END;
$function$;
