-- The scheduler's next wake-up and its due events, read from an index (O(log n) in open
-- events). An event is due again when it is due and no live claim holds it: its "wake
-- time" is the later of due_at and claimed_until (claims: 0015). The expression index
-- holds exactly that for events not yet done, so data/due.py's next-due query reads one
-- entry and its due-until query a range; the expression is written exactly as the queries
-- write it (data/due.py WAKE_AT), which both planners need to match it.
DROP INDEX due_events_next;
CREATE INDEX due_events_wake ON due_events
    ((CASE WHEN claimed_until > due_at THEN claimed_until ELSE due_at END))
    WHERE done_at IS NULL;
-- The reminder sweep (data/listings.py due_reminders) reads active games whose turn was
-- not reminded yet: a partial index holds exactly those, so a sweep reads what it may
-- remind, not every active game whose turn is old (most of them reminded already). The
-- predicate is written as the query writes it, so both planners can use the index.
CREATE INDEX games_unreminded ON games (turn_started_at)
    WHERE status = 'active' AND (reminded_at IS NULL OR reminded_at < turn_started_at);
