-- Suspicious transaction reports (issue 45, docs/decisions/0057): a compliance case of kind
-- 'str' that a manager opens, with the grounds for suspicion, the action taken, when the grounds
-- were determined, and the attempted transactions (an exchange refused at the counter leaves no
-- booking, so the report keeps what was asked). Completed transactions are the case's own
-- compliance_case_transactions. Audited like every record; kept with its case.
ALTER TABLE "compliance_cases" DROP CONSTRAINT "compliance_cases_kind_check";--> statement-breakpoint
ALTER TABLE "compliance_cases" ADD CONSTRAINT "compliance_cases_kind_check" CHECK ("compliance_cases"."kind" in ('lctr', 'lvctr', 'structuring', 'sanctions', 'str'));--> statement-breakpoint
CREATE TABLE "suspicious_reports" (
	"case_id" uuid PRIMARY KEY NOT NULL,
	"suspicion_type" integer NOT NULL,
	"grounds" text NOT NULL,
	"action_taken" text,
	"grounds_determined_at" timestamp with time zone NOT NULL,
	"opened_from" text NOT NULL,
	"attempted" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"opened_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suspicious_reports_suspicion_type_check" CHECK ("suspicious_reports"."suspicion_type" between 1 and 7),
	CONSTRAINT "suspicious_reports_grounds_check" CHECK (length(btrim("suspicious_reports"."grounds")) > 0),
	CONSTRAINT "suspicious_reports_opened_from_check" CHECK ("suspicious_reports"."opened_from" in ('exchange', 'transaction', 'customer', 'alert')),
	CONSTRAINT "suspicious_reports_attempted_check" CHECK (jsonb_typeof("suspicious_reports"."attempted") = 'array')
);--> statement-breakpoint
ALTER TABLE "suspicious_reports" ADD CONSTRAINT "suspicious_reports_case_id_compliance_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."compliance_cases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suspicious_reports" ADD CONSTRAINT "suspicious_reports_opened_by_auth_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TRIGGER suspicious_reports_audit AFTER INSERT OR DELETE OR UPDATE ON suspicious_reports
  FOR EACH ROW EXECUTE FUNCTION audit_record_change('suspicious_report', 'case_id', '');
