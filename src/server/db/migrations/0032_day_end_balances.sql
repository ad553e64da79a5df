-- What every account held at every location at the start of each bureau-local day
-- (docs/decisions/0040): written by the day-end job for instants that are over, read by the
-- daily position instead of the ledger's whole history. A snapshot is an instant (the start of
-- a local day in the zone of the day it was taken), so a change of the bureau's zone leaves
-- every snapshot true. day_end_snapshots says an instant is taken (its balances may all be
-- zero); day_end_balances holds its non-zero balances: the sum of the account's movements at
-- the location with created_at before the instant.
CREATE TABLE "day_end_snapshots" (
	"as_of" timestamp with time zone PRIMARY KEY NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "day_end_balances" (
	"as_of" timestamp with time zone NOT NULL,
	"account_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"balance" numeric(38, 18) NOT NULL,
	CONSTRAINT "day_end_balances_as_of_account_id_location_id_pk" PRIMARY KEY("as_of","account_id","location_id")
);
--> statement-breakpoint
ALTER TABLE "day_end_balances" ADD CONSTRAINT "day_end_balances_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_end_balances" ADD CONSTRAINT "day_end_balances_location_id_cash_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."cash_locations"("id") ON DELETE restrict ON UPDATE no action;
