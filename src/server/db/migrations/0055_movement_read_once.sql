-- A movement apply_balance_change appends is computed from its account's newest movements, read
-- under the account's row lock; the insert trigger that checks every movement read the same rows
-- again. The function now marks its own insert and the trigger takes the mark instead of reading
-- them a second time; any other insert is checked as before (issue 48, docs/decisions/0068).
-- sha256 of the definition applied: a8cb7e9bf5d4445c
\i functions/apply_balance_change.sql
--> statement-breakpoint
-- sha256 of the definition applied: b6ddca6bb80d2b88
\i functions/account_movements_follow_previous.sql
