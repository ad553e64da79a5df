-- Issue 29, "no rot": a booking no longer updates the accounts row nor a location_balances row
-- (docs/decisions/0041). Every update leaves a dead version that nothing can prune while any
-- long transaction is open, and the next update of that hot row walks them all. An account's
-- balance and cost pool, and a location's balance of a currency, are now the newest movement's:
-- each movement carries the account's cost pool after it and its location's balance of the
-- currency after it, beside the balance_after it already carried.
ALTER TABLE "account_movements" ADD COLUMN "cost_pool_after" numeric;--> statement-breakpoint
ALTER TABLE "account_movements" ADD COLUMN "location_balance_after" numeric(38, 18);--> statement-breakpoint
-- The movements booked so far: the pool after each is the account's pool less the cost of the
-- movements after it (each movement's cost_cad is exactly its change of the pool; a movement
-- booked before costs were kept moved none, so those carry the pool migration 0026 started
-- with), and the location's balance after each is the running sum of the account's movements
-- there, in the order they were applied. Exact NUMERIC sums.
-- The location index gains the account (below): dropped first, so the backfill does not keep it.
DROP INDEX "account_movements_location_idx";--> statement-breakpoint
ALTER TABLE "account_movements" DISABLE TRIGGER "account_movements_no_update_delete";--> statement-breakpoint
UPDATE "account_movements" m
   SET "cost_pool_after" = f.pool_after, "location_balance_after" = f.location_after
  FROM (
    SELECT m.id,
           a.cost_pool_cad - coalesce(sum(coalesce(m.cost_cad, 0)) OVER (
             PARTITION BY m.account_id ORDER BY m.seq
             ROWS BETWEEN 1 FOLLOWING AND UNBOUNDED FOLLOWING), 0) AS pool_after,
           sum(m.amount) OVER (
             PARTITION BY m.account_id, m.location_id ORDER BY m.seq
             ROWS UNBOUNDED PRECEDING) AS location_after
      FROM account_movements m JOIN accounts a ON a.id = m.account_id
  ) f
 WHERE f.id = m.id;--> statement-breakpoint
ALTER TABLE "account_movements" ENABLE TRIGGER "account_movements_no_update_delete";--> statement-breakpoint
-- The newest movement of an account at a location, one index probe: the location's index, with
-- the account between the location and the order. It still serves every filter on the location
-- (all of them also bound created_at), and the write path keeps as many indexes as before. With
-- (location_id, seq) alone, the planner walked a location's movements backwards looking for the
-- account's: seconds at a million movements when the account had none there. The newest of an
-- account is found through account_movements_account_idx.
CREATE INDEX "account_movements_location_idx" ON "account_movements" USING btree ("location_id","account_id","seq");--> statement-breakpoint
DROP TABLE "location_balances";--> statement-breakpoint
ALTER TABLE "accounts" DROP COLUMN "balance";--> statement-breakpoint
ALTER TABLE "accounts" DROP COLUMN "cost_pool_cad";--> statement-breakpoint
-- Each account's balance and cost pool (decision 0037: its average cost is pool / balance):
-- its newest movement's, zero before its first. One index probe per account.
CREATE VIEW "account_balances" AS
SELECT a.id AS account_id, a.currency_id,
       coalesce(m.balance_after, 0)::numeric(38, 18) AS balance,
       coalesce(m.cost_pool_after, 0) AS cost_pool_cad
  FROM accounts a
  LEFT JOIN LATERAL (
    SELECT m.balance_after, m.cost_pool_after FROM account_movements m
     WHERE m.account_id = a.id ORDER BY m.seq DESC LIMIT 1) m ON true;--> statement-breakpoint
-- What each location holds of each currency it has ever held: the newest movement of that
-- currency's account there. One index probe per location and account; a filter on the
-- location or the currency narrows the pairs probed.
CREATE VIEW "location_balances" AS
SELECT l.id AS location_id, a.currency_id, m.location_balance_after AS balance
  FROM cash_locations l
 CROSS JOIN accounts a
 CROSS JOIN LATERAL (
    SELECT m.location_balance_after FROM account_movements m
     WHERE m.account_id = a.id AND m.location_id = l.id ORDER BY m.seq DESC LIMIT 1) m;--> statement-breakpoint
-- One balance change of the ledger (decisions 0007, 0024, 0036, 0037, 0041), as in migration
-- 0026 but without updating a row: under the account's row lock (which writes no new version of
-- it) the balance, cost pool and location balance before are the newest movements', read in a
-- snapshot taken after the lock, so exact: every change of an account takes that lock first.
-- That holds at READ COMMITTED only; a snapshot taken before the lock could miss the movement
-- of the transaction the lock waited for, so other isolation levels are refused.
CREATE OR REPLACE FUNCTION apply_balance_change(
  p_account_id uuid,
  p_delta numeric,
  p_target numeric,
  p_reason text,
  p_user_id text,
  p_note text,
  p_transaction_id uuid,
  p_location_id uuid,
  p_value_cad numeric
) RETURNS TABLE (before_balance numeric, after_balance numeric, movement_id uuid,
  realised_cad numeric)
LANGUAGE plpgsql AS $$
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
$$;--> statement-breakpoint
-- Cash carried from one location to another: two movements of the same account, which keep its
-- balance and its cost (a transfer moves no cost) and move the two locations' balances, under
-- the account's row lock (READ COMMITTED only, as apply_balance_change).
CREATE OR REPLACE FUNCTION move_between_locations(
  p_account_id uuid,
  p_from_location_id uuid,
  p_to_location_id uuid,
  p_amount numeric,
  p_reason text,
  p_user_id text,
  p_note text
) RETURNS TABLE (balance numeric)
LANGUAGE plpgsql AS $$
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
    (p_account_id, -p_amount, v_balance, p_reason, p_user_id, p_note, p_from_location_id, 0,
     v_avg, 0, v_pool, v_from),
    (p_account_id, p_amount, v_balance, p_reason, p_user_id, p_note, p_to_location_id, 0,
     v_avg, 0, v_pool, v_to);
  RETURN QUERY SELECT v_balance;
END;
$$;
