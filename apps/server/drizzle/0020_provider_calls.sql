CREATE TABLE "provider_calls" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"integration" text NOT NULL,
	"path" text NOT NULL,
	"body" jsonb NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "game_integrations" ADD COLUMN "api_url" text;--> statement-breakpoint
ALTER TABLE "provider_calls" ADD CONSTRAINT "provider_calls_integration_game_integrations_name_fk" FOREIGN KEY ("integration") REFERENCES "public"."game_integrations"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_calls_key_idx" ON "provider_calls" USING btree ("key");--> statement-breakpoint
CREATE INDEX "provider_calls_due_idx" ON "provider_calls" USING btree ("status","next_attempt_at");