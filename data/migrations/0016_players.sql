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
-- forgotten: one row per user who had the bot forget them (/me forget). Its ``id`` is the
--   pseudonym their seats, moves and results carry from then on: a small number no Discord
--   id ever is (snowflakes are above 2^22), so it names nobody; nothing links it back.
CREATE TABLE forgotten (
    id            {{id}},
    forgotten_at  TEXT NOT NULL
);
-- takebacks: an open request to take back the last turn of a game (casual games): who
--   asked, the game version it is about, and who accepted so far (JSON list of user ids).
CREATE TABLE takebacks (
    game_id     INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    version     INTEGER NOT NULL,
    asker_id    BIGINT NOT NULL,
    accepted    TEXT NOT NULL DEFAULT '[]',
    created_at  TEXT NOT NULL
);
-- The move log stays append-only, except that a forgotten user's id may be replaced by
-- their pseudonym (nothing else in the row may change), and that the moves of a turn
-- taken back (above the game's version, which the same transaction set back) may go.
-- @sqlite
DROP TRIGGER moves_no_delete;
CREATE TRIGGER moves_no_delete BEFORE DELETE ON moves
WHEN EXISTS (SELECT 1 FROM games WHERE id = OLD.game_id AND version >= OLD.n)
BEGIN
    SELECT RAISE(ABORT, 'the move log is append-only');
END;
DROP TRIGGER moves_no_update;
CREATE TRIGGER moves_no_update BEFORE UPDATE ON moves
WHEN NOT (NEW.game_id = OLD.game_id AND NEW.n = OLD.n AND NEW.seat = OLD.seat
          AND NEW.notation = OLD.notation AND NEW.outcome = OLD.outcome
          AND NEW.created_at = OLD.created_at
          AND NEW.user_id IN (SELECT id FROM forgotten))
BEGIN
    SELECT RAISE(ABORT, 'the move log is append-only');
END;
-- @postgres
CREATE OR REPLACE FUNCTION moves_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'DELETE' AND NOT EXISTS
        (SELECT 1 FROM games WHERE id = OLD.game_id AND version >= OLD.n) THEN
        RETURN OLD;
    END IF;
    IF TG_OP = 'UPDATE' AND NEW.game_id = OLD.game_id AND NEW.n = OLD.n
        AND NEW.seat = OLD.seat AND NEW.notation = OLD.notation AND NEW.outcome = OLD.outcome
        AND NEW.created_at = OLD.created_at
        AND EXISTS (SELECT 1 FROM forgotten WHERE id = NEW.user_id) THEN
        RETURN NEW;
    END IF;
    RAISE EXCEPTION 'the move log is append-only' USING ERRCODE = 'integrity_constraint_violation';
END
$$;
-- @end
