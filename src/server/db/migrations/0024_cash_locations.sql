CREATE TABLE "branches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "branches_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "business_days" (
	"branch_id" uuid NOT NULL,
	"business_date" date NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"closed_by" text,
	CONSTRAINT "business_days_branch_id_business_date_pk" PRIMARY KEY("branch_id","business_date")
);
--> statement-breakpoint
CREATE TABLE "cash_locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"branch_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_locations_kind_check" CHECK ("cash_locations"."kind" in ('vault', 'till', 'card'))
);
--> statement-breakpoint
CREATE TABLE "cash_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_location_id" uuid NOT NULL,
	"to_location_id" uuid NOT NULL,
	"currency_id" uuid NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"business_date" date NOT NULL,
	"note" text,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_transfers_amount_positive" CHECK ("cash_transfers"."amount" > 0),
	CONSTRAINT "cash_transfers_two_places" CHECK ("cash_transfers"."from_location_id" <> "cash_transfers"."to_location_id")
);
--> statement-breakpoint
CREATE TABLE "denominations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"currency_id" uuid NOT NULL,
	"value" numeric(38, 18) NOT NULL,
	"kind" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "denominations_value_positive" CHECK ("denominations"."value" > 0),
	CONSTRAINT "denominations_kind_check" CHECK ("denominations"."kind" in ('note', 'coin'))
);
--> statement-breakpoint
CREATE TABLE "location_balances" (
	"location_id" uuid NOT NULL,
	"currency_id" uuid NOT NULL,
	"balance" numeric(38, 18) DEFAULT '0' NOT NULL,
	CONSTRAINT "location_balances_location_id_currency_id_pk" PRIMARY KEY("location_id","currency_id")
);
--> statement-breakpoint
CREATE TABLE "till_counts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"currency_id" uuid NOT NULL,
	"lines" jsonb NOT NULL,
	"total" numeric(38, 18) NOT NULL,
	"expected" numeric(38, 18) NOT NULL,
	"variance" numeric(38, 18) NOT NULL,
	"counted_by" text,
	"counted_at" timestamp with time zone NOT NULL,
	"superseded_at" timestamp with time zone,
	CONSTRAINT "till_counts_kind_check" CHECK ("till_counts"."kind" in ('opening', 'closing'))
);
--> statement-breakpoint
CREATE TABLE "till_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"till_id" uuid NOT NULL,
	"teller_id" text NOT NULL,
	"business_date" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"counted_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"signed_off_by" text,
	"signoff_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "till_sessions_status_check" CHECK ("till_sessions"."status" in ('open', 'awaiting_signoff', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "account_movements" DROP CONSTRAINT "account_movements_reason_check";--> statement-breakpoint
-- Every movement booked before locations existed was cash of the one bureau: the Main vault.
-- A constant default fills the existing rows without rewriting them (no UPDATE, so the
-- append-only guard stays untouched); it is dropped so every new movement names its place.
ALTER TABLE "account_movements" ADD COLUMN "location_id" uuid NOT NULL DEFAULT '00000000-0000-4000-8000-000000000002';--> statement-breakpoint
ALTER TABLE "account_movements" ALTER COLUMN "location_id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "business_days" ADD CONSTRAINT "business_days_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_days" ADD CONSTRAINT "business_days_closed_by_auth_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_locations" ADD CONSTRAINT "cash_locations_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- The Main branch with its vault, card settlement and a first till (docs/decisions/0036).
INSERT INTO "branches" ("id", "name") VALUES ('00000000-0000-4000-8000-000000000001', 'Main');--> statement-breakpoint
INSERT INTO "cash_locations" ("id", "branch_id", "kind", "name") VALUES
  ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001', 'vault', 'Vault'),
  ('00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000001', 'card', 'Card settlement'),
  ('00000000-0000-4000-8000-000000000004', '00000000-0000-4000-8000-000000000001', 'till', 'Counter 1');--> statement-breakpoint
