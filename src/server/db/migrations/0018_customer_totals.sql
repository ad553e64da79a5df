CREATE TABLE "customer_totals" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"customers" bigint NOT NULL,
	CONSTRAINT "customer_totals_one_row" CHECK ("customer_totals"."id")
);
--> statement-breakpoint
-- The total moves in the same database transaction as the rows it counts: statement-level
-- triggers add each statement's inserted or deleted rows with one upsert (a statement of a
-- million rows is one change). Writers of customers take turns on this row until they commit;
-- customers are added one at a time at a counter, so the wait is one short transaction.
-- sha256 of the definition applied: c48379e2238b93e2
\i functions/customer_totals_add.sql
--> statement-breakpoint
-- sha256 of the definition applied: 3b8362ecda0970d6
\i functions/customer_totals_inserted.sql
--> statement-breakpoint
-- sha256 of the definition applied: faa7d17e46156f81
\i functions/customer_totals_deleted.sql
--> statement-breakpoint
-- A TRUNCATE bypasses row triggers: it empties the total with the table.
-- sha256 of the definition applied: 061ecfc4eb2bf90b
\i functions/customer_totals_clear.sql
--> statement-breakpoint
CREATE TRIGGER customer_totals_insert
  AFTER INSERT ON customers REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_totals_inserted();
--> statement-breakpoint
CREATE TRIGGER customer_totals_delete
  AFTER DELETE ON customers REFERENCING OLD TABLE AS deleted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_totals_deleted();
--> statement-breakpoint
CREATE TRIGGER customer_totals_truncate
  AFTER TRUNCATE ON customers
  FOR EACH STATEMENT EXECUTE FUNCTION customer_totals_clear();
--> statement-breakpoint
-- The customers already there. The triggers above hold a lock on customers until this migration
-- commits, so no write can slip between this count and the first counted change.
INSERT INTO customer_totals (id, customers) SELECT true, count(*) FROM customers;
