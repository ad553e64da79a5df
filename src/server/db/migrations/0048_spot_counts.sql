-- Spot counts (issue 46): a manager counts a till during the day, blind and by denomination,
-- recorded against what the till holds without closing its session or booking anything. A count
-- of kind 'spot' is one more row of till_counts (append-only, kept like the others).
ALTER TABLE "till_counts" DROP CONSTRAINT "till_counts_kind_check";--> statement-breakpoint
ALTER TABLE "till_counts" ADD CONSTRAINT "till_counts_kind_check" CHECK ("till_counts"."kind" in ('opening', 'closing', 'spot'));
