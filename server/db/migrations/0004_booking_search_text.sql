ALTER TABLE "bookings" ADD COLUMN "search_text" text;--> statement-breakpoint
CREATE INDEX "bookings_search_text_missing_idx" ON "bookings" USING btree ("id") WHERE "bookings"."search_text" is null;