ALTER TABLE "bonus_campaigns" ADD COLUMN "activation_delay_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "activates_at" timestamp with time zone;