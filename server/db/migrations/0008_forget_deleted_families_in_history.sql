-- A family's withdrawal stays in the history of a booking the office keeps, but once the family
-- has deleted its account, without its address (ADR 024). Accounts deleted before 26 November
-- 2026 left it there: their rows have lost their actor_id (ON DELETE SET NULL).
UPDATE "audit_log" SET "actor_email" = NULL WHERE "actor_id" IS NULL AND "action" = 'booking.withdraw';
