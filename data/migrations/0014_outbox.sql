-- The outbox (issue 26): what the bot owes the players after a change of state is written
-- in the SAME transaction as the change, and a deliverer sends it, marks it and retries it.
-- deliveries: one row per committed move (kind 'turn'): the game version it announces,
--   the moves it covers (from_version + 1 .. version), who acted and whose turn it was.
--   state: 'pending' until sent ('sent'), or 'failed' once given up (after many attempts).
--   claimed_by / claimed_until: the process delivering it now (a lease: a process that
--   dies mid-delivery leaves a claim that expires). steps: the parts done already, so a
--   retry does not repeat them ('dm' sent, or 'mention' chosen for the post).
CREATE TABLE deliveries (
    id              {{id}},
    guild_id        BIGINT NOT NULL,
    game_id         BIGINT NOT NULL,
    kind            TEXT NOT NULL,
    version         INTEGER NOT NULL,
    from_version    INTEGER NOT NULL,
    actor_seat      INTEGER NOT NULL,
    previous_user   BIGINT,
    state           TEXT NOT NULL DEFAULT 'pending',
    attempts        INTEGER NOT NULL DEFAULT 0,
    due_at          TEXT NOT NULL,
    claimed_by      TEXT,
    claimed_until   TEXT,
    steps           TEXT NOT NULL DEFAULT '',
    message_id      BIGINT,
    error           TEXT NOT NULL DEFAULT '',
    created_at      TEXT NOT NULL,
    sent_at         TEXT
);
CREATE UNIQUE INDEX deliveries_key ON deliveries (game_id, kind, version);
CREATE INDEX deliveries_pending ON deliveries (due_at) WHERE state = 'pending';
-- game_posts: each game's latest turn post (the one with the live button). ``chain`` = 1
-- while the same player's turn goes on (a bonus, a swap decision, a roll): the next
-- delivery then edits this post instead of posting a new one; ``lines`` are its lines.
CREATE TABLE game_posts (
    game_id     BIGINT PRIMARY KEY,
    channel_id  BIGINT NOT NULL,
    message_id  BIGINT NOT NULL,
    version     INTEGER NOT NULL,
    lines       TEXT NOT NULL DEFAULT '[]',
    chain       INTEGER NOT NULL DEFAULT 0
);
-- guild_alerts: a server's admins are told once about a problem they must fix (the bot
-- may not post in threads, or anywhere): the row is claimed before the message is sent.
CREATE TABLE guild_alerts (
    guild_id    BIGINT NOT NULL,
    kind        TEXT NOT NULL,
    told_at     TEXT NOT NULL,
    PRIMARY KEY (guild_id, kind)
);
