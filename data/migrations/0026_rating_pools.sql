-- Rating pools beside the editions: a game in teams (the classic game for four, D-CL-9) is
-- rated in a pool of its own ("classic-teams"), never mixed with its edition's games of
-- players each alone.
--   rating_games.pool: the pool a game was rated in (NULL: its edition's own).
--   rating_results.team: the player's team in that game (NULL: alone); partners share a
--   team number and a place, and OpenSkill rates the teams (community.ratings).
ALTER TABLE rating_games ADD COLUMN pool TEXT;
ALTER TABLE rating_results ADD COLUMN team INTEGER;
