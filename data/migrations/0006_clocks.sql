-- 0006: correspondence clocks (issue 13). A game's clock and time-out policy,
-- each seat's bank and skips in a row, the players' notification settings,
-- vacations, and the due events of the running turn (reminders, last warning,
-- time-out) with a done mark, so that after a restart nothing is lost or sent
-- twice. Durations are whole seconds; times are UTC text as in 0001. The
-- arithmetic lives in community/clock.py; data/clocks.py stores what it says.

CREATE TABLE game_clocks (
    game_id          INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    kind             TEXT NOT NULL CHECK (kind IN ('none', 'fixed', 'bank')),
    start_s          BIGINT NOT NULL DEFAULT 0 CHECK (start_s >= 0),
    increment_s      BIGINT NOT NULL DEFAULT 0 CHECK (increment_s >= 0),
    cap_s            BIGINT NOT NULL DEFAULT 0 CHECK (cap_s >= 0),
    timeout_action   TEXT NOT NULL DEFAULT 'leave'
                     CHECK (timeout_action IN ('leave', 'skip', 'computer')),
    max_skips        INTEGER NOT NULL DEFAULT 3 CHECK (max_skips >= 1),
    -- The computer level that takes a timed-out seat (action 'computer').
    computer_level   TEXT,
    -- The turn the banks were last settled for (who, since when, from which move on).
    turn_user_id     BIGINT,
    turn_started_at  TEXT,
    turn_version     INTEGER
);

CREATE TABLE seat_clocks (
    game_id       INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat          INTEGER NOT NULL CHECK (seat >= 0),
    bank_s        BIGINT NOT NULL CHECK (bank_s >= 0),
    skips_in_row  INTEGER NOT NULL DEFAULT 0 CHECK (skips_in_row >= 0),
    PRIMARY KEY (game_id, seat)
);

CREATE TABLE user_settings (
    user_id      BIGINT PRIMARY KEY,
    notify       TEXT NOT NULL DEFAULT 'mention' CHECK (notify IN ('mention', 'dm', 'none')),
    reminders    INTEGER NOT NULL DEFAULT 1 CHECK (reminders IN (0, 1)),
    quiet_start  TEXT,
    quiet_end    TEXT,
    time_zone    TEXT NOT NULL DEFAULT 'UTC',
    dm_failed    INTEGER NOT NULL DEFAULT 0 CHECK (dm_failed IN (0, 1)),
    updated_at   TEXT NOT NULL
);

CREATE TABLE vacations (
    id          {{id}},
    guild_id    BIGINT NOT NULL,
    user_id     BIGINT NOT NULL,
    starts_at   TEXT NOT NULL,
    ends_at     TEXT NOT NULL,
    created_at  TEXT NOT NULL
);
CREATE INDEX vacations_by_user ON vacations (guild_id, user_id, ends_at);

-- One row per event of a running turn; the key includes the turn (start, player), so an
-- event of a finished turn is never acted on. done_at is set when it was acted on.
CREATE TABLE due_events (
    game_id          INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    turn_started_at  TEXT NOT NULL,
    kind             TEXT NOT NULL
                     CHECK (kind IN ('half', 'tenth', 'last-warning', 'timeout')),
    seat             INTEGER NOT NULL,
    user_id          BIGINT NOT NULL,
    due_at           TEXT NOT NULL,
    done_at          TEXT,
    PRIMARY KEY (game_id, turn_started_at, user_id, kind)
);
CREATE INDEX due_events_next ON due_events (due_at) WHERE done_at IS NULL;
