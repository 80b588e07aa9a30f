-- 0005: community leagues (issue 12; the lane was assigned 0008, but main keeps
-- migration numbers without gaps). A league belongs to one server and keeps
-- its settings; it runs seasons one after another; a season has entrants and
-- rounds; a round has tables (a table of one is a bye), each linked to the
-- game that plays it; each seat of a table gets its place when the game ends.
-- Points, tie-breaks and standings are computed from these facts by
-- community/league.py, so voiding a game just marks its table and rebuilds.

CREATE TABLE leagues (
    id            INTEGER PRIMARY KEY,
    guild_id      BIGINT NOT NULL,
    number        INTEGER NOT NULL,
    name          TEXT NOT NULL,
    edition       TEXT NOT NULL,
    per_table     INTEGER NOT NULL CHECK (per_table IN (2, 3, 4)),
    format        TEXT NOT NULL CHECK (format IN ('swiss', 'round_robin')),
    rounds        INTEGER NOT NULL CHECK (rounds >= 1),
    turn_hours    INTEGER NOT NULL DEFAULT 0 CHECK (turn_hours >= 0),
    rated         INTEGER NOT NULL DEFAULT 0 CHECK (rated IN (0, 1)),
    channel_id    BIGINT NOT NULL,
    points        TEXT NOT NULL DEFAULT '{}',
    organiser_id  BIGINT NOT NULL,
    created_at    TEXT NOT NULL,
    UNIQUE (guild_id, number),
    UNIQUE (guild_id, name)
);

CREATE TABLE league_seasons (
    id           INTEGER PRIMARY KEY,
    league_id    INTEGER NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,
    number       INTEGER NOT NULL CHECK (number >= 1),
    status       TEXT NOT NULL DEFAULT 'signup' CHECK (status IN ('signup', 'running', 'finished')),
    seed         TEXT NOT NULL,
    created_at   TEXT NOT NULL,
    started_at   TEXT,
    finished_at  TEXT,
    UNIQUE (league_id, number)
);

CREATE TABLE league_entrants (
    season_id  INTEGER NOT NULL REFERENCES league_seasons (id) ON DELETE CASCADE,
    user_id    BIGINT NOT NULL,
    joined_at  TEXT NOT NULL,
    left_at    TEXT,
    PRIMARY KEY (season_id, user_id)
);
CREATE INDEX league_entrants_by_user ON league_entrants (user_id, season_id);

CREATE TABLE league_tables (
    season_id  INTEGER NOT NULL REFERENCES league_seasons (id) ON DELETE CASCADE,
    round      INTEGER NOT NULL CHECK (round >= 1),
    tab        INTEGER NOT NULL CHECK (tab >= 1),
    game_id    INTEGER REFERENCES games (id),
    status     TEXT NOT NULL DEFAULT 'pending'
               CHECK (status IN ('pending', 'playing', 'finished', 'void', 'bye')),
    PRIMARY KEY (season_id, round, tab)
);
CREATE INDEX league_tables_by_game ON league_tables (game_id);

CREATE TABLE league_seats (
    season_id  INTEGER NOT NULL,
    round      INTEGER NOT NULL,
    tab        INTEGER NOT NULL,
    seat       INTEGER NOT NULL CHECK (seat >= 0),
    user_id    BIGINT NOT NULL,
    place      INTEGER,
    weakest    INTEGER,
    forfeited  INTEGER NOT NULL DEFAULT 0 CHECK (forfeited IN (0, 1)),
    PRIMARY KEY (season_id, round, tab, seat),
    FOREIGN KEY (season_id, round, tab)
        REFERENCES league_tables (season_id, round, tab) ON DELETE CASCADE
);
CREATE INDEX league_seats_by_user ON league_seats (season_id, user_id);
