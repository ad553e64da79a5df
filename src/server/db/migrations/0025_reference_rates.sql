CREATE TABLE "rate_board_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"label" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" text
);
--> statement-breakpoint
CREATE TABLE "reference_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"series" text NOT NULL,
	"currency_code" text NOT NULL,
	"observed_on" date NOT NULL,
	"value" numeric NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reference_rates_value_positive" CHECK ("reference_rates"."value" > 0)
);
--> statement-breakpoint
CREATE TABLE "reference_source_state" (
	"source" text PRIMARY KEY NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"latest_observation" date
);
--> statement-breakpoint
ALTER TABLE "currencies" ADD COLUMN "buy_margin_percent" numeric;--> statement-breakpoint
ALTER TABLE "currencies" ADD COLUMN "sell_margin_percent" numeric;--> statement-breakpoint
ALTER TABLE "currency_rates" ADD COLUMN "origin" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "currency_rates" ADD COLUMN "pinned_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "currency_rates" ADD COLUMN "reference_observed_on" date;--> statement-breakpoint
ALTER TABLE "currency_rates" ADD COLUMN "reference_mid" numeric;--> statement-breakpoint
ALTER TABLE "rate_board_tokens" ADD CONSTRAINT "rate_board_tokens_created_by_auth_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_board_tokens" ADD CONSTRAINT "rate_board_tokens_revoked_by_auth_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rate_board_tokens_hash_idx" ON "rate_board_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "reference_rates_series_day_idx" ON "reference_rates" USING btree ("source","series","observed_on");--> statement-breakpoint
CREATE INDEX "reference_rates_latest_idx" ON "reference_rates" USING btree ("currency_code","observed_on" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "currency_rates" ADD CONSTRAINT "currency_rates_origin_check" CHECK ("currency_rates"."origin" in ('manual', 'computed'));