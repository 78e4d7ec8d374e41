CREATE TABLE "play_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_activity_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reality_check_settings" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"interval_minutes" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_limit_accounts" (
	"limit_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"pending_amount_cents" bigint,
	CONSTRAINT "user_limit_accounts_limit_id_currency_pk" PRIMARY KEY("limit_id","currency"),
	CONSTRAINT "user_limit_accounts_amount_bounds" CHECK ("user_limit_accounts"."amount_cents" between 0 and 9007199254740991)
);
--> statement-breakpoint
CREATE TABLE "user_limits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"type" text NOT NULL,
	"period" text NOT NULL,
	"window_anchor" timestamp with time zone NOT NULL,
	"amount_minutes" integer,
	"ends_at" timestamp with time zone,
	"pending_kind" text,
	"pending_amount_minutes" integer,
	"pending_requested_at" timestamp with time zone,
	"pending_effective_at" timestamp with time zone,
	"confirm_until" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"confirm_token_hash" text,
	"removed_at" timestamp with time zone,
	"lifted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "play_sessions" ADD CONSTRAINT "play_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reality_check_settings" ADD CONSTRAINT "reality_check_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_limit_accounts" ADD CONSTRAINT "user_limit_accounts_limit_id_user_limits_id_fk" FOREIGN KEY ("limit_id") REFERENCES "public"."user_limits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_limits" ADD CONSTRAINT "user_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "play_sessions_user_id_last_activity_at_index" ON "play_sessions" USING btree ("user_id","last_activity_at");--> statement-breakpoint
CREATE INDEX "user_limits_user_id_index" ON "user_limits" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_limits_confirm_token_idx" ON "user_limits" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "user_limits_live_idx" ON "user_limits" USING btree ("user_id","type","period") WHERE removed_at is null and type not in ('coolingoff', 'selfexclusion');