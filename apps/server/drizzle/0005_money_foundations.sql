CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text NOT NULL,
	"lease_token" text NOT NULL,
	"lease_expires_at" timestamp with time zone NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "outbox_deliveries" (
	"consumer" text NOT NULL,
	"event_id" bigint NOT NULL,
	"delivered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "outbox_deliveries_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE TABLE "outbox_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"stream" text NOT NULL,
	"sequence" bigint NOT NULL,
	"type" text NOT NULL,
	"user_id" bigint,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"failed_at" timestamp with time zone,
	CONSTRAINT "outbox_events_sequence_check" CHECK ("outbox_events"."sequence" > 0)
);
--> statement-breakpoint
CREATE TABLE "outbox_streams" (
	"stream" text PRIMARY KEY NOT NULL,
	"last_sequence" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fraud_checks" DROP CONSTRAINT "fraud_checks_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "security_events" DROP CONSTRAINT "security_events_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "wallets" DROP CONSTRAINT "wallets_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "outbox_deliveries" ADD CONSTRAINT "outbox_deliveries_event_id_outbox_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."outbox_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_at_index" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_events_stream_sequence_idx" ON "outbox_events" USING btree ("stream","sequence");--> statement-breakpoint
CREATE INDEX "outbox_events_pending_idx" ON "outbox_events" USING btree ("id") WHERE "outbox_events"."delivered_at" is null and "outbox_events"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "outbox_events_stream_pending_idx" ON "outbox_events" USING btree ("stream","id") WHERE "outbox_events"."delivered_at" is null and "outbox_events"."failed_at" is null;--> statement-breakpoint
ALTER TABLE "fraud_checks" ADD CONSTRAINT "fraud_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_events" ADD CONSTRAINT "security_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_jackpots" ADD CONSTRAINT "provider_jackpots_amount_cents_check" CHECK ("provider_jackpots"."amount_cents" between 0 and 9007199254740991);--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_amount_cents_check" CHECK ("wallets"."amount_cents" between 0 and 9007199254740991);--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_available_to_cashout_cents_check" CHECK ("wallets"."available_to_cashout_cents" between 0 and 9007199254740991);--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_cashout_within_amount_check" CHECK ("wallets"."available_to_cashout_cents" <= "wallets"."amount_cents");