-- A service's version as calendar apps are told it (iCalendar SEQUENCE), one more each time the
-- office moves it or changes its kind (and so its length): an app that has the event updates it
-- rather than keep the old time. Services made before 28 November 2026 start at 0.
ALTER TABLE "services" ADD COLUMN "calendar_sequence" integer DEFAULT 0 NOT NULL;