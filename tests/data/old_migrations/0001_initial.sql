-- 0001: guilds, games (lobby facts + snapshot), seats, invites, the move log, solo bests.
--
-- Conventions (see data/rows.py): times are UTC ISO-8601 text of fixed width
-- ('2024-05-01T12:00:00.000000Z'), so they compare as times; JSON columns are
-- compact JSON text written by data/. Discord ids are INTEGER (64-bit).
-- Migrations run inside one transaction opened by data/migrate.py: no
-- BEGIN/COMMIT and no PRAGMA journal_mode/foreign_keys in these files.
-- Leagues, seasons and ratings will come in later migrations.

CREATE TABLE guilds (
    guild_id    INTEGER PRIMARY KEY,
    settings    TEXT NOT NULL DEFAULT '{}',
    created_at  TEXT NOT NULL
);

CREATE TABLE games (
    id                INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id          INTEGER NOT NULL REFERENCES guilds (guild_id),
    channel_id        INTEGER NOT NULL,
    thread_id         INTEGER,
    lobby_message_id  INTEGER,
    edition           TEXT NOT NULL,
    seats_wanted      INTEGER NOT NULL CHECK (seats_wanted >= 1),
    options           TEXT NOT NULL DEFAULT '{}',
    creator_id        INTEGER NOT NULL,
    status            TEXT NOT NULL DEFAULT 'lobby'
                      CHECK (status IN ('lobby', 'active', 'finished', 'cancelled')),
    -- The snapshot: the engine record (NULL until started) and its move count.
    version           INTEGER NOT NULL DEFAULT 0 CHECK (version >= 0),
    record            TEXT,
    summary           TEXT NOT NULL DEFAULT '{}',
    current_user_id   INTEGER,
    turn_started_at   TEXT,
    reminded_at       TEXT,
    created_at        TEXT NOT NULL,
    updated_at        TEXT NOT NULL,
    finished_at       TEXT
);
CREATE INDEX games_by_guild ON games (guild_id, status, updated_at);
-- due_reminders(): active games by the time the current turn started.
CREATE INDEX games_due ON games (turn_started_at) WHERE status = 'active';

CREATE TABLE seats (
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat       INTEGER CHECK (seat >= 0),          -- NULL until the game starts
    user_id    INTEGER NOT NULL,
    joined_at  TEXT NOT NULL,
    left_at    TEXT,
    status     TEXT NOT NULL DEFAULT 'seated'
               CHECK (status IN ('seated', 'resigned', 'removed', 'timed_out')),
    PRIMARY KEY (game_id, user_id),
    UNIQUE (game_id, seat)
) WITHOUT ROWID;
-- games_of_user(): a user's seats, then their games.
CREATE INDEX seats_by_user ON seats (user_id, status, game_id);

CREATE TABLE invites (
    game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id  INTEGER NOT NULL,
    PRIMARY KEY (game_id, user_id)
);  -- a rowid table: invites() lists them in the order given

CREATE TABLE moves (
    game_id     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    n           INTEGER NOT NULL CHECK (n >= 1),
    seat        INTEGER NOT NULL,
    user_id     INTEGER NOT NULL,
    notation    TEXT NOT NULL,
    outcome     TEXT NOT NULL DEFAULT '{}',
    created_at  TEXT NOT NULL,
    PRIMARY KEY (game_id, n)
) WITHOUT ROWID;

-- The move log is append-only: no edits, and no deletes while its game exists
-- (deleting the game itself still cascades).
CREATE TRIGGER moves_no_update BEFORE UPDATE ON moves
BEGIN
    SELECT RAISE(ABORT, 'the move log is append-only');
END;
CREATE TRIGGER moves_no_delete BEFORE DELETE ON moves
WHEN EXISTS (SELECT 1 FROM games WHERE id = OLD.game_id)
BEGIN
    SELECT RAISE(ABORT, 'the move log is append-only');
END;

CREATE TABLE solo_bests (
    guild_id     INTEGER NOT NULL REFERENCES guilds (guild_id),
    user_id      INTEGER NOT NULL,
    edition      TEXT NOT NULL,
    score        INTEGER NOT NULL,
    game_id      INTEGER REFERENCES games (id) ON DELETE SET NULL,
    achieved_at  TEXT NOT NULL,
    PRIMARY KEY (guild_id, user_id, edition)
) WITHOUT ROWID;
CREATE INDEX solo_board ON solo_bests (guild_id, edition, score DESC, achieved_at);
