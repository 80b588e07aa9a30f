-- Placeholder (lane shardwork): 0015 belongs to another lane; delete this file when the
-- real 0015 is merged.
SELECT 1;
