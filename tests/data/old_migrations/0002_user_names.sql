-- 0002: the display name last seen for each Discord user, so that boards and
-- listings can name players without asking Discord (slow, rate-limited) on
-- every render. Names are public; nothing else about a user is kept.

CREATE TABLE user_names (
    user_id     INTEGER PRIMARY KEY,
    name        TEXT NOT NULL,
    updated_at  TEXT NOT NULL
);
