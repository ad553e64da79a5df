-- One balance change of the ledger in one round trip (docs/decisions/0007, 0024, 0036, 0037,
-- 0041). Under the account's row lock, at READ COMMITTED only, it reads the balance, cost pool
-- and location balance from the account's newest movements, rounds the new balance (p_target, or
-- the balance plus p_delta) to the currency's rounding factor, and appends the movement actually
-- applied. It keeps the average cost (docs/decisions/0037): a foreign currency's cost pool in
-- CAD grows by the CAD value of what is bought (p_value_cad, else the average cost) and shrinks
-- by the average cost of what is sold; the realised margin (realised_cad) is the cost given up
-- against the CAD value received. CAD's pool is its balance. No movement when nothing changes.
-- The movement it appends is marked as read under the lock (bureau.movement_follows), so the
-- insert trigger's check does not read the same rows a second time.
-- Called by book_exchange and by src/server/modules/accounts/ledger.ts.
CREATE OR REPLACE FUNCTION public.apply_balance_change(p_account_id uuid, p_delta numeric, p_target numeric, p_reason text, p_user_id text, p_note text, p_transaction_id uuid, p_location_id uuid, p_value_cad numeric)
 RETURNS TABLE(before_balance numeric, after_balance numeric, movement_id uuid, realised_cad numeric)
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_before numeric;
  v_after numeric;
  v_code text;
  v_factor numeric;
  v_pool numeric;
  v_location_before numeric;
  v_moved numeric;
  v_units numeric;
  v_sign numeric;
  v_avg numeric;
  v_close numeric;
  v_open numeric;
  v_cost numeric;
  v_pool_after numeric;
  v_realised numeric;
  v_movement uuid;
BEGIN
  IF current_setting('transaction_isolation') <> 'read committed' THEN
    RAISE EXCEPTION 'The ledger is written at READ COMMITTED only'
      USING ERRCODE = 'feature_not_supported';
  END IF;
  SELECT c.code, c.rounding_factor INTO v_code, v_factor
    FROM accounts a JOIN currencies c ON c.id = a.currency_id
   WHERE a.id = p_account_id FOR UPDATE OF a;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  SELECT m.balance_after, m.cost_pool_after INTO v_before, v_pool
    FROM account_movements m WHERE m.account_id = p_account_id ORDER BY m.seq DESC LIMIT 1;
  v_before := coalesce(v_before, 0);
  v_pool := coalesce(v_pool, 0);
  v_after := round(coalesce(p_target, v_before + p_delta) / v_factor) * v_factor;
  IF v_after = v_before THEN
    RETURN QUERY SELECT v_before, v_after, NULL::uuid, NULL::numeric;
    RETURN;
  END IF;
  v_moved := v_after - v_before;
  IF v_code = 'CAD' THEN
    v_cost := v_moved;
    v_pool_after := v_after;
    v_realised := 0;
  ELSE
    v_units := abs(v_moved);
    v_sign := sign(v_moved);
    IF v_before <> 0 THEN
      v_avg := v_pool / v_before;
    ELSE
      SELECT m.avg_cost_after INTO v_avg FROM account_movements m
       WHERE m.account_id = p_account_id AND m.avg_cost_after IS NOT NULL
       ORDER BY m.seq DESC LIMIT 1;
    END IF;
    v_close := CASE WHEN v_before <> 0 AND sign(v_before) <> v_sign
                    THEN least(v_units, abs(v_before)) ELSE 0 END;
    v_open := v_units - v_close;
    v_cost := round(
      CASE WHEN v_close > 0 THEN -(v_pool * v_close) / abs(v_before) ELSE 0 END
      + v_sign * CASE WHEN v_open = 0 THEN 0
                      WHEN p_value_cad IS NULL THEN v_open * coalesce(v_avg, 0)
                      ELSE (p_value_cad * v_open) / v_units END,
      18);
    v_pool_after := CASE WHEN v_after = 0 THEN 0 ELSE v_pool + v_cost END;
    v_cost := v_pool_after - v_pool;
    v_realised := CASE WHEN p_value_cad IS NULL THEN 0 ELSE v_cost - v_sign * p_value_cad END;
  END IF;
  SELECT m.location_balance_after INTO v_location_before FROM account_movements m
   WHERE m.account_id = p_account_id AND m.location_id = p_location_id
   ORDER BY m.seq DESC LIMIT 1;
  -- This movement follows the newest one read above under the account's lock:
  -- account_movements_follow_previous need not read them again (docs/decisions/0068).
  PERFORM set_config('bureau.movement_follows', p_account_id::text, true);
  INSERT INTO account_movements
    (account_id, amount, balance_after, reason, user_id, note, transaction_id, location_id,
     cost_cad, avg_cost_after, realised_cad, cost_pool_after, location_balance_after)
  VALUES
    (p_account_id, v_moved, v_after, p_reason, p_user_id, p_note, p_transaction_id,
     p_location_id, v_cost,
     CASE WHEN v_after = 0 THEN NULL ELSE round(v_pool_after / v_after, 18) END, v_realised,
     v_pool_after, coalesce(v_location_before, 0) + v_moved)
  RETURNING id INTO v_movement;
  RETURN QUERY SELECT v_before, v_after, v_movement, v_realised;
END;
$function$;
