-- A deadline on the decision a game is waiting for (an attacked player's reply, say):
-- when `deadline_at` (Unix ms) passes and the session is still at `deadline_seq`, the
-- bot applies the game's default answer.
ALTER TABLE sessions ADD COLUMN deadline_at INTEGER;
ALTER TABLE sessions ADD COLUMN deadline_seq INTEGER;
CREATE INDEX sessions_by_deadline ON sessions (deadline_at) WHERE deadline_at IS NOT NULL;
