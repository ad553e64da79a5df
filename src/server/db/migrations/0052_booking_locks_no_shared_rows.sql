-- The booking takes no lock on rows every booking shares (issue 48, docs/decisions/0064). A
-- foreign key check locks the row it finds (FOR KEY SHARE), so every exchange locked the CAD
-- currency row, its branch, its teller and its till, and concurrent bookings made those locks
-- shared (multixacts) one after another inside the ledger's lock window. These references are
-- checked instead by what the booking already reads (its till session, the till's branch, the
-- currencies it prices) and kept valid by rows that never go away: branches, cash locations
-- and staff are never deleted (they are deactivated), and a currency is deleted only when
-- nothing refers to it, under its account's row lock, which every booking of it takes.
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_from_currency_id_currencies_id_fk";--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_to_currency_id_currencies_id_fk";--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_branch_id_branches_id_fk";--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_created_by_auth_users_id_fk";--> statement-breakpoint
ALTER TABLE "exchanges" DROP CONSTRAINT "exchanges_created_by_auth_users_id_fk";--> statement-breakpoint
ALTER TABLE "account_movements" DROP CONSTRAINT "account_movements_location_id_cash_locations_id_fk";--> statement-breakpoint
ALTER TABLE "account_movements" DROP CONSTRAINT "account_movements_user_id_auth_users_id_fk";--> statement-breakpoint
-- Nothing reads transactions by one currency: whether a currency is in use is read from its
-- account's movements (every pair moves both currencies' accounts) and the daily totals.
DROP INDEX "transactions_from_currency_idx";--> statement-breakpoint
DROP INDEX "transactions_to_currency_idx";--> statement-breakpoint
-- sha256 of the definition applied: a88816bca343ac11
\i functions/kept_in_the_books.sql
--> statement-breakpoint
CREATE TRIGGER branches_kept BEFORE DELETE ON "branches" FOR EACH ROW EXECUTE FUNCTION kept_in_the_books();--> statement-breakpoint
CREATE TRIGGER branches_kept_truncate BEFORE TRUNCATE ON "branches" FOR EACH STATEMENT EXECUTE FUNCTION kept_in_the_books();--> statement-breakpoint
CREATE TRIGGER cash_locations_kept BEFORE DELETE ON "cash_locations" FOR EACH ROW EXECUTE FUNCTION kept_in_the_books();--> statement-breakpoint
CREATE TRIGGER cash_locations_kept_truncate BEFORE TRUNCATE ON "cash_locations" FOR EACH STATEMENT EXECUTE FUNCTION kept_in_the_books();--> statement-breakpoint
CREATE TRIGGER auth_users_kept BEFORE DELETE ON "auth_users" FOR EACH ROW EXECUTE FUNCTION kept_in_the_books();--> statement-breakpoint
CREATE TRIGGER auth_users_kept_truncate BEFORE TRUNCATE ON "auth_users" FOR EACH STATEMENT EXECUTE FUNCTION kept_in_the_books();
--> statement-breakpoint
-- The booking records its pairs in the audit trail before it takes the accounts' locks; a
-- transaction's later changes (its claim) are still recorded by the trigger.
DROP TRIGGER "transactions_audit" ON "transactions";--> statement-breakpoint
CREATE TRIGGER transactions_audit AFTER UPDATE ON "transactions" FOR EACH ROW EXECUTE FUNCTION audit_record_change('transaction', 'id', '');--> statement-breakpoint
-- sha256 of the definition applied: e00b34ac4a9c01cd
\i functions/book_exchange.sql
