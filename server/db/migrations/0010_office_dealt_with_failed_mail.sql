-- When the office marked a mail the site gave up on as dealt with (it telephoned the family, or
-- wrote from its own mailbox), so the dashboard stops listing it. Null for every other mail.
ALTER TABLE "outbox" ADD COLUMN "dismissed_at" timestamp with time zone;
