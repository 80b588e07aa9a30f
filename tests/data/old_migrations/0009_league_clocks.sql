-- 0009: league games run on the game clocks of 0006 (issue 12 with issue 13).
--
-- A league's ``turn_hours`` becomes each of its games' clock: a fixed time per move,
-- a time-out leaves the game. Games opened from now on get it when they are created
-- (data/league_games.py); the league games still running get it here, so the
-- scheduler times them out (the separate league turn-limit sweep is gone).
-- ``away`` = 0: the league forbids vacations: a player's /genial away leaves the
-- clocks of this league's games running (data/clocks.py plans their turns without it).

ALTER TABLE leagues ADD COLUMN away INTEGER NOT NULL DEFAULT 1 CHECK (away IN (0, 1));

INSERT INTO game_clocks (game_id, kind, start_s, timeout_action)
SELECT t.game_id, 'fixed', l.turn_hours * 3600, 'leave'
FROM league_tables AS t
JOIN league_seasons AS s ON s.id = t.season_id
JOIN leagues AS l ON l.id = s.league_id
JOIN games AS g ON g.id = t.game_id
WHERE t.status = 'playing' AND g.status = 'active' AND l.turn_hours > 0
  AND NOT EXISTS (SELECT 1 FROM game_clocks AS c WHERE c.game_id = t.game_id);
