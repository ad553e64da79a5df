CREATE TABLE "auth_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_rate_limits" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "auth_rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "auth_sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "auth_users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"first_name" text,
	"last_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "auth_verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"balance_after" numeric(38, 18) NOT NULL,
	"reason" text NOT NULL,
	"transaction_id" uuid,
	"note" text,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_movements_amount_nonzero" CHECK ("account_movements"."amount" <> 0),
	CONSTRAINT "account_movements_reason_check" CHECK ("account_movements"."reason" in ('exchange', 'adjustment', 'reversal'))
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"currency_id" uuid NOT NULL,
	"balance" numeric(38, 18) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_currency_id_unique" UNIQUE("currency_id")
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"symbol" text NOT NULL,
	"tier" smallint DEFAULT 3 NOT NULL,
	"rounding_factor" numeric(38, 18) DEFAULT '1' NOT NULL,
	"decimal_places" smallint DEFAULT 2 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"crypto_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currencies_code_unique" UNIQUE("code"),
	CONSTRAINT "currencies_crypto_id_unique" UNIQUE("crypto_id"),
	CONSTRAINT "currencies_code_format" CHECK ("currencies"."code" ~ '^[A-Z0-9]{1,5}$'),
	CONSTRAINT "currencies_tier_range" CHECK ("currencies"."tier" between 1 and 3),
	CONSTRAINT "currencies_rounding_factor_positive" CHECK ("currencies"."rounding_factor" > 0),
	CONSTRAINT "currencies_decimal_places_range" CHECK ("currencies"."decimal_places" between 0 and 18)
);
--> statement-breakpoint
CREATE TABLE "currency_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_currency_id" uuid NOT NULL,
	"to_currency_id" uuid NOT NULL,
	"buy_rate" numeric(38, 18) NOT NULL,
	"sell_rate" numeric(38, 18) NOT NULL,
	"effective_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currency_rates_distinct_pair" CHECK ("currency_rates"."from_currency_id" <> "currency_rates"."to_currency_id"),
	CONSTRAINT "currency_rates_buy_positive" CHECK ("currency_rates"."buy_rate" > 0),
	CONSTRAINT "currency_rates_sell_positive" CHECK ("currency_rates"."sell_rate" > 0)
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settings_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"registration_number" text,
	"tax_id" text,
	"industry" text,
	"address" text,
	"phone" text,
	"email" text,
	"website" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_name_not_blank" CHECK (char_length(btrim("companies"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"address" text,
	"birthday" date,
	"occupation" text,
	"risk_level" text DEFAULT 'low' NOT NULL,
	"company_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_risk_level_check" CHECK ("customers"."risk_level" in ('low', 'medium', 'high')),
	CONSTRAINT "customers_first_name_not_blank" CHECK (char_length(btrim("customers"."first_name")) > 0),
	CONSTRAINT "customers_last_name_not_blank" CHECK (char_length(btrim("customers"."last_name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "id_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"id_number" text NOT NULL,
	"id_type" text NOT NULL,
	"issued_date" date,
	"expiry_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "id_cards_id_number_not_blank" CHECK (char_length(btrim("id_cards"."id_number")) > 0),
	CONSTRAINT "id_cards_id_type_not_blank" CHECK (char_length(btrim("id_cards"."id_type")) > 0),
	CONSTRAINT "id_cards_dates_order" CHECK ("id_cards"."issued_date" is null or "id_cards"."expiry_date" is null or "id_cards"."issued_date" <= "id_cards"."expiry_date")
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference_number" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"from_currency_id" uuid NOT NULL,
	"to_currency_id" uuid NOT NULL,
	"from_amount" numeric(38, 18) NOT NULL,
	"to_amount" numeric(38, 18) NOT NULL,
	"rate_used" numeric(38, 18) NOT NULL,
	"transaction_type" text DEFAULT 'buy' NOT NULL,
	"status" text DEFAULT 'completed' NOT NULL,
	"payment_method" text DEFAULT 'cash' NOT NULL,
	"source_of_money" text,
	"notes" text,
	"transaction_date" date DEFAULT current_date NOT NULL,
	"transaction_category" text DEFAULT 'personal' NOT NULL,
	"is_on_behalf" boolean DEFAULT false NOT NULL,
	"recipient_customer_id" uuid,
	"recipient_notes" text,
	"claimed_at" timestamp with time zone,
	"claimed_by" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_reference_format" CHECK ("transactions"."reference_number" ~ '^[0-9]{10}$'),
	CONSTRAINT "transactions_type_check" CHECK ("transactions"."transaction_type" in ('buy', 'sell')),
	CONSTRAINT "transactions_status_check" CHECK ("transactions"."status" in ('pending', 'completed', 'cancelled')),
	CONSTRAINT "transactions_payment_method_check" CHECK ("transactions"."payment_method" in ('card', 'cash')),
	CONSTRAINT "transactions_category_check" CHECK ("transactions"."transaction_category" in ('business', 'personal')),
	CONSTRAINT "transactions_distinct_currencies" CHECK ("transactions"."from_currency_id" <> "transactions"."to_currency_id"),
	CONSTRAINT "transactions_from_amount_positive" CHECK ("transactions"."from_amount" > 0),
	CONSTRAINT "transactions_to_amount_positive" CHECK ("transactions"."to_amount" > 0),
	CONSTRAINT "transactions_rate_positive" CHECK ("transactions"."rate_used" > 0),
	CONSTRAINT "transactions_on_behalf_recipient" CHECK (("transactions"."is_on_behalf" and "transactions"."recipient_customer_id" is not null and "transactions"."recipient_customer_id" <> "transactions"."customer_id") or (not "transactions"."is_on_behalf" and "transactions"."recipient_customer_id" is null))
);
--> statement-breakpoint
ALTER TABLE "auth_accounts" ADD CONSTRAINT "auth_accounts_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_movements" ADD CONSTRAINT "account_movements_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_movements" ADD CONSTRAINT "account_movements_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_movements" ADD CONSTRAINT "account_movements_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_rates" ADD CONSTRAINT "currency_rates_from_currency_id_currencies_id_fk" FOREIGN KEY ("from_currency_id") REFERENCES "public"."currencies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_rates" ADD CONSTRAINT "currency_rates_to_currency_id_currencies_id_fk" FOREIGN KEY ("to_currency_id") REFERENCES "public"."currencies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "id_cards" ADD CONSTRAINT "id_cards_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_from_currency_id_currencies_id_fk" FOREIGN KEY ("from_currency_id") REFERENCES "public"."currencies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_to_currency_id_currencies_id_fk" FOREIGN KEY ("to_currency_id") REFERENCES "public"."currencies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_recipient_customer_id_customers_id_fk" FOREIGN KEY ("recipient_customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_claimed_by_auth_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_created_by_auth_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_accounts_user_id_idx" ON "auth_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_sessions_user_id_idx" ON "auth_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_verifications_identifier_idx" ON "auth_verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "account_movements_account_idx" ON "account_movements" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "account_movements_transaction_idx" ON "account_movements" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "currencies_search_trgm" ON "currencies" USING gin (lower("code" || ' ' || "name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "currency_rates_pair_idx" ON "currency_rates" USING btree ("from_currency_id","to_currency_id","effective_date");--> statement-breakpoint
CREATE INDEX "currency_rates_created_at_idx" ON "currency_rates" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "companies_search_trgm" ON "companies" USING gin (lower("name" || ' ' || coalesce("industry", '') || ' ' || coalesce("email", '') || ' ' || coalesce("registration_number", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "companies" USING btree ("name");--> statement-breakpoint
CREATE INDEX "customers_search_trgm" ON "customers" USING gin (lower("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || coalesce("phone", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_company_id_idx" ON "customers" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "customers_created_at_idx" ON "customers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "id_cards_customer_id_idx" ON "id_cards" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "transactions_customer_idx" ON "transactions" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "transactions_recipient_idx" ON "transactions" USING btree ("recipient_customer_id");--> statement-breakpoint
CREATE INDEX "transactions_reference_idx" ON "transactions" USING btree ("reference_number");--> statement-breakpoint
CREATE INDEX "transactions_created_at_idx" ON "transactions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "transactions_from_currency_idx" ON "transactions" USING btree ("from_currency_id");--> statement-breakpoint
CREATE INDEX "transactions_to_currency_idx" ON "transactions" USING btree ("to_currency_id");