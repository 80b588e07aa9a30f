-- The start-up record check (bot/record_check.py) replays only games whose record changed
-- since it last replayed them cleanly: it stores the version it verified. A game that moves
-- gets a new version, so it is checked again; NULL means never checked.
ALTER TABLE games ADD COLUMN verified_version INTEGER;
-- The check's page query reads only active games still to verify, by id (keyset paging):
-- a partial index holds exactly those, so a start with everything verified reads nothing.
-- The predicate is written as in data/audit.py so both planners can use the index.
CREATE INDEX games_unverified ON games (id)
    WHERE status = 'active' AND (verified_version IS NULL OR verified_version <> version);
