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
-- Migration 0024's signature, if this database has it: the include below is today's
-- definition (docs/decisions/0050), which an earlier include may have created already.
DROP FUNCTION IF EXISTS apply_balance_change(uuid, numeric, numeric, text, text, text, uuid, uuid);--> statement-breakpoint
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
\i functions/apply_balance_change.sql
--> statement-breakpoint
-- Cash carried from one location to another: two movements of the same account, which keeps its
-- balance and its cost (a transfer moves no cost), and the two locations' balances, under the
-- account's row lock.
\i functions/move_between_locations.sql
