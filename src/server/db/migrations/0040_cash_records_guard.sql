-- The cash day's records are kept like the ledger's (issue 42, migration 0022): below the app,
-- neither the app's role nor the owner rewrites them with a plain statement. Counts, closed days
-- and transfers are only added; a till session changes state only through the functions below,
-- which own its transitions; and every movement's balances after it are checked against the
-- movements before it. A database owner can still lift a guard (ALTER TABLE ... DISABLE
-- TRIGGER) for a correction; the app's own least-privilege role cannot. A restore loads rows
-- with every trigger off (logical-backup/load-rows.ts), so these guard nothing there.

-- Closed days and the cash carried between places: added, never changed or deleted.
CREATE OR REPLACE FUNCTION cash_records_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: its rows are booked records, never changed or deleted',
    TG_TABLE_NAME;
END;
$$ LANGUAGE plpgsql;
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
CREATE OR REPLACE FUNCTION till_counts_append_only() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'till_counts is append-only: a count is never deleted';
  END IF;
  IF (to_jsonb(NEW) - 'superseded_at') IS DISTINCT FROM (to_jsonb(OLD) - 'superseded_at')
     OR OLD.superseded_at IS NOT NULL OR NEW.superseded_at IS NULL THEN
    RAISE EXCEPTION 'till_counts is append-only: a count changes only as a recount supersedes it, once';
  END IF;
  IF OLD.kind <> 'closing' OR EXISTS (
       SELECT 1 FROM till_sessions s WHERE s.id = OLD.session_id AND s.status = 'closed') THEN
    RAISE EXCEPTION 'till_counts is append-only: only a closing count of a session not closed is superseded';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
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
CREATE OR REPLACE FUNCTION close_till_session(
  p_session_id uuid,
  p_closed boolean,
  p_at timestamptz
) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE till_sessions s
     SET status = CASE WHEN p_closed THEN 'closed' ELSE 'awaiting_signoff' END,
         counted_at = p_at,
         closed_at = CASE WHEN p_closed THEN p_at END,
         updated_at = now()
   WHERE s.id = p_session_id AND s.status IN ('open', 'awaiting_signoff');
  IF NOT FOUND THEN
    RAISE EXCEPTION 'till session % is not open nor awaiting sign-off: a count cannot close it',
      p_session_id;
  END IF;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sign_off_till_session(
  p_session_id uuid,
  p_user_id text,
  p_reason text,
  p_at timestamptz
) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE till_sessions s
     SET status = 'closed',
         closed_at = p_at,
         signed_off_by = p_user_id,
         signoff_reason = p_reason,
         updated_at = now()
   WHERE s.id = p_session_id AND s.status = 'awaiting_signoff';
  IF NOT FOUND THEN
    RAISE EXCEPTION 'till session % is not awaiting sign-off', p_session_id;
  END IF;
END;
$$;
--> statement-breakpoint
-- Its close's counts become history (superseded) once it is open again: the next close counts
-- afresh. The over/short booked at its close stays (it was real).
CREATE OR REPLACE FUNCTION reopen_till_session(
  p_session_id uuid,
  p_at timestamptz
) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE till_sessions s
     SET status = 'open',
         counted_at = NULL,
         closed_at = NULL,
         signed_off_by = NULL,
         signoff_reason = NULL,
         updated_at = now()
   WHERE s.id = p_session_id AND s.status = 'closed';
  IF NOT FOUND THEN
    RAISE EXCEPTION 'till session % is not closed: it cannot be reopened', p_session_id;
  END IF;
  UPDATE till_counts c
     SET superseded_at = p_at
   WHERE c.session_id = p_session_id AND c.kind = 'closing' AND c.superseded_at IS NULL;
