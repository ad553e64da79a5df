-- Movements are listed in the order they were applied (seq), not by created_at, which is the
-- start of their database transaction. Existing rows are numbered as the table is rewritten, in
-- its physical order: the ledger is append-only (no update or delete ever moves a row), so that
-- is the order they were inserted in.
DROP INDEX "account_movements_account_idx";--> statement-breakpoint
ALTER TABLE "account_movements" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
CREATE INDEX "account_movements_account_idx" ON "account_movements" USING btree ("account_id","seq");