-- The cash day's records are kept like the ledger's (issue 42, migration 0022): below the app,
-- neither the app's role nor the owner rewrites them with a plain statement. Counts, closed days
-- and transfers are only added; a till session changes state only through the functions below,
-- which own its transitions; and every movement's balances after it are checked against the
-- movements before it. A database owner can still lift a guard (ALTER TABLE ... DISABLE
-- TRIGGER) for a correction; the app's own least-privilege role cannot. A restore loads rows
-- with every trigger off (logical-backup/load-rows.ts), so these guard nothing there.

-- Closed days and the cash carried between places: added, never changed or deleted.
-- sha256 of the definition applied: 9d48bd69f149a900
\i functions/cash_records_append_only.sql
--> statement-breakpoint
CREATE TRIGGER business_days_no_update_delete BEFORE UPDATE OR DELETE ON business_days
  FOR EACH ROW EXECUTE FUNCTION cash_records_append_only();
--> statement-breakpoint
CREATE TRIGGER cash_transfers_no_update_delete BEFORE UPDATE OR DELETE ON cash_transfers
  FOR EACH ROW EXECUTE FUNCTION cash_records_append_only();
--> statement-breakpoint
CREATE TRIGGER business_days_no_truncate BEFORE TRUNCATE ON business_days
  FOR EACH STATEMENT EXECUTE FUNCTION booked_facts_no_truncate();
--> statement-breakpoint
CREATE TRIGGER cash_transfers_no_truncate BEFORE TRUNCATE ON cash_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION booked_facts_no_truncate();
--> statement-breakpoint
CREATE TRIGGER till_counts_no_truncate BEFORE TRUNCATE ON till_counts
  FOR EACH STATEMENT EXECUTE FUNCTION booked_facts_no_truncate();
--> statement-breakpoint
CREATE TRIGGER till_sessions_no_truncate BEFORE TRUNCATE ON till_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION booked_facts_no_truncate();
--> statement-breakpoint
-- A count is never deleted nor edited. Its one change is a recount's (or a reopen's): a closing
-- count of a session not closed is marked superseded, once. A closed session's counts are what
-- it was closed on, so they stay current until the session is reopened (reopen_till_session
-- reopens it first, then supersedes them).
-- sha256 of the definition applied: d58dd40105c2b4ea
\i functions/till_counts_append_only.sql
--> statement-breakpoint
CREATE TRIGGER till_counts_append_only BEFORE UPDATE OR DELETE ON till_counts
  FOR EACH ROW EXECUTE FUNCTION till_counts_append_only();
--> statement-breakpoint
-- The transitions of a till session (docs/decisions/0036), each owned by one function, called by
-- the app in the transaction that has locked the session and checked the rest (its day, its
-- till and teller, the counts): a count closes an open session, or leaves it awaiting a
-- manager's sign-off (a recount while it waits may close it); a sign-off closes one awaiting
-- it; a reopen opens a closed one again. A session is never deleted, begins open, keeps its
-- till, teller, date and opening, and changes nothing once its business day is closed.
-- sha256 of the definition applied: ca7a0b614d086c27
\i functions/close_till_session.sql
--> statement-breakpoint
-- sha256 of the definition applied: e994fd56d50b9132
\i functions/sign_off_till_session.sql
--> statement-breakpoint
-- Its close's counts become history (superseded) once it is open again: the next close counts
-- afresh. The over/short booked at its close stays (it was real).
-- sha256 of the definition applied: dd904ce020ccf9df
\i functions/reopen_till_session.sql
--> statement-breakpoint
-- Which function changes a session is read from the call stack (PG_CONTEXT): its outermost
-- frame must be one of the three, called as the statement itself. A plain UPDATE has no such
-- frame; a DO block's is inline_code_block; a function of the same name in pg_temp is shown
-- with its schema (pg_temp_N.), as temporary functions are never on the search path; and a
-- statement's own text cannot end a frame (its line ends with a quote).
-- sha256 of the definition applied: ebc87caf48929772
\i functions/till_sessions_guard.sql
--> statement-breakpoint
CREATE TRIGGER till_sessions_guard BEFORE INSERT OR UPDATE OR DELETE ON till_sessions
  FOR EACH ROW EXECUTE FUNCTION till_sessions_guard();
--> statement-breakpoint
-- A transfer's two movements chain like any others (decision 0041; the history lists each
-- movement's balance_after as the one before it plus its amount): out of one location, the
-- account's balance less the amount; into the other, the balance again. As in migration 0036,
-- but the first movement carried the balance as it was, after both.
-- sha256 of the definition applied: 00b55583c56a8f70
\i functions/move_between_locations.sql
--> statement-breakpoint
-- A movement is appended after its account's newest, and carries the balances that follow from
-- it (decision 0041): the account's balance after it is the newest movement's plus its amount,
-- and its location's balance of the currency after it is the newest movement's there plus its
-- amount. So an account's balance stays the sum of its locations', whatever a movement's reason.
-- Read under the account's row lock, which every change of an account takes first
-- (apply_balance_change and move_between_locations hold it already; taking it again writes
-- nothing), in snapshots taken after it: at READ COMMITTED only, as the ledger's functions. The
-- rows of one statement are checked in the order they are inserted, each after the ones before.
-- Movements booked before this migration are not read again: a transfer's first movement then
-- carried the balance after both, so only the newest movement's balances are taken as given.
-- sha256 of the definition applied: 202f60bc188db0c3
\i functions/account_movements_follow_previous.sql
--> statement-breakpoint
CREATE TRIGGER account_movements_follow_previous BEFORE INSERT ON account_movements
  FOR EACH ROW EXECUTE FUNCTION account_movements_follow_previous();
