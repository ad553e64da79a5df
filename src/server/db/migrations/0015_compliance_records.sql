CREATE TABLE "compliance_case_transactions" (
	"case_id" uuid NOT NULL,
	"transaction_id" uuid NOT NULL,
	CONSTRAINT "compliance_case_transactions_case_id_transaction_id_pk" PRIMARY KEY("case_id","transaction_id")
);
--> statement-breakpoint
CREATE TABLE "compliance_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"window_date" date NOT NULL,
	"due_date" date NOT NULL,
	"total_cad" numeric(38, 18) NOT NULL,
	"people" jsonb NOT NULL,
	"reached_by" uuid,
	"reached_at" timestamp with time zone,
	"acknowledgement_number" text,
	"filed_on" date,
	"review_note" text,
	"dismissed_reason" text,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_cases_kind_check" CHECK ("compliance_cases"."kind" in ('lctr', 'lvctr', 'structuring')),
	CONSTRAINT "compliance_cases_status_check" CHECK ("compliance_cases"."status" in ('open', 'filed', 'reviewed', 'dismissed')),
	CONSTRAINT "compliance_cases_window_order" CHECK ("compliance_cases"."window_start" < "compliance_cases"."window_end")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "archived_by" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "archived_by" text;--> statement-breakpoint
ALTER TABLE "id_cards" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "id_cards" ADD COLUMN "archived_by" text;--> statement-breakpoint
ALTER TABLE "exchanges" ADD COLUMN "third_party_relationship" text;--> statement-breakpoint
ALTER TABLE "compliance_case_transactions" ADD CONSTRAINT "compliance_case_transactions_case_id_compliance_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."compliance_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_case_transactions" ADD CONSTRAINT "compliance_case_transactions_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_cases" ADD CONSTRAINT "compliance_cases_reached_by_transactions_id_fk" FOREIGN KEY ("reached_by") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_cases" ADD CONSTRAINT "compliance_cases_closed_by_auth_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compliance_case_transactions_transaction_idx" ON "compliance_case_transactions" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "compliance_cases_queue_idx" ON "compliance_cases" USING btree ("status","due_date","id");--> statement-breakpoint
CREATE INDEX "compliance_cases_window_idx" ON "compliance_cases" USING btree ("window_start","kind");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_archived_by_auth_users_id_fk" FOREIGN KEY ("archived_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_archived_by_auth_users_id_fk" FOREIGN KEY ("archived_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "id_cards" ADD CONSTRAINT "id_cards_archived_by_auth_users_id_fk" FOREIGN KEY ("archived_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The audit trail names archiving (docs/decisions/0026) and a compliance case's closing for what
-- they are; everything else as in migration 0011.
-- sha256 of the definition applied: aacf761af224e04d
\i functions/audit_record_change.sql
--> statement-breakpoint
-- Cases are records: created, updated as their window grows, closed; never deleted by staff.
CREATE TRIGGER compliance_cases_audit AFTER INSERT OR UPDATE OR DELETE ON compliance_cases
  FOR EACH ROW EXECUTE FUNCTION audit_record_change('compliance_case', 'id', '');
