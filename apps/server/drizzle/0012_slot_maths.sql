CREATE TABLE "slot_maths" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"maths" text NOT NULL,
	"version" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"facts" jsonb NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "slot_maths_maths_version_idx" ON "slot_maths" USING btree ("maths","version");--> statement-breakpoint
CREATE INDEX "studio_rounds_owner_family_idx" ON "studio_rounds" USING btree ("owner","family","created_at");