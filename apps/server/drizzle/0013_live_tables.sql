CREATE TABLE "live_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"round_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"stake" bigint NOT NULL,
	"choice" jsonb NOT NULL,
	"status" text NOT NULL,
	"returned" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_bets_stake_check" CHECK ("live_bets"."stake" between 0 and 9007199254740991),
	CONSTRAINT "live_bets_returned_check" CHECK ("live_bets"."returned" is null or "live_bets"."returned" between 0 and 9007199254740991)
);
--> statement-breakpoint
CREATE TABLE "live_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"number" integer NOT NULL,
	"phase" text NOT NULL,
	"sealed_server_seed" text NOT NULL,
	"commitment" text NOT NULL,
	"client_seed" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"betting_closes_at" timestamp with time zone NOT NULL,
	"result_at" timestamp with time zone,
	"next_round_at" timestamp with time zone,
	"outcome" jsonb
);
--> statement-breakpoint
CREATE TABLE "live_tables" (
	"game" text PRIMARY KEY NOT NULL,
	"leader" text,
	"lease_until" timestamp with time zone,
	"seated_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "live_bets" ADD CONSTRAINT "live_bets_round_id_live_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."live_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_bets" ADD CONSTRAINT "live_bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_bets_round_player_idx" ON "live_bets" USING btree ("round_id","user_id","currency");--> statement-breakpoint
CREATE INDEX "live_bets_unsettled_idx" ON "live_bets" USING btree ("round_id") WHERE "live_bets"."status" in ('placing', 'placed');--> statement-breakpoint
CREATE UNIQUE INDEX "live_rounds_game_number_idx" ON "live_rounds" USING btree ("game","number");