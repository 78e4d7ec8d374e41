CREATE TABLE "player_freespins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"campaign_id" bigint NOT NULL,
	"trigger" text NOT NULL,
	"currency" text NOT NULL,
	"stage" text NOT NULL,
	"total" integer NOT NULL,
	"performed" integer DEFAULT 0 NOT NULL,
	"bet_cents" bigint NOT NULL,
	"games" text[] NOT NULL,
	"wager_multiplier" integer NOT NULL,
	"winnings_cents" bigint DEFAULT 0 NOT NULL,
	"activatable_until" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone,
	"bonus_id" bigint,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_freespins_bet_check" CHECK ("player_freespins"."bet_cents" between 0 and 9007199254740991),
	CONSTRAINT "player_freespins_winnings_check" CHECK ("player_freespins"."winnings_cents" between 0 and 9007199254740991),
	CONSTRAINT "player_freespins_performed_check" CHECK ("player_freespins"."performed" between 0 and "player_freespins"."total")
);
--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "freespins_id" bigint;--> statement-breakpoint
ALTER TABLE "bonus_campaigns" ADD COLUMN "freespins_count" integer;--> statement-breakpoint
ALTER TABLE "bonus_campaigns" ADD COLUMN "games" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "player_freespins" ADD CONSTRAINT "player_freespins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_freespins" ADD CONSTRAINT "player_freespins_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_freespins" ADD CONSTRAINT "player_freespins_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "player_freespins_trigger_idx" ON "player_freespins" USING btree ("user_id","campaign_id","trigger");--> statement-breakpoint
CREATE INDEX "player_freespins_user_idx" ON "player_freespins" USING btree ("user_id","created_at");