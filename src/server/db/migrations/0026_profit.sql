ALTER TABLE "transactions" DROP CONSTRAINT "transactions_rate_source_check";--> statement-breakpoint
ALTER TABLE "account_movements" ADD COLUMN "cost_cad" numeric;--> statement-breakpoint
ALTER TABLE "account_movements" ADD COLUMN "avg_cost_after" numeric;--> statement-breakpoint
ALTER TABLE "account_movements" ADD COLUMN "realised_cad" numeric;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "cost_pool_cad" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
-- Every transaction booked before branches were kept on it was booked in the one branch, Main: a
-- constant default fills the existing rows without an UPDATE (the booked-facts guard of
-- migration 0022 stays untouched), then is dropped so every new row names its branch.
ALTER TABLE "transactions" ADD COLUMN "branch_id" uuid DEFAULT '00000000-0000-4000-8000-000000000001';--> statement-breakpoint
ALTER TABLE "transactions" ALTER COLUMN "branch_id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "realised_margin" numeric;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "reference_spread" numeric;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transactions_profit_idx" ON "transactions" USING btree ("transaction_date") WHERE "transactions"."status" <> 'cancelled';--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_rate_source_check" CHECK ("transactions"."rate_source" in ('table', 'cross', 'custom', 'market'));--> statement-breakpoint
-- The balances held before costs were kept start at their CAD value at the current table rate to
-- CAD (the direct pair's buy rate, else the inverse of the reverse pair's); CAD costs itself. A
-- balance with no rate to CAD (a crypto one priced by the market) starts at no cost.
UPDATE "accounts" a SET "cost_pool_cad" = CASE
    WHEN c.code = 'CAD' THEN a.balance
    ELSE coalesce(round(a.balance * coalesce(
      (SELECT r.buy_rate FROM currency_rates r JOIN currencies cad ON cad.code = 'CAD'
        WHERE r.from_currency_id = c.id AND r.to_currency_id = cad.id AND r.buy_rate > 0
          AND r.effective_date <= now()
        ORDER BY r.effective_date DESC, r.created_at DESC, r.id DESC LIMIT 1),
      (SELECT 1 / r.buy_rate FROM currency_rates r JOIN currencies cad ON cad.code = 'CAD'
        WHERE r.from_currency_id = cad.id AND r.to_currency_id = c.id AND r.buy_rate > 0
          AND r.effective_date <= now()
        ORDER BY r.effective_date DESC, r.created_at DESC, r.id DESC LIMIT 1)), 18), 0)
  END
  FROM currencies c WHERE c.id = a.currency_id AND a.balance <> 0;--> statement-breakpoint
-- An exchange writes its ledger legs before its transaction rows, so that each row carries the
-- margin its legs realised (docs/decisions/0037): it defers this check to its commit.
ALTER TABLE "account_movements" ALTER CONSTRAINT "account_movements_transaction_id_transactions_id_fk" DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
DROP FUNCTION apply_balance_change(uuid, numeric, numeric, text, text, text, uuid, uuid);--> statement-breakpoint
-- One balance change of the ledger (decisions 0007, 0024, 0036, 0037) in one round trip: under the
-- account's row lock the new balance is computed and rounded to the currency's factor, the
-- change actually applied is appended to the ledger at its location with its cost, and the
-- location's balance moves by the same amount. No row: the account does not exist.
--
-- Cost by the weighted-average method, per account in CAD (cost_pool_cad; average cost = pool /
-- balance). p_value_cad is the CAD value of the units moved (an exchange's leg: the pair's
-- base_value); null moves them at the average cost (adjustments, over/short). A movement first
-- closes what it can of a position of the other sign, at its average cost, then opens the rest
-- at its own rate (p_value_cad / units): a sale through zero leaves a negative position costed
-- at the sale's rate. What the closing part realises is the value received less its cost.
-- CAD costs 1 and realises nothing. With no units held, the average is the last one known.
CREATE FUNCTION apply_balance_change(
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
  v_currency uuid;
  v_code text;
  v_factor numeric;
  v_pool numeric;
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
  SELECT a.balance, a.currency_id, a.cost_pool_cad, c.code, c.rounding_factor
    INTO v_before, v_currency, v_pool, v_code, v_factor
    FROM accounts a JOIN currencies c ON c.id = a.currency_id
   WHERE a.id = p_account_id FOR UPDATE OF a;
  IF NOT FOUND THEN
    RETURN;
  END IF;
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
  UPDATE accounts SET balance = v_after, cost_pool_cad = v_pool_after, updated_at = now()
   WHERE id = p_account_id;
  INSERT INTO account_movements
    (account_id, amount, balance_after, reason, user_id, note, transaction_id, location_id,
     cost_cad, avg_cost_after, realised_cad)
  VALUES
    (p_account_id, v_moved, v_after, p_reason, p_user_id, p_note, p_transaction_id,
     p_location_id, v_cost,
     CASE WHEN v_after = 0 THEN NULL ELSE round(v_pool_after / v_after, 18) END, v_realised)
  RETURNING id INTO v_movement;
  INSERT INTO location_balances AS lb (location_id, currency_id, balance)
  VALUES (p_location_id, v_currency, v_moved)
  ON CONFLICT (location_id, currency_id)
    DO UPDATE SET balance = lb.balance + excluded.balance;
  RETURN QUERY SELECT v_before, v_after, v_movement, v_realised;
END;
$$;--> statement-breakpoint
-- Cash carried from one location to another: two movements of the same account, which keeps its
-- balance and its cost (a transfer moves no cost), and the two locations' balances, under the
-- account's row lock.
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
  v_currency uuid;
  v_avg numeric;
BEGIN
  SELECT a.balance, a.currency_id,
         CASE WHEN a.balance = 0 THEN NULL ELSE round(a.cost_pool_cad / a.balance, 18) END
    INTO v_balance, v_currency, v_avg
    FROM accounts a WHERE a.id = p_account_id FOR UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  INSERT INTO account_movements
    (account_id, amount, balance_after, reason, user_id, note, location_id, cost_cad,
     avg_cost_after, realised_cad)
  VALUES
    (p_account_id, -p_amount, v_balance, p_reason, p_user_id, p_note, p_from_location_id, 0,
     v_avg, 0),
    (p_account_id, p_amount, v_balance, p_reason, p_user_id, p_note, p_to_location_id, 0,
     v_avg, 0);
  INSERT INTO location_balances AS lb (location_id, currency_id, balance)
  VALUES (p_from_location_id, v_currency, -p_amount), (p_to_location_id, v_currency, p_amount)
  ON CONFLICT (location_id, currency_id)
    DO UPDATE SET balance = lb.balance + excluded.balance;
  RETURN QUERY SELECT v_balance;
END;
$$;
