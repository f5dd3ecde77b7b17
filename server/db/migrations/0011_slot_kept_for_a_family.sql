-- A slot the office keeps for a family who telephoned or called in: nobody can hold or book it
-- online until the office releases it. The name and number are the office's alone (ADR 034).
CREATE TABLE "slot_keeps" (
	"slot_id" uuid PRIMARY KEY NOT NULL,
	"kept_for" text NOT NULL,
	"telephone" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"kept_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "slot_keeps" ADD CONSTRAINT "slot_keeps_slot_id_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_keeps" ADD CONSTRAINT "slot_keeps_kept_by_users_id_fk" FOREIGN KEY ("kept_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;