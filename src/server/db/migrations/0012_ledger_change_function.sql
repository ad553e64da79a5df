-- One balance change of the ledger (docs/decisions/0007, 0024) in one round trip: under the
-- account's row lock the new balance is computed and rounded to the currency's factor
-- (round() on numeric is half away from zero, like roundToFactor), and the change actually
-- applied is appended to the ledger. The same statements the server used to send one by one, in
-- the same order, inside the caller's transaction. No row: the account does not exist.
\i functions/apply_balance_change.sql
