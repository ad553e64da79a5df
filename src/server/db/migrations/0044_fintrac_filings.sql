-- FINTRAC's reports as filed (issue 45, docs/decisions/0056): each sending to FINTRAC's Report
-- Ingest API (a submission, a change, a deletion) and each report recorded as filed in FINTRAC's
-- web system, one row per version, with the document exactly as it left (its text and its
-- SHA-256), FINTRAC's answer (its report UUID and time, or its validation messages) and who
-- sent it. At most one sending of a case waits for its answer at a time.
CREATE TABLE "fintrac_filings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"report_type" text NOT NULL,
	"action" text NOT NULL,
	"reference" text NOT NULL,
	"document" text NOT NULL,
	"document_sha256" text NOT NULL,
	"outcome" text NOT NULL,
	"external_report_uuid" text,
	"fintrac_submitted_at" text,
	"messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"problem" text,
	"sent_by" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "fintrac_filings_case_version" UNIQUE("case_id","version"),
	CONSTRAINT "fintrac_filings_version_check" CHECK ("version" >= 1),
	CONSTRAINT "fintrac_filings_report_type_check" CHECK ("report_type" in ('lctr', 'lvctr', 'str')),
	CONSTRAINT "fintrac_filings_action_check" CHECK ("action" in ('submit', 'change', 'delete', 'record')),
	CONSTRAINT "fintrac_filings_outcome_check" CHECK ("outcome" in ('sending', 'accepted', 'rejected', 'no_answer', 'failed', 'recorded')),
	CONSTRAINT "fintrac_filings_sha256_check" CHECK ("document_sha256" ~ '^[0-9a-f]{64}$')
);--> statement-breakpoint
ALTER TABLE "fintrac_filings" ADD CONSTRAINT "fintrac_filings_case_id_compliance_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."compliance_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fintrac_filings" ADD CONSTRAINT "fintrac_filings_sent_by_auth_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fintrac_filings_one_sending_idx" ON "fintrac_filings" USING btree ("case_id") WHERE "outcome" = 'sending';--> statement-breakpoint
-- sha256 of the definition applied: 32360af9e27ba26d
\i functions/fintrac_filings_kept.sql
--> statement-breakpoint
CREATE TRIGGER fintrac_filings_kept BEFORE UPDATE OR DELETE ON fintrac_filings
  FOR EACH ROW EXECUTE FUNCTION fintrac_filings_kept();
--> statement-breakpoint
CREATE TRIGGER fintrac_filings_no_truncate BEFORE TRUNCATE ON fintrac_filings
  FOR EACH STATEMENT EXECUTE FUNCTION booked_facts_no_truncate();
