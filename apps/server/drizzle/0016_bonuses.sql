CREATE TABLE "bonus_campaigns" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"group_key" text NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"deposit_number" integer,
	"match_percent" integer,
	"amount_cents" jsonb NOT NULL,
	"min_deposit_cents" jsonb NOT NULL,
	"max_bet_cents" jsonb NOT NULL,
	"wager_multiplier" integer NOT NULL,
	"contributions" jsonb NOT NULL,
	"activation_days" integer NOT NULL,
	"wager_days" integer NOT NULL,
	"code" text,
	"requires_pick" boolean DEFAULT false NOT NULL,
	"countries" text[] NOT NULL,
	"excluded_groups" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_declines" (
	"user_id" bigint NOT NULL,
	"campaign_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_declines_user_id_campaign_id_pk" PRIMARY KEY("user_id","campaign_id")
);
--> statement-breakpoint
CREATE TABLE "player_bonuses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"campaign_id" bigint NOT NULL,
	"trigger" text NOT NULL,
	"currency" text NOT NULL,
	"stage" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"wager_requirement_cents" bigint NOT NULL,
	"wagered_cents" bigint DEFAULT 0 NOT NULL,
	"max_bet_cents" bigint,
	"contributions" jsonb NOT NULL,
	"wager_days" integer NOT NULL,
	"activatable_until" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone,
	"activated_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_bonuses_amount_check" CHECK ("player_bonuses"."amount_cents" between 0 and 9007199254740991),
	CONSTRAINT "player_bonuses_requirement_check" CHECK ("player_bonuses"."wager_requirement_cents" between 0 and 9007199254740991),
	CONSTRAINT "player_bonuses_wagered_check" CHECK ("player_bonuses"."wagered_cents" between 0 and 9007199254740991)
);
--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "bonus_id" bigint;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "bonus_bet_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_declines" ADD CONSTRAINT "bonus_declines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_declines" ADD CONSTRAINT "bonus_declines_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_campaigns_group_key_idx" ON "bonus_campaigns" USING btree ("group_key");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_campaigns_code_idx" ON "bonus_campaigns" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_trigger_idx" ON "player_bonuses" USING btree ("user_id","campaign_id","trigger");--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_wagering_idx" ON "player_bonuses" USING btree ("user_id","currency") WHERE "player_bonuses"."stage" = 'handle_bets';--> statement-breakpoint
CREATE INDEX "player_bonuses_user_idx" ON "player_bonuses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "game_rounds_bonus_open_idx" ON "game_rounds" USING btree ("bonus_id") WHERE "game_rounds"."bonus_id" is not null and "game_rounds"."finished_at" is null;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_bonus_bet_check" CHECK ("game_rounds"."bonus_bet_cents" between 0 and 9007199254740991);