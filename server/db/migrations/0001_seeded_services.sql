CREATE TABLE "seeded_services" (
	"seed_key" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Every sample service already written counts as seeded, so the first start after this migration
-- brings back nothing the office has deleted since.
INSERT INTO "seeded_services" ("seed_key") SELECT "seed_key" FROM "services" WHERE "seed_key" IS NOT NULL ON CONFLICT DO NOTHING;
