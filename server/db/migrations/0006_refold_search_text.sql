-- The office's search now folds every apostrophe to ' and every dash to - (O’Brien is O'Brien).
-- Each booking's stored search text is folded again, in code, by the next search (ADR 013).
UPDATE "bookings" SET "search_text" = NULL;
