ALTER TABLE "audit_log" ADD COLUMN "before_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "after_starts_at" timestamp with time zone;