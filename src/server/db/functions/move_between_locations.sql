-- Cash carried from one location to another (docs/decisions/0036, 0041): two movements of the
-- same account, out of one location and into the other, which keep the account's balance and
-- cost (a transfer moves no cost) and move the two locations' balances. Each movement's
-- balance_after is the one before it plus its amount. Under the account's row lock, at READ
-- COMMITTED only, as apply_balance_change. Called by src/server/modules/accounts/ledger.ts.
CREATE OR REPLACE FUNCTION public.move_between_locations(p_account_id uuid, p_from_location_id uuid, p_to_location_id uuid, p_amount numeric, p_reason text, p_user_id text, p_note text)
 RETURNS TABLE(balance numeric)
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_balance numeric;
  v_pool numeric;
  v_avg numeric;
  v_from numeric;
  v_to numeric;
BEGIN
  IF current_setting('transaction_isolation') <> 'read committed' THEN
    RAISE EXCEPTION 'The ledger is written at READ COMMITTED only'
      USING ERRCODE = 'feature_not_supported';
  END IF;
  PERFORM 1 FROM accounts a WHERE a.id = p_account_id FOR UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  SELECT m.balance_after, m.cost_pool_after INTO v_balance, v_pool
    FROM account_movements m WHERE m.account_id = p_account_id ORDER BY m.seq DESC LIMIT 1;
  v_balance := coalesce(v_balance, 0);
  v_pool := coalesce(v_pool, 0);
  v_avg := CASE WHEN v_balance = 0 THEN NULL ELSE round(v_pool / v_balance, 18) END;
  SELECT m.location_balance_after INTO v_from FROM account_movements m
   WHERE m.account_id = p_account_id AND m.location_id = p_from_location_id
   ORDER BY m.seq DESC LIMIT 1;
  v_from := coalesce(v_from, 0) - p_amount;
  IF p_to_location_id = p_from_location_id THEN
    v_to := v_from + p_amount;
  ELSE
    SELECT m.location_balance_after INTO v_to FROM account_movements m
     WHERE m.account_id = p_account_id AND m.location_id = p_to_location_id
     ORDER BY m.seq DESC LIMIT 1;
    v_to := coalesce(v_to, 0) + p_amount;
  END IF;
  INSERT INTO account_movements
    (account_id, amount, balance_after, reason, user_id, note, location_id, cost_cad,
     avg_cost_after, realised_cad, cost_pool_after, location_balance_after)
  VALUES
    (p_account_id, -p_amount, v_balance - p_amount, p_reason, p_user_id, p_note,
     p_from_location_id, 0, v_avg, 0, v_pool, v_from),
    (p_account_id, p_amount, v_balance, p_reason, p_user_id, p_note, p_to_location_id, 0,
     v_avg, 0, v_pool, v_to);
  RETURN QUERY SELECT v_balance;
END;
$function$;
