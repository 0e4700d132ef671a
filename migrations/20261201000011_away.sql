-- `/away`: until when a player is away (Unix ms), and why. Cleared when it passes or
-- with `/back`.
ALTER TABLE players ADD COLUMN away_until INTEGER;
ALTER TABLE players ADD COLUMN away_reason TEXT;
-- The away time each seat has spent against its game's deadlines (`away-days`).
ALTER TABLE seats ADD COLUMN away_used_ms INTEGER NOT NULL DEFAULT 0;
