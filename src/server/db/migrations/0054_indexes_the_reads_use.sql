-- A booked pair writes an entry into every index of transactions; three of them no read uses
-- any more (issue 48, docs/decisions/0068; `npm run bench` prints each index's scans):
-- transactions_created_at_idx repeats the head of transactions_list_order_idx, which serves any
-- range of created_at as well (the compliance window, the dashboard's newest); the profit report
-- reads the daily totals, not transactions by their date (transactions_profit_idx); the tab
-- counts read the counters, and a search's through the people it names
-- (transactions_status_idx).
DROP INDEX "transactions_created_at_idx";
--> statement-breakpoint
DROP INDEX "transactions_profit_idx";
--> statement-breakpoint
DROP INDEX "transactions_status_idx";
