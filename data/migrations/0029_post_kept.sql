-- game_posts.kept: what a turn post says that stays true once the turn has passed (the
-- standings after it), kept when the post is superseded and loses its line of whose turn
-- it was. NULL for a post remembered before: its words are left as they are then.
ALTER TABLE game_posts ADD COLUMN kept TEXT;
