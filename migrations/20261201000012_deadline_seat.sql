-- Whose decision the session's deadline is on: in games whose seats play on their own
-- (Aether Captains), each seat's clock runs from its own last move, and the session's
-- deadline is the earliest of them. NULL: the game's one decision (or the computer's).
ALTER TABLE sessions ADD COLUMN deadline_seat INTEGER;
-- Each seat's own deadline in the wait it belongs to: it runs from when that seat
-- began to wait, so another seat's move neither restarts nor spends it.
ALTER TABLE waits ADD COLUMN deadline_at INTEGER;
