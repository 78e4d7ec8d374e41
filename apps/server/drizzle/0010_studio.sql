CREATE TABLE "studio_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" bigint NOT NULL,
	"user_id" bigint,
	"owner" text NOT NULL,
	"game" text NOT NULL,
	"family" text NOT NULL,
	"mode" text NOT NULL,
	"currency" text NOT NULL,
	"params" jsonb NOT NULL,
	"stake" bigint NOT NULL,
	"returned" bigint,
	"status" text NOT NULL,
	"choice" jsonb NOT NULL,
	"actions" jsonb NOT NULL,
	"pending_action" jsonb,
	"seed_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"balance_after" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "studio_rounds_stake_check" CHECK ("studio_rounds"."stake" between 0 and 9007199254740991),
	CONSTRAINT "studio_rounds_returned_check" CHECK ("studio_rounds"."returned" is null or "studio_rounds"."returned" between 0 and 9007199254740991)
);
--> statement-breakpoint
CREATE TABLE "studio_seeds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"sealed_server_seed" text NOT NULL,
	"commitment" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "studio_seeds_nonce_check" CHECK ("studio_seeds"."next_nonce" >= 0)
);
--> statement-breakpoint
CREATE TABLE "studio_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" bigint,
	"player_session_id" bigint,
	"game" text NOT NULL,
	"family" text NOT NULL,
	"mode" text NOT NULL,
	"currency" text NOT NULL,
	"demo_balance" bigint,
	"licence" text NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "studio_sessions_demo_balance_check" CHECK ("studio_sessions"."demo_balance" is null or "studio_sessions"."demo_balance" between 0 and 9007199254740991)
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "ways" integer;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "studio_family" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "studio_params" jsonb;--> statement-breakpoint
ALTER TABLE "studio_rounds" ADD CONSTRAINT "studio_rounds_session_id_studio_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."studio_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_rounds" ADD CONSTRAINT "studio_rounds_seed_id_studio_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."studio_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_sessions" ADD CONSTRAINT "studio_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "studio_rounds_unfinished_idx" ON "studio_rounds" USING btree ("owner","game","currency") WHERE "studio_rounds"."status" in ('opening', 'open', 'settling');--> statement-breakpoint
CREATE INDEX "studio_rounds_session_idx" ON "studio_rounds" USING btree ("session_id","id");--> statement-breakpoint
CREATE INDEX "studio_rounds_user_idx" ON "studio_rounds" USING btree ("user_id","game");--> statement-breakpoint
CREATE INDEX "studio_rounds_unsettled_idx" ON "studio_rounds" USING btree ("id") WHERE "studio_rounds"."status" in ('opening', 'settling');--> statement-breakpoint
CREATE UNIQUE INDEX "studio_seeds_active_owner_idx" ON "studio_seeds" USING btree ("owner") WHERE "studio_seeds"."revealed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "studio_sessions_token_hash_idx" ON "studio_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "studio_sessions_user_idx" ON "studio_sessions" USING btree ("user_id");