-- The start-up record check runs in the background in small batches; several processes
-- (or an old and a new one during an update) share the work: each batch is claimed with
-- a lease first, so every game is checked once. NULL: nobody holds it. A process that
-- died holding a batch leaves a lease that runs out, and the batch is checked again then.
ALTER TABLE games ADD COLUMN verify_claimed_until TEXT;
