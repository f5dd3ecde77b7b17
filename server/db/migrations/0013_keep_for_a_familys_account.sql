-- The address of the account of the family a slot is kept for: that account alone may book it online (ADR 034).
ALTER TABLE "slot_keeps" ADD COLUMN "email" text DEFAULT '' NOT NULL;