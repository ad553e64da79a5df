-- The rounding on the receipt (issue 46, docs/decisions/0058): when the till rounds what it pays
-- out to its notes, the customer hands over less than they first offered. The pair keeps what
-- was offered, so the receipt shows it and what went back. Null for every other pair.
ALTER TABLE "transactions" ADD COLUMN "offered_amount" numeric(38, 18);--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_offered_covers" CHECK ("transactions"."offered_amount" IS NULL OR "transactions"."offered_amount" > "transactions"."from_amount");--> statement-breakpoint
-- book_exchange writes it from the pair's row.
-- sha256 of the definition applied: a5119d4de3c81c65
\i functions/book_exchange.sql
