CREATE TABLE "sanctions_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"names" jsonb NOT NULL,
	"birth_dates" jsonb NOT NULL,
	"countries" jsonb NOT NULL,
	"programme" text,
	"listed_on" date,
	CONSTRAINT "sanctions_entries_kind_check" CHECK ("sanctions_entries"."kind" in ('individual', 'entity'))
);
--> statement-breakpoint
CREATE TABLE "sanctions_fetch_state" (
	"source" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL,
	"succeeded_at" timestamp with time zone,
	"error" text,
	"checksum" text
);
--> statement-breakpoint
CREATE TABLE "sanctions_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"version" text,
	"published_on" date,
	"file_name" text,
	"entry_count" integer NOT NULL,
	"checksum" text NOT NULL,
	"in_force" boolean DEFAULT false NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"imported_by" text,
	CONSTRAINT "sanctions_lists_source_check" CHECK ("sanctions_lists"."source" in ('sema', 'un', 'opensanctions'))
);
--> statement-breakpoint
CREATE TABLE "screening_hits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"source" text NOT NULL,
	"entry_reference" text NOT NULL,
	"entry_id" uuid,
	"entry_snapshot" jsonb NOT NULL,
	"score" numeric(5, 4) NOT NULL,
	"matched_name" text NOT NULL,
	"reasons" jsonb NOT NULL,
	"fingerprint" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"review_reason" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"case_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "screening_hits_subject_type_check" CHECK ("screening_hits"."subject_type" in ('customer', 'company')),
	CONSTRAINT "screening_hits_status_check" CHECK ("screening_hits"."status" in ('open', 'cleared', 'confirmed'))
);
--> statement-breakpoint
CREATE TABLE "screening_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"screened" integer DEFAULT 0 NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"cursor" jsonb,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "screening_runs_status_check" CHECK ("screening_runs"."status" in ('running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "compliance_cases" DROP CONSTRAINT "compliance_cases_kind_check";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "screening_status" text DEFAULT 'clear' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "screening_status" text DEFAULT 'clear' NOT NULL;--> statement-breakpoint
ALTER TABLE "sanctions_entries" ADD CONSTRAINT "sanctions_entries_list_id_sanctions_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."sanctions_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sanctions_lists" ADD CONSTRAINT "sanctions_lists_imported_by_auth_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_hits" ADD CONSTRAINT "screening_hits_entry_id_sanctions_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."sanctions_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_hits" ADD CONSTRAINT "screening_hits_reviewed_by_auth_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sanctions_entries_list_reference" ON "sanctions_entries" USING btree ("list_id","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "sanctions_lists_one_in_force" ON "sanctions_lists" USING btree ("source") WHERE "sanctions_lists"."in_force";--> statement-breakpoint
CREATE INDEX "sanctions_lists_source_idx" ON "sanctions_lists" USING btree ("source","imported_at");--> statement-breakpoint
CREATE UNIQUE INDEX "screening_hits_one_per_entry" ON "screening_hits" USING btree ("subject_type","subject_id","source","entry_reference","fingerprint");--> statement-breakpoint
CREATE INDEX "screening_hits_queue_idx" ON "screening_hits" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "screening_hits_subject_idx" ON "screening_hits" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "screening_runs_started_idx" ON "screening_runs" USING btree ("started_at");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_screening_status_check" CHECK ("companies"."screening_status" in ('clear', 'hold', 'frozen'));--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_screening_status_check" CHECK ("customers"."screening_status" in ('clear', 'hold', 'frozen'));--> statement-breakpoint
ALTER TABLE "compliance_cases" ADD CONSTRAINT "compliance_cases_kind_check" CHECK ("compliance_cases"."kind" in ('lctr', 'lvctr', 'structuring', 'sanctions'));