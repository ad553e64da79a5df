ALTER TABLE "auth_users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "auth_users" ADD COLUMN "theme" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "preferred_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "receipt_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_users" ADD CONSTRAINT "auth_users_language_known" CHECK ("auth_users"."language" in ('en', 'fr'));--> statement-breakpoint
ALTER TABLE "auth_users" ADD CONSTRAINT "auth_users_theme_known" CHECK ("auth_users"."theme" in ('light', 'dark', 'system'));--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_preferred_language_check" CHECK ("customers"."preferred_language" in ('en', 'fr'));--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_receipt_language_check" CHECK ("transactions"."receipt_language" in ('en', 'fr'));