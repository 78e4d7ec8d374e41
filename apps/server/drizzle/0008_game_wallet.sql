CREATE TABLE "game_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"integration" text NOT NULL,
	"action_id" text NOT NULL,
	"kind" text NOT NULL,
	"round_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"original_action_id" text,
	"ledger_transaction_id" bigint,
	"rolled_back_at" timestamp with time zone,
	"processed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_actions_amount_check" CHECK ("game_actions"."amount_cents" between 0 and 9007199254740991),
	CONSTRAINT "game_actions_rollback_check" CHECK (("game_actions"."kind" = 'rollback') = ("game_actions"."original_action_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "game_integrations" (
	"name" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"providers" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"integration" text NOT NULL,
	"provider_round_id" text NOT NULL,
	"user_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"game" text NOT NULL,
	"bet_cents" bigint DEFAULT 0 NOT NULL,
	"win_cents" bigint DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_rounds_bet_check" CHECK ("game_rounds"."bet_cents" between 0 and 9007199254740991),
	CONSTRAINT "game_rounds_win_check" CHECK ("game_rounds"."win_cents" between 0 and 9007199254740991)
);
--> statement-breakpoint
ALTER TABLE "game_actions" ADD CONSTRAINT "game_actions_integration_game_integrations_name_fk" FOREIGN KEY ("integration") REFERENCES "public"."game_integrations"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_actions" ADD CONSTRAINT "game_actions_round_id_game_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."game_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_integration_game_integrations_name_fk" FOREIGN KEY ("integration") REFERENCES "public"."game_integrations"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_actions_action_idx" ON "game_actions" USING btree ("integration","action_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_actions_rollback_idx" ON "game_actions" USING btree ("integration","original_action_id") WHERE "game_actions"."kind" = 'rollback';--> statement-breakpoint
CREATE INDEX "game_actions_round_idx" ON "game_actions" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX "game_actions_wins_idx" ON "game_actions" USING btree ("processed_at") WHERE "game_actions"."kind" = 'win';--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_provider_round_idx" ON "game_rounds" USING btree ("integration","provider_round_id");--> statement-breakpoint
CREATE INDEX "game_rounds_user_idx" ON "game_rounds" USING btree ("user_id","created_at");