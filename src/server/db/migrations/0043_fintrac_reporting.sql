-- FINTRAC's reports in its API format (issue 45, docs/decisions/0055): each branch's location
-- number at FINTRAC (reportingEntityLocationId, at most 30 characters), and the bureau's
-- reporting entity number and compliance contact (the fintrac_reporting_entity setting, seeded
-- empty on start).
ALTER TABLE "branches" ADD COLUMN "fintrac_location_id" text;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_fintrac_location_id_format" CHECK ("fintrac_location_id" ~ '^[A-Za-z0-9]{1,30}$');
