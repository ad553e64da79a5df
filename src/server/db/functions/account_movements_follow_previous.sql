-- A movement is appended after its account's newest and carries the balances that follow from
-- it (docs/decisions/0041): its balance_after is the newest movement's plus its amount, and its
-- location_balance_after is the newest movement's at that location plus its amount, so an
-- account's balance stays the sum of its locations'. Read under the account's row lock, at READ
-- COMMITTED only (as the ledger's functions); the rows of one statement are checked in order.
-- A movement apply_balance_change computed from the same rows, under the same lock, is marked
-- for the one insert that follows (the transaction-local setting bureau.movement_follows) and not
-- read again (docs/decisions/0068).
--
-- Run by:
-- CREATE TRIGGER account_movements_follow_previous BEFORE INSERT ON public.account_movements FOR EACH ROW EXECUTE FUNCTION account_movements_follow_previous()
CREATE OR REPLACE FUNCTION public.account_movements_follow_previous()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
  -- Computed by apply_balance_change from the newest movements it read under the account's
  -- lock, this very insert: the mark is taken (one insert only) and nothing is read again.
  IF current_setting('bureau.movement_follows', true) = NEW.account_id::text THEN
    PERFORM set_config('bureau.movement_follows', '', true);
    RETURN NEW;
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
$function$;
