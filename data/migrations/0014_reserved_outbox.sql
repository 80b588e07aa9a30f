-- Placeholder (lane shardwork): 0014 is the outbox migration being written at the same
-- time. Without it the numbering of this branch would have a gap; delete this file when
-- the real 0014 is merged.
SELECT 1;
