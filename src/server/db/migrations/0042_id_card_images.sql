-- Photos of ID documents (issue 44, docs/decisions/0054): one per side of a card, sealed with
-- AES-256-GCM under a key kept outside the database, so a backup of the database alone reveals
-- no image. A photo goes with its card when the card is deleted. The bureau turns the feature
-- on in Settings (id_images, seeded off).
CREATE TABLE "id_card_images" (
	"id_card_id" uuid NOT NULL,
	"side" text NOT NULL,
	"media_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"key_id" text NOT NULL,
	"nonce" bytea NOT NULL,
	"sealed" bytea NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stored_by" text,
	CONSTRAINT "id_card_images_id_card_id_side_pk" PRIMARY KEY("id_card_id","side"),
	CONSTRAINT "id_card_images_side" CHECK ("side" in ('front', 'back')),
	CONSTRAINT "id_card_images_media_type" CHECK ("media_type" in ('image/jpeg', 'image/png', 'image/webp')),
	CONSTRAINT "id_card_images_byte_size" CHECK ("byte_size" between 1 and 2097152)
);--> statement-breakpoint
ALTER TABLE "id_card_images" ADD CONSTRAINT "id_card_images_id_card_id_id_cards_id_fk" FOREIGN KEY ("id_card_id") REFERENCES "public"."id_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "id_card_images" ADD CONSTRAINT "id_card_images_stored_by_user_id_fk" FOREIGN KEY ("stored_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;
