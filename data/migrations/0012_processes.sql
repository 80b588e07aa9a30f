-- Several bot processes on one database (issue 28).
-- bot_state: small facts every process shares, one row per name:
--   'settings'      n: bumped whenever a server's settings change, so that every other
--                   process reloads what it keeps of them (the server languages);
--   'command_tree'  value: the hash of the command tree last synced with Discord, so
--                   that a start syncs only when the command set changed.
CREATE TABLE bot_state (
    name        TEXT PRIMARY KEY,
    value       TEXT NOT NULL DEFAULT '',
    n           BIGINT NOT NULL DEFAULT 0,
    updated_at  TEXT NOT NULL DEFAULT ''
);
