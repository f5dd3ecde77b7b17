-- When the office marked a contact message answered, and which of its people did (ADR 035).
ALTER TABLE "contact_messages" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "answered_by" uuid;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The messages from before this version were answered from the office's mailbox: counted as
-- answered (by nobody named), not as a year of messages to answer.
UPDATE "contact_messages" SET "answered_at" = "created_at" WHERE "answered_at" IS NULL;
