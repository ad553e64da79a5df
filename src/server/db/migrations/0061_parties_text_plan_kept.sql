-- Each booked pair's searched text was read by an SQL function, which PostgreSQL does not inline
-- when it reads a table: called from the insert trigger, it was planned again for every pair,
-- 0.085 ms of the booking's 1.06 ms of PostgreSQL CPU. The same statement in PL/pgSQL keeps its
-- plan for the session: 0.017 ms (issue 48).
-- sha256 of the definition applied: c8516db50b306506
\i functions/transaction_parties_text.sql