END;
$$;
--> statement-breakpoint
-- Which function changes a session is read from the call stack (PG_CONTEXT): its outermost
-- frame must be one of the three, called as the statement itself. A plain UPDATE has no such
-- frame; a DO block's is inline_code_block; a function of the same name in pg_temp is shown
-- with its schema (pg_temp_N.), as temporary functions are never on the search path; and a
-- statement's own text cannot end a frame (its line ends with a quote).
CREATE OR REPLACE FUNCTION till_sessions_guard() RETURNS trigger AS $$
DECLARE
  v_stack text;
  v_owner text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'till_sessions are never deleted: a session is a record of the cash day';
  END IF;
  IF TG_OP = 'INSERT' THEN
    IF NEW.status <> 'open' OR NEW.counted_at IS NOT NULL OR NEW.closed_at IS NOT NULL
       OR NEW.signed_off_by IS NOT NULL OR NEW.signoff_reason IS NOT NULL THEN
      RAISE EXCEPTION 'a till session begins open and uncounted: close_till_session counts and closes it';
    END IF;
    RETURN NEW;
  END IF;
  IF (to_jsonb(NEW) - 'status' - 'counted_at' - 'closed_at' - 'signed_off_by'
        - 'signoff_reason' - 'updated_at')
     IS DISTINCT FROM (to_jsonb(OLD) - 'status' - 'counted_at' - 'closed_at' - 'signed_off_by'
        - 'signoff_reason' - 'updated_at') THEN
    RAISE EXCEPTION 'a till session keeps its till, teller, date and opening: only its state changes';
  END IF;
  GET DIAGNOSTICS v_stack = PG_CONTEXT;
  v_owner := substring(v_stack FROM
    '\nPL/pgSQL function (?:public\.)?([a-z_]+)\([^\n"]*\) line [0-9]+ at SQL statement$');
  IF v_owner IS NULL
     OR v_owner NOT IN ('close_till_session', 'sign_off_till_session', 'reopen_till_session') THEN
    RAISE EXCEPTION 'a till session (% -> %) changes state only through close_till_session, sign_off_till_session or reopen_till_session',
      OLD.status, NEW.status;
  END IF;
  IF NOT (
       (v_owner = 'close_till_session' AND OLD.status IN ('open', 'awaiting_signoff')
          AND NEW.status IN ('closed', 'awaiting_signoff'))
    OR (v_owner = 'sign_off_till_session' AND OLD.status = 'awaiting_signoff'
          AND NEW.status = 'closed')
    OR (v_owner = 'reopen_till_session' AND OLD.status = 'closed' AND NEW.status = 'open')) THEN
    RAISE EXCEPTION '% does not take a till session from % to %', v_owner, OLD.status, NEW.status;
  END IF;
  IF EXISTS (SELECT 1 FROM business_days d JOIN cash_locations l ON l.branch_id = d.branch_id
              WHERE l.id = OLD.till_id AND d.business_date = OLD.business_date) THEN
    RAISE EXCEPTION 'the business day % is closed: its till sessions do not change',
      OLD.business_date;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER till_sessions_guard BEFORE INSERT OR UPDATE OR DELETE ON till_sessions
  FOR EACH ROW EXECUTE FUNCTION till_sessions_guard();
--> statement-breakpoint
-- A transfer's two movements chain like any others (decision 0041; the history lists each
-- movement's balance_after as the one before it plus its amount): out of one location, the
-- account's balance less the amount; into the other, the balance again. As in migration 0036,
-- but the first movement carried the balance as it was, after both.
CREATE OR REPLACE FUNCTION move_between_locations(
  p_account_id uuid,
  p_from_location_id uuid,
  p_to_location_id uuid,
  p_amount numeric,
  p_reason text,
  p_user_id text,
  p_note text
) RETURNS TABLE (balance numeric)
LANGUAGE plpgsql AS $$
DECLARE
  v_balance numeric;
  v_pool numeric;
  v_avg numeric;
  v_from numeric;
  v_to numeric;
