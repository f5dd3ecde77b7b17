-- A baptism's or chrismation's confirmEmail fields are form-only (DESIGN.md): the family's check
-- of its own typing. Requests sent before 26 November 2026 kept them; each address is kept once.
UPDATE "bookings"
SET "details" = "details" #- '{child,confirmEmail}' #- '{father,confirmEmail}' #- '{mother,confirmEmail}'
WHERE "details" -> 'child' ? 'confirmEmail'
   OR "details" -> 'father' ? 'confirmEmail'
   OR "details" -> 'mother' ? 'confirmEmail';
