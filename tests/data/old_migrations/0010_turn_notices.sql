-- A turn that begins inside the player's quiet hours is announced when they end:
-- due_events gains the kind 'turn'. The CHECK constraint changes, so the table is
-- rebuilt (portable: SQLite cannot alter a CHECK, PostgreSQL accepts the same steps).
CREATE TABLE due_events_new (
    game_id          INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    turn_started_at  TEXT NOT NULL,
    kind             TEXT NOT NULL
                     CHECK (kind IN ('turn', 'half', 'tenth', 'last-warning', 'timeout')),
    seat             INTEGER NOT NULL,
    user_id          BIGINT NOT NULL,
    due_at           TEXT NOT NULL,
    done_at          TEXT,
    PRIMARY KEY (game_id, turn_started_at, user_id, kind)
);
INSERT INTO due_events_new (game_id, turn_started_at, kind, seat, user_id, due_at, done_at)
    SELECT game_id, turn_started_at, kind, seat, user_id, due_at, done_at FROM due_events;
DROP TABLE due_events;
ALTER TABLE due_events_new RENAME TO due_events;
CREATE INDEX due_events_next ON due_events (due_at) WHERE done_at IS NULL;