BEGIN
  IF current_setting('transaction_isolation') <> 'read committed' THEN
    RAISE EXCEPTION 'The ledger is written at READ COMMITTED only'
      USING ERRCODE = 'feature_not_supported';
  END IF;
  PERFORM 1 FROM accounts a WHERE a.id = p_account_id FOR UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  SELECT m.balance_after, m.cost_pool_after INTO v_balance, v_pool
    FROM account_movements m WHERE m.account_id = p_account_id ORDER BY m.seq DESC LIMIT 1;
  v_balance := coalesce(v_balance, 0);
  v_pool := coalesce(v_pool, 0);
  v_avg := CASE WHEN v_balance = 0 THEN NULL ELSE round(v_pool / v_balance, 18) END;
  SELECT m.location_balance_after INTO v_from FROM account_movements m
   WHERE m.account_id = p_account_id AND m.location_id = p_from_location_id
   ORDER BY m.seq DESC LIMIT 1;
  v_from := coalesce(v_from, 0) - p_amount;
  IF p_to_location_id = p_from_location_id THEN
    v_to := v_from + p_amount;
  ELSE
    SELECT m.location_balance_after INTO v_to FROM account_movements m
     WHERE m.account_id = p_account_id AND m.location_id = p_to_location_id
     ORDER BY m.seq DESC LIMIT 1;
    v_to := coalesce(v_to, 0) + p_amount;
  END IF;
  INSERT INTO account_movements
    (account_id, amount, balance_after, reason, user_id, note, location_id, cost_cad,
     avg_cost_after, realised_cad, cost_pool_after, location_balance_after)
  VALUES
    (p_account_id, -p_amount, v_balance - p_amount, p_reason, p_user_id, p_note,
     p_from_location_id, 0, v_avg, 0, v_pool, v_from),
    (p_account_id, p_amount, v_balance, p_reason, p_user_id, p_note, p_to_location_id, 0,
     v_avg, 0, v_pool, v_to);
  RETURN QUERY SELECT v_balance;
END;
$$;
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
CREATE OR REPLACE FUNCTION account_movements_follow_previous() RETURNS trigger AS $$
DECLARE
  v_seq bigint;
  v_balance numeric;
  v_location numeric;
  v_expected numeric;
BEGIN
  IF current_setting('transaction_isolation') <> 'read committed' THEN
    RAISE EXCEPTION 'The ledger is written at READ COMMITTED only'
      USING ERRCODE = 'feature_not_supported';
  END IF;
  PERFORM 1 FROM accounts a WHERE a.id = NEW.account_id FOR UPDATE;
  SELECT m.seq, m.balance_after INTO v_seq, v_balance FROM account_movements m
   WHERE m.account_id = NEW.account_id ORDER BY m.seq DESC LIMIT 1;
  IF v_seq >= NEW.seq THEN
    RAISE EXCEPTION 'account_movements is append-only: a movement comes after its account''s newest (seq %)',
      v_seq;
  END IF;
  v_expected := coalesce(v_balance, 0) + NEW.amount;
  IF NEW.balance_after IS DISTINCT FROM v_expected THEN
    RAISE EXCEPTION 'a movement''s balance_after is the account''s balance before it plus its amount: % expected, not %',
      trim_scale(v_expected), coalesce(trim_scale(NEW.balance_after)::text, 'none');
  END IF;
  SELECT m.location_balance_after INTO v_location FROM account_movements m
   WHERE m.account_id = NEW.account_id AND m.location_id = NEW.location_id
   ORDER BY m.seq DESC LIMIT 1;
  v_expected := coalesce(v_location, 0) + NEW.amount;
  IF NEW.location_balance_after IS DISTINCT FROM v_expected THEN
    RAISE EXCEPTION 'a movement''s location_balance_after is its location''s balance before it plus its amount: % expected, not %',
      trim_scale(v_expected), coalesce(trim_scale(NEW.location_balance_after)::text, 'none');
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER account_movements_follow_previous BEFORE INSERT ON account_movements
  FOR EACH ROW EXECUTE FUNCTION account_movements_follow_previous();
