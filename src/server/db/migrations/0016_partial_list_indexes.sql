DROP INDEX "companies_name_idx";--> statement-breakpoint
DROP INDEX "customers_created_at_idx";--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "companies" USING btree ("name","id") WHERE "companies"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "customers_created_at_idx" ON "customers" USING btree ("created_at","id") WHERE "customers"."archived_at" is null;