-- 0011: one schema for SQLite and PostgreSQL (issue 24). 0001-0010 were rewritten to
-- apply on both (BIGINT ids, generated ids, triggers per dialect) without changing what
-- they make on SQLite (the same columns, keys and constraints), so a file at any
-- earlier version simply carries on from there.
--
-- counters: the last number handed out per guild and kind ('game', 'league'; guild 0
-- holds the global 'rating_seq'). A new game/league/rated result takes the next one
-- with UPDATE ... SET n = n + 1 RETURNING n inside its own transaction, so two
-- processes (or pooled connections) can never pick the same number, where
-- MAX(number) + 1 could. Seeded from what exists.
-- invites.position: the order in which the invited were given (it was the rowid,
-- which PostgreSQL has not).

CREATE TABLE counters (
    guild_id  BIGINT NOT NULL,
    name      TEXT NOT NULL CHECK (name IN ('game', 'league', 'rating_seq')),
    n         BIGINT NOT NULL CHECK (n >= 0),
    PRIMARY KEY (guild_id, name)
);

INSERT INTO counters (guild_id, name, n)
SELECT guild_id, 'game', MAX(number) FROM games GROUP BY guild_id;
INSERT INTO counters (guild_id, name, n)
SELECT guild_id, 'league', MAX(number) FROM leagues GROUP BY guild_id;
INSERT INTO counters (guild_id, name, n)
SELECT 0, 'rating_seq', MAX(seq) FROM rating_games HAVING MAX(seq) IS NOT NULL;

ALTER TABLE invites ADD COLUMN position INTEGER NOT NULL DEFAULT 0;
-- @sqlite
UPDATE invites SET position = rowid;
-- @end
