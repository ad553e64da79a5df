-- What FINTRAC's photo-ID method keeps about a document (issue 44): where it was issued (the
-- country, and the province or state for Canadian and US documents) and who verified it against
-- its holder on which business day. Cards saved before have none of these and stay on file
-- incomplete until staff complete them (src/domain/compliance/id-card-on-file.ts).
ALTER TABLE "id_cards" ADD COLUMN "issuing_country" text;--> statement-breakpoint
ALTER TABLE "id_cards" ADD COLUMN "issuing_jurisdiction" text;--> statement-breakpoint
ALTER TABLE "id_cards" ADD COLUMN "verified_on" date;--> statement-breakpoint
ALTER TABLE "id_cards" ADD COLUMN "verified_by" text;--> statement-breakpoint
ALTER TABLE "id_cards" ADD CONSTRAINT "id_cards_verified_by_user_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "id_cards" ADD CONSTRAINT "id_cards_issuing_country_code" CHECK ("issuing_country" ~ '^[A-Z]{2}$');--> statement-breakpoint
ALTER TABLE "id_cards" ADD CONSTRAINT "id_cards_issuing_jurisdiction_code" CHECK ("issuing_jurisdiction" ~ '^[A-Z]{2,3}$');--> statement-breakpoint
-- A scanned document finds its holder by its number, written without spaces or hyphens in
-- capitals (documentKey in src/domain/contracts/customers.ts), among the cards on file.
CREATE INDEX "id_cards_document_key_idx" ON "id_cards" (upper(regexp_replace("id_number", '[\s-]', '', 'g'))) WHERE "archived_at" IS NULL;
