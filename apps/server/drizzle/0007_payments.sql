CREATE TABLE "payment_profiles" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"provider" text NOT NULL,
	"brand" text NOT NULL,
	"bin" text NOT NULL,
	"last4" text NOT NULL,
	"expiry_month" text NOT NULL,
	"expiry_year" text NOT NULL,
	"holder" text NOT NULL,
	"provider_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"action" text NOT NULL,
	"state" text NOT NULL,
	"method_id" text NOT NULL,
	"brand" text NOT NULL,
	"payment_system" text NOT NULL,
	"provider" text NOT NULL,
	"currency" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"client_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"provider_reference" text,
	"account_label" text,
	"destination" jsonb,
	"next_step" jsonb,
	"promo_code" text,
	"bonus_id" text,
	"saved_profile_id" bigint,
	"cancellation_reason" text,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_cents" between 0 and 9007199254740991 and "payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_blocks" (
	"height" bigserial PRIMARY KEY NOT NULL,
	"mined_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_cards" (
	"token" text PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"expiry" text NOT NULL,
	"holder" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_chain_transactions" (
	"txid" text PRIMARY KEY NOT NULL,
	"coin" text NOT NULL,
	"address" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"direction" text NOT NULL,
	"payout_reference" text,
	"block_height" bigint,
	"reported_confirmations" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_crypto_addresses" (
	"address" text PRIMARY KEY NOT NULL,
	"coin" text NOT NULL,
	"customer_reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"merchant_reference" text NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"currency" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"scenario" text NOT NULL,
	"page_token" text,
	"return_url" text,
	"settle_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_webhooks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_reference" text NOT NULL,
	"body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lost_attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_profiles" ADD CONSTRAINT "payment_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_profiles_token_idx" ON "payment_profiles" USING btree ("provider","provider_token");--> statement-breakpoint
CREATE INDEX "payment_profiles_user_idx" ON "payment_profiles" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_user_client_key_idx" ON "payments" USING btree ("user_id","client_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_reference_idx" ON "payments" USING btree ("provider","provider_reference");--> statement-breakpoint
CREATE INDEX "payments_user_created_idx" ON "payments" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "payments_unfinished_idx" ON "payments" USING btree ("state","action","checked_at") WHERE state in ('pending', 'processing');--> statement-breakpoint
CREATE INDEX "sandbox_chain_address_idx" ON "sandbox_chain_transactions" USING btree ("address");--> statement-breakpoint
CREATE INDEX "sandbox_chain_block_idx" ON "sandbox_chain_transactions" USING btree ("block_height");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_crypto_addresses_customer_idx" ON "sandbox_crypto_addresses" USING btree ("customer_reference","coin");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payments_reference_idx" ON "sandbox_payments" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payments_merchant_idx" ON "sandbox_payments" USING btree ("kind","merchant_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payments_page_token_idx" ON "sandbox_payments" USING btree ("page_token");--> statement-breakpoint
CREATE INDEX "sandbox_payments_settle_idx" ON "sandbox_payments" USING btree ("settle_at");--> statement-breakpoint
CREATE INDEX "sandbox_webhooks_due_idx" ON "sandbox_webhooks" USING btree ("next_attempt_at") WHERE delivered_at is null;