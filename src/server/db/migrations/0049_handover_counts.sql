-- Cash handed over is counted by whoever receives it (issue 46, docs/decisions/0059). A transfer
-- is what its sender says was sent (and, for a drop, how, by denomination); its count is what the
-- receiver counted, blind and by denomination, with the variance (counted − sent). A variance
-- within the tolerance is the sender's, booked at once; beyond it a manager signs it off as the
-- sender's or the receiver's. Counts and sign-offs are only added, like the transfers.
ALTER TABLE "cash_transfers" ADD COLUMN "sent_lines" jsonb;--> statement-breakpoint
CREATE TABLE "transfer_counts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transfer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"lines" jsonb NOT NULL,
	"total" numeric(38, 18) NOT NULL,
	"variance" numeric(38, 18) NOT NULL,
	"booked_side" text,
	"counted_by" text,
	"counted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "transfer_counts_one_per_transfer" UNIQUE("transfer_id"),
	CONSTRAINT "transfer_counts_kind_check" CHECK ("kind" in ('receiver', 'opening', 'closing', 'earlier')),
	CONSTRAINT "transfer_counts_side_check" CHECK ("booked_side" in ('sender', 'receiver'))
);--> statement-breakpoint
CREATE TABLE "transfer_signoffs" (
	"transfer_id" uuid PRIMARY KEY NOT NULL,
	"side" text NOT NULL,
	"reason" text NOT NULL,
	"signed_off_by" text,
	"signed_off_at" timestamp with time zone NOT NULL,
	CONSTRAINT "transfer_signoffs_side_check" CHECK ("side" in ('sender', 'receiver'))
);--> statement-breakpoint
ALTER TABLE "transfer_counts" ADD CONSTRAINT "transfer_counts_transfer_id_cash_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."cash_transfers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_counts" ADD CONSTRAINT "transfer_counts_counted_by_auth_users_id_fk" FOREIGN KEY ("counted_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_signoffs" ADD CONSTRAINT "transfer_signoffs_transfer_id_cash_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."cash_transfers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_signoffs" ADD CONSTRAINT "transfer_signoffs_signed_off_by_auth_users_id_fk" FOREIGN KEY ("signed_off_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Transfers made before handovers were counted were settled when made.
INSERT INTO "transfer_counts" ("transfer_id", "kind", "lines", "total", "variance", "counted_by", "counted_at")
  SELECT "id", 'earlier', '[]'::jsonb, "amount", 0, "user_id", "created_at" FROM "cash_transfers";--> statement-breakpoint
CREATE TRIGGER transfer_counts_no_update_delete BEFORE UPDATE OR DELETE ON transfer_counts
  FOR EACH ROW EXECUTE FUNCTION cash_records_append_only();
--> statement-breakpoint
CREATE TRIGGER transfer_signoffs_no_update_delete BEFORE UPDATE OR DELETE ON transfer_signoffs
  FOR EACH ROW EXECUTE FUNCTION cash_records_append_only();
--> statement-breakpoint
CREATE TRIGGER transfer_counts_no_truncate BEFORE TRUNCATE ON transfer_counts
  FOR EACH STATEMENT EXECUTE FUNCTION booked_facts_no_truncate();
--> statement-breakpoint
CREATE TRIGGER transfer_signoffs_no_truncate BEFORE TRUNCATE ON transfer_signoffs
  FOR EACH STATEMENT EXECUTE FUNCTION booked_facts_no_truncate();
