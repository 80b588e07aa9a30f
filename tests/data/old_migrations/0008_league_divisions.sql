-- 0008: league divisions and the "posted" mark of league tables (issue 12).
--
-- A league may split each season into ``divisions`` (1 = none); at a season's end the
-- top and bottom ``division_move`` players of adjacent divisions swap. Each entrant
-- keeps the division they played the season in (1 = top; set at the start), so past
-- seasons stay viewable per division. ``posted`` says a table's game was announced in
-- the league channel (thread opened, board posted); the round job retries the tables
-- whose posting failed. Tables that existed before were posted (or given up on).

ALTER TABLE leagues ADD COLUMN divisions INTEGER NOT NULL DEFAULT 1 CHECK (divisions >= 1);
ALTER TABLE leagues ADD COLUMN division_move INTEGER NOT NULL DEFAULT 1
    CHECK (division_move >= 0);
ALTER TABLE league_entrants ADD COLUMN division INTEGER NOT NULL DEFAULT 1
    CHECK (division >= 1);
ALTER TABLE league_tables ADD COLUMN posted INTEGER NOT NULL DEFAULT 0
    CHECK (posted IN (0, 1));
UPDATE league_tables SET posted = 1;
