-- 0007: computer players (issue 10).
--
-- computer_seats: a seat played by the computer, at a level. Two kinds of rows:
--   * a computer added at /genial new or in the lobby sits in an ordinary seats row
--     with a synthetic user id below zero (-1, -2, ...: Discord ids are positive, so
--     they never collide), named by the bot ("Ada", "Blaise", ...);
--   * a person whose turn timed out in a game opened with on_timeout = a level keeps
--     their own seats row (and user id); this row says the computer plays it from now on.
-- Whether a computer is to move is derived, never stored: the game is active and its
-- current_user_id has a computer_seats row. Removing the seat removes the row.
-- computer_options: the choices made at /genial new: the level of computers added in the
-- lobby and of a take-over, what a time-out does (the player leaves, or a computer plays
-- on), whether /genial hint is allowed (games without a row: normal, leave, no hints).

CREATE TABLE computer_seats (
    game_id  INTEGER NOT NULL,
    user_id  BIGINT NOT NULL,
    level    TEXT NOT NULL CHECK (level IN ('easy', 'normal', 'strong')),
    since    TEXT NOT NULL,
    PRIMARY KEY (game_id, user_id),
    FOREIGN KEY (game_id, user_id) REFERENCES seats (game_id, user_id) ON DELETE CASCADE
);

CREATE TABLE computer_options (
    game_id     INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    level       TEXT NOT NULL DEFAULT 'normal' CHECK (level IN ('easy', 'normal', 'strong')),
    on_timeout  TEXT NOT NULL DEFAULT 'leave' CHECK (on_timeout IN ('leave', 'computer')),
    hints       BOOLEAN NOT NULL DEFAULT FALSE
);
