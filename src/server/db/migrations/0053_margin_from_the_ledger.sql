-- The booking writes its transactions rows before it takes the accounts' locks (issue 48,
-- docs/decisions/0067). A pair's realised margin is known only once its legs have moved the
-- ledger, so it is no longer stored on the transactions row: the append-only movements carry it
-- (realised_cad), and the booking appends it to the daily totals as one row per bucket once the
-- ledger has moved. Every stored margin equals the sum of its movements' realised_cad (book_exchange
-- wrote it from them since 0026), so dropping the column loses nothing.
-- sha256 of the definition applied: d04e71157ebb9698
\i functions/transaction_realised_margin.sql
--> statement-breakpoint
-- sha256 of the definition applied: 19576749f7274c30
\i functions/transaction_daily_totals_add_inserted.sql
--> statement-breakpoint
-- sha256 of the definition applied: 94f4741bec1835f1
\i functions/transaction_daily_totals_move_updated.sql
--> statement-breakpoint
-- sha256 of the definition applied: 8db83f96646e9b15
\i functions/transaction_daily_totals_rebuild.sql
--> statement-breakpoint
-- sha256 of the definition applied: ea2e9e0f8556dcea
\i functions/book_exchange.sql
--> statement-breakpoint
ALTER TABLE "transactions" DROP COLUMN "realised_margin";
