-- A search by name finds a transaction through the transaction's own row (issue 48,
-- docs/decisions/0072): each pair carries its initiator's and recipient's searched text, with a
-- trigram index of its own. Before, the search found the customers first, then each one's pairs:
-- a common surname read thousands of customers before its first pair, and a count grew with the
-- table. A short term's walk down the list checks the row's own text instead of looking up two
-- customers per row.
ALTER TABLE "transactions" ADD COLUMN "parties_text" text DEFAULT '' NOT NULL;
--> statement-breakpoint
-- sha256 of the definition applied: 4d7b36a2f5d0f661
\i functions/transaction_parties_text.sql
--> statement-breakpoint
-- The pairs booked before: written once, without the update's triggers (nothing booked changes,
-- and an update of this column alone is neither audited nor counted).
ALTER TABLE "transactions" DISABLE TRIGGER USER;
--> statement-breakpoint
UPDATE "transactions" SET "parties_text" = transaction_parties_text("customer_id", "recipient_customer_id");
--> statement-breakpoint
ALTER TABLE "transactions" ENABLE TRIGGER USER;
--> statement-breakpoint
-- sha256 of the definition applied: 0ae10191e2f49c76
\i functions/transactions_parties_text.sql
--> statement-breakpoint
CREATE TRIGGER transactions_parties_text BEFORE INSERT ON transactions
  FOR EACH ROW EXECUTE FUNCTION transactions_parties_text();
--> statement-breakpoint
-- sha256 of the definition applied: 91f19a1cdc214e13
\i functions/customers_parties_text.sql
--> statement-breakpoint
CREATE TRIGGER customers_parties_text AFTER UPDATE OF first_name, last_name, email, phone
  ON customers FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name
    OR OLD.email IS DISTINCT FROM NEW.email OR OLD.phone IS DISTINCT FROM NEW.phone)
  EXECUTE FUNCTION customers_parties_text();
--> statement-breakpoint
-- The column follows its customers and is kept out of the audit trail's rows.
-- sha256 of the definition applied: 960ea5bf0432c83d
\i functions/transactions_booked_facts.sql
--> statement-breakpoint
-- sha256 of the definition applied: 5e766298cb1452e4
\i functions/audit_record_change.sql
--> statement-breakpoint
-- sha256 of the definition applied: f249e81b3e0fea3e
\i functions/book_exchange.sql
--> statement-breakpoint
CREATE INDEX "transactions_parties_text_idx" ON "transactions" USING gin ("parties_text" gin_trgm_ops);
