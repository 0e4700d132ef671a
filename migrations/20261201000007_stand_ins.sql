-- A player who ran out of time in a game with computer players: the computer plays
-- their seat until they are back (any command or click of theirs in the game).
ALTER TABLE seats ADD COLUMN stand_in INTEGER NOT NULL DEFAULT 0;
