-- 0004: ratings, leaderboards and profiles (issue 11).
--
-- rating_games: a game's choice made at /genial new (rated or casual), an
-- admin's exclusion, and the order in which its result was applied (seq:
-- ratings are a function of the results in this order, see community/ratings.py).
-- Games without a row (older ones) are casual.
-- rating_results: the final place of each player of a rated game (kept when it
-- is excluded, so that it can be included again).
-- rating_changes: the history, one row per player and counted game (before, after).
-- ratings: the current rating per server, edition and player (the last change),
-- with the counts the leaderboard shows.

CREATE TABLE rating_games (
    game_id   INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    rated     BOOLEAN NOT NULL,
    excluded  BOOLEAN NOT NULL DEFAULT FALSE,
    seq       INTEGER UNIQUE
);

CREATE TABLE rating_results (
    game_id  INTEGER NOT NULL REFERENCES rating_games (game_id) ON DELETE CASCADE,
    user_id  BIGINT NOT NULL,
    place    INTEGER NOT NULL CHECK (place >= 1),
    PRIMARY KEY (game_id, user_id)
);

CREATE TABLE rating_changes (
    game_id       INTEGER NOT NULL REFERENCES rating_games (game_id) ON DELETE CASCADE,
    user_id       BIGINT NOT NULL,
    mu_before     DOUBLE PRECISION NOT NULL,
    sigma_before  DOUBLE PRECISION NOT NULL,
    games_before  INTEGER NOT NULL,
    mu_after      DOUBLE PRECISION NOT NULL,
    sigma_after   DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
CREATE INDEX rating_changes_by_user ON rating_changes (user_id, game_id);

CREATE TABLE ratings (
    guild_id     BIGINT NOT NULL,
    edition      TEXT NOT NULL,
    user_id      BIGINT NOT NULL,
    mu           DOUBLE PRECISION NOT NULL,
    sigma        DOUBLE PRECISION NOT NULL,
    shown        INTEGER NOT NULL,
    games        INTEGER NOT NULL,
    wins         INTEGER NOT NULL,
    last_played  TEXT NOT NULL,
    PRIMARY KEY (guild_id, edition, user_id)
);
CREATE INDEX ratings_board ON ratings (guild_id, edition, shown DESC);
