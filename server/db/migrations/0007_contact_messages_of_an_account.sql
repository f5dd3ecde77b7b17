-- A contact message belongs to the account that was logged in when it was sent (ADR 024): its
-- download gives it, its deletion deletes it. Messages sent before 26 November 2026 are matched
-- by no account, as anyone could have typed their address; retention deletes them at 12 months.
ALTER TABLE "contact_messages" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_user_idx" ON "contact_messages" USING btree ("user_id");