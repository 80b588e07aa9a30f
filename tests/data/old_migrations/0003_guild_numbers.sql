-- 0003: every game has a number inside its server (#1, #2, ... in each guild),
-- the number users see and type. games.id stays the primary key for joins and
-- for the custom_ids of buttons (old buttons keep working). Existing games are
-- numbered per guild in creation order (id order, which is creation order).
-- New games get MAX(number) + 1 of their guild inside the creating transaction
-- (see data/lobby.py), and the unique index guards that.

ALTER TABLE games ADD COLUMN number INTEGER NOT NULL DEFAULT 0;

UPDATE games SET number = (
    SELECT COUNT(*) FROM games AS earlier
    WHERE earlier.guild_id = games.guild_id AND earlier.id <= games.id
);

CREATE UNIQUE INDEX games_by_number ON games (guild_id, number);

-- find_game(guild_id, thread_id=...): a command typed in a game's thread.
CREATE INDEX games_by_thread ON games (guild_id, thread_id);
