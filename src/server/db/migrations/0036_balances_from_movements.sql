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
-- sha256 of the definition applied: 857b4946817ec92f
\i functions/apply_balance_change.sql
--> statement-breakpoint
-- Cash carried from one location to another: two movements of the same account, which keep its
-- balance and its cost (a transfer moves no cost) and move the two locations' balances, under
-- the account's row lock (READ COMMITTED only, as apply_balance_change).
\i functions/move_between_locations.sql
