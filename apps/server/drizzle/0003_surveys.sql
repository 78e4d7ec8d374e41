CREATE TABLE "survey_responses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"survey_id" text NOT NULL,
	"collector_id" text NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "survey_responses_user_survey_idx" ON "survey_responses" USING btree ("user_id","survey_id");--> statement-breakpoint
CREATE INDEX "survey_responses_survey_id_index" ON "survey_responses" USING btree ("survey_id");