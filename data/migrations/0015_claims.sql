-- Work that must happen once, done by whichever bot process claims it first (issue 28).
-- A claim is a lease: a process that claimed and died before finishing leaves a claim
-- that expires (claimed_until), and another process (or the same one restarted) takes
-- it over then; done_at is set once the work is done, and nobody takes it again.
--
-- claims: one row per piece of work, named by a unique key such as
--   'league-table:<season>:<round>:<table>'   a table's thread and first board,
--   'league-round:<season>:<round>'          the round's announcement,
--   'league-end:<season>'                    the season's final standings,
--   'record-notice:<game>'                   the damaged-record notice.
CREATE TABLE claims (
    claim_key      TEXT PRIMARY KEY,
    claimed_until  TEXT NOT NULL,
    done_at        TEXT,
    tries          INTEGER NOT NULL DEFAULT 1
);
-- Done claims are deleted after a while (their work is marked where it lives too: the
-- table's posted flag, the game's reminded_at and damage mark); this index finds them.
CREATE INDEX claims_done ON claims (done_at) WHERE done_at IS NOT NULL;
-- The scheduler's due events get the same lease: claimed (claimed_until set) before the
-- reminder is sent or the time-out applied, done (done_at) after; an event whose lease
-- ran out without done_at is due again.
ALTER TABLE due_events ADD COLUMN claimed_until TEXT;
