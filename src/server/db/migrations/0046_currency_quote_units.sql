-- Quote units (issue 46): a bureau posts JPY, KRW, IDR and the like per 100 or 1,000 units. A
-- currency's quote unit is how many of its units the board, the rate sheet, the Rates page and
-- the receipt quote a rate for ("100 JPY = 0.9111 CAD"); amounts are computed as before, per
-- one unit.
ALTER TABLE "currencies" ADD COLUMN "quote_unit" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "currencies" ADD CONSTRAINT "currencies_quote_unit_check" CHECK ("currencies"."quote_unit" in (1, 10, 100, 1000, 10000));
