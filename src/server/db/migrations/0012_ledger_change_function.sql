-- One balance change of the ledger (docs/decisions/0007, 0024) in one round trip: under the
-- account's row lock the new balance is computed and rounded to the currency's factor
-- (round() on numeric is half away from zero, like roundToFactor), and the change actually
-- applied is appended to the ledger. The same statements the server used to send one by one, in
-- the same order, inside the caller's transaction. No row: the account does not exist.
CREATE OR REPLACE FUNCTION apply_balance_change(
  p_account_id uuid,
  p_delta numeric,
  p_target numeric,
  p_reason text,
  p_user_id text,
  p_note text,
  p_transaction_id uuid
) RETURNS TABLE (before_balance numeric, after_balance numeric, movement_id uuid)
LANGUAGE plpgsql AS $$
DECLARE
  v_before numeric;
  v_after numeric;
  v_movement uuid;
BEGIN
  SELECT a.balance INTO v_before FROM accounts a WHERE a.id = p_account_id FOR UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  UPDATE accounts a
     SET balance = round(coalesce(p_target, a.balance + p_delta) / c.rounding_factor)
                   * c.rounding_factor,
         updated_at = now()
    FROM currencies c
   WHERE c.id = a.currency_id AND a.id = p_account_id
  RETURNING a.balance INTO v_after;
  IF v_after <> v_before THEN
    INSERT INTO account_movements
      (account_id, amount, balance_after, reason, user_id, note, transaction_id)
    VALUES
      (p_account_id, v_after - v_before, v_after, p_reason, p_user_id, p_note, p_transaction_id)
    RETURNING id INTO v_movement;
  END IF;
  RETURN QUERY SELECT v_before, v_after, v_movement;
END;
$$;
