-- The smallest amount the till hands out (issue 46): a bureau selling foreign cash can pay only
-- in the notes (and coins) it has, USD in 5s, JPY in 1,000s. A currency's payout unit, when set,
-- is what every amount paid out in it must be a multiple of (the exchange proposes the nearest
-- such amount, or the teller overrides); null pays any amount its rounding factor allows.
ALTER TABLE "currencies" ADD COLUMN "payout_unit" numeric(38, 18);--> statement-breakpoint
ALTER TABLE "currencies" ADD CONSTRAINT "currencies_payout_unit_positive" CHECK ("currencies"."payout_unit" is null or "currencies"."payout_unit" > 0);