ALTER TABLE "cash_transfers" ADD CONSTRAINT "cash_transfers_from_location_id_cash_locations_id_fk" FOREIGN KEY ("from_location_id") REFERENCES "public"."cash_locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_transfers" ADD CONSTRAINT "cash_transfers_to_location_id_cash_locations_id_fk" FOREIGN KEY ("to_location_id") REFERENCES "public"."cash_locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_transfers" ADD CONSTRAINT "cash_transfers_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_transfers" ADD CONSTRAINT "cash_transfers_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "denominations" ADD CONSTRAINT "denominations_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_balances" ADD CONSTRAINT "location_balances_location_id_cash_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."cash_locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_balances" ADD CONSTRAINT "location_balances_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_counts" ADD CONSTRAINT "till_counts_session_id_till_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."till_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_counts" ADD CONSTRAINT "till_counts_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_counts" ADD CONSTRAINT "till_counts_counted_by_auth_users_id_fk" FOREIGN KEY ("counted_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_sessions" ADD CONSTRAINT "till_sessions_till_id_cash_locations_id_fk" FOREIGN KEY ("till_id") REFERENCES "public"."cash_locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_sessions" ADD CONSTRAINT "till_sessions_teller_id_auth_users_id_fk" FOREIGN KEY ("teller_id") REFERENCES "public"."auth_users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_sessions" ADD CONSTRAINT "till_sessions_signed_off_by_auth_users_id_fk" FOREIGN KEY ("signed_off_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_locations_branch_name_idx" ON "cash_locations" USING btree ("branch_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "cash_locations_one_vault_idx" ON "cash_locations" USING btree ("branch_id") WHERE "cash_locations"."kind" = 'vault';--> statement-breakpoint
CREATE UNIQUE INDEX "cash_locations_one_card_idx" ON "cash_locations" USING btree ("branch_id") WHERE "cash_locations"."kind" = 'card';--> statement-breakpoint
CREATE INDEX "cash_transfers_date_idx" ON "cash_transfers" USING btree ("business_date");--> statement-breakpoint
CREATE UNIQUE INDEX "denominations_currency_value_idx" ON "denominations" USING btree ("currency_id","value");--> statement-breakpoint
CREATE INDEX "location_balances_currency_idx" ON "location_balances" USING btree ("currency_id");--> statement-breakpoint
CREATE INDEX "till_counts_session_idx" ON "till_counts" USING btree ("session_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "till_sessions_one_per_till_idx" ON "till_sessions" USING btree ("till_id") WHERE "till_sessions"."status" <> 'closed';--> statement-breakpoint
CREATE UNIQUE INDEX "till_sessions_one_per_teller_idx" ON "till_sessions" USING btree ("teller_id") WHERE "till_sessions"."status" <> 'closed';--> statement-breakpoint
CREATE INDEX "till_sessions_date_idx" ON "till_sessions" USING btree ("business_date","till_id");--> statement-breakpoint
ALTER TABLE "account_movements" ADD CONSTRAINT "account_movements_location_id_cash_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."cash_locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_movements_location_idx" ON "account_movements" USING btree ("location_id","seq");--> statement-breakpoint
ALTER TABLE "account_movements" ADD CONSTRAINT "account_movements_reason_check" CHECK ("account_movements"."reason" in ('exchange', 'adjustment', 'reversal', 'transfer', 'over_short'));--> statement-breakpoint
-- What the Main vault holds: every account's balance so far (the sum of its movements).
INSERT INTO "location_balances" ("location_id", "currency_id", "balance")
SELECT '00000000-0000-4000-8000-000000000002', a.currency_id, a.balance
  FROM accounts a WHERE a.balance <> 0;--> statement-breakpoint
-- Migration 0012's signature, if this database has it: the include below is today's
-- definition (docs/decisions/0050), which an earlier include may have created already.
DROP FUNCTION IF EXISTS apply_balance_change(uuid, numeric, numeric, text, text, text, uuid);--> statement-breakpoint
-- One balance change of the ledger (decisions 0007, 0024, 0036) in one round trip: under the
-- account's row lock the new balance is computed and rounded to the currency's factor, the
-- change actually applied is appended to the ledger at its location, and the location's
-- balance moves by the same amount. No row: the account does not exist.
\i functions/apply_balance_change.sql
--> statement-breakpoint
-- Cash carried from one location to another: two movements of the same account, which keeps its
-- balance, and the two locations' balances, under the account's row lock.
\i functions/move_between_locations.sql
