ALTER TABLE "live_bets" ADD COLUMN "decision" text;--> statement-breakpoint
ALTER TABLE "live_bets" ADD COLUMN "decision_stake" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "live_bets" ADD CONSTRAINT "live_bets_decision_check" CHECK ("live_bets"."decision" is null or "live_bets"."decision" in ('play', 'fold'));--> statement-breakpoint
ALTER TABLE "live_bets" ADD CONSTRAINT "live_bets_decision_stake_check" CHECK ("live_bets"."decision_stake" between 0 and 9007199254740991);