-- What correspondence players expect (issue 27): rematches and followers.
--
-- rematches: one row per finished game that somebody asked to play again. The primary key
--   on the old game is the claim: of two clicks on Rematch (in any process) one creates
--   the new lobby, the other finds it. ``reserved_until``: until then only the old game's
--   players may take a seat in the new lobby (after it, anyone may).
CREATE TABLE rematches (
    old_game_id     INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    new_game_id     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    guild_id        BIGINT NOT NULL,
    reserved_until  TEXT NOT NULL,
    created_at      TEXT NOT NULL
);
CREATE UNIQUE INDEX rematches_new ON rematches (new_game_id);
-- follows: a user who follows a game they do not play in gets its notices (its end).
CREATE TABLE follows (
    game_id     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id     BIGINT NOT NULL,
    guild_id    BIGINT NOT NULL,
    created_at  TEXT NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
CREATE INDEX follows_by_user ON follows (user_id, guild_id);
