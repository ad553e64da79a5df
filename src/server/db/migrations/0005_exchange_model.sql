CREATE TABLE "exchanges" (
	"reference_number" text PRIMARY KEY NOT NULL,
	"idempotency_key" uuid,
	"request_hash" text NOT NULL,
	"recipient_category" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchanges_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "exchanges_reference_format" CHECK ("exchanges"."reference_number" ~ '^[0-9]{10}$'),
	CONSTRAINT "exchanges_recipient_category_check" CHECK ("exchanges"."recipient_category" is null or "exchanges"."recipient_category" in ('business', 'personal'))
);
--> statement-breakpoint
DROP INDEX "transactions_reference_idx";--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "pair_index" smallint;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "rate_source" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "base_value" numeric(38, 18);--> statement-breakpoint
-- Rows written before exchanges were booked through the API: number the pairs of a reference in
-- the order they were created, take the rate as the table's, and value a pair by its CAD side
-- (0 when it has none: no rate of that time is known any more).
UPDATE "transactions" t SET
  "pair_index" = n.idx,
  "rate_source" = 'table',
  "base_value" = CASE
    WHEN fc.code = 'CAD' THEN t.from_amount
    WHEN tc.code = 'CAD' THEN t.to_amount
    ELSE 0 END
FROM (
  SELECT id, (row_number() OVER (PARTITION BY reference_number ORDER BY created_at, id) - 1)::smallint AS idx
  FROM "transactions"
) n, "currencies" fc, "currencies" tc
WHERE n.id = t.id AND fc.id = t.from_currency_id AND tc.id = t.to_currency_id;--> statement-breakpoint
ALTER TABLE "transactions" ALTER COLUMN "pair_index" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ALTER COLUMN "rate_source" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ALTER COLUMN "base_value" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "exchanges" ADD CONSTRAINT "exchanges_created_by_auth_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_reference_pair_idx" ON "transactions" USING btree ("reference_number","pair_index");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_rate_source_check" CHECK ("transactions"."rate_source" in ('table', 'custom'));--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_base_value_nonnegative" CHECK ("transactions"."base_value" >= 0);--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_pair_index_range" CHECK ("transactions"."pair_index" >= 0);