-- Which bot process holds a due deadline while it plays the default answer, and until
-- when (Unix ms): of several processes on one database exactly one acts on it. A claim
-- is void once its lease ends or its process stops renewing its heartbeat (`senders`),
-- so a deadline held by a process that died is taken up by another within seconds.
-- Setting a new deadline clears the claim.
ALTER TABLE sessions ADD COLUMN deadline_claimed_by BIGINT;
ALTER TABLE sessions ADD COLUMN deadline_claimed_until BIGINT;
