-- What an exchange writes, once the application has checked and priced it, in one round trip
-- (issue 29): its exchanges row claims the reference number (and Idempotency-Key), every leg
-- moves its account's balance at its location through the ledger (apply_balance_change, in
-- account order under the accounts' row locks), and one transaction row per pair is inserted
-- with the margin its two legs realised. When the reference is taken (by a pair written
-- outside an exchange, or by another exchange, whose insert this one waits for) nothing is
-- written and it returns false: the application answers the replay or tries another number.
-- The movements' check that their transaction exists waits for the commit, as the legs go
-- first. p_rows: the pairs' transactions rows as json, in the table's column names.
\i functions/book_exchange.sql
