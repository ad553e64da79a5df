-- Two index entries fewer for every booked pair (issue 48, docs/decisions/0068). The unique
-- index of (reference number, pair) is built with text_pattern_ops, so it also serves a search by
-- the start of a reference number (LIKE 'prefix%', in any collation; `=` is the same), and
-- transactions_reference_prefix_idx, which held the same numbers again, goes. The recipients'
-- index holds only the pairs exchanged on behalf of someone: most pairs have none, and every read
-- of it asks for a recipient (an equality, which implies one).
DROP INDEX "transactions_reference_prefix_idx";
--> statement-breakpoint
DROP INDEX "transactions_reference_pair_idx";
--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_reference_pair_idx" ON "transactions" USING btree ("reference_number" text_pattern_ops,"pair_index");
--> statement-breakpoint
DROP INDEX "transactions_recipient_idx";
--> statement-breakpoint
CREATE INDEX "transactions_recipient_idx" ON "transactions" USING btree ("recipient_customer_id") WHERE "transactions"."recipient_customer_id" is not null;
