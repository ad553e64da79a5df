-- book_exchange answers what it wrote (issue 29): one row per pair, in pair order, with the
-- figures as stored and the booking time, so the exchange's answer is built from them and the
-- facts it already read instead of being read back after the commit. No rows when the reference
-- is taken (nothing written). Everything else is as in 0035.
DROP FUNCTION book_exchange(text, uuid, text, text, text, text, uuid[], numeric[], uuid[], uuid[],
  numeric[], jsonb);
--> statement-breakpoint
-- sha256 of the definition applied: 7d756e6366188383
\i functions/book_exchange.sql
