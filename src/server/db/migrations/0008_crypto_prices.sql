CREATE TABLE "crypto_price_source_state" (
	"source" text PRIMARY KEY NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"retry_after" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "crypto_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coin_id" text NOT NULL,
	"vs_currency" text NOT NULL,
	"price" numeric NOT NULL,
	"source" text NOT NULL,
	"last_updated_at" timestamp with time zone,
	"fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_rate_source_check";--> statement-breakpoint
CREATE INDEX "crypto_prices_latest_idx" ON "crypto_prices" USING btree ("coin_id","vs_currency","fetched_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_rate_source_check" CHECK ("transactions"."rate_source" in ('table', 'custom', 'market'));