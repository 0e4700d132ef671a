-- Undo: whether the action's player may take it back (it drew no chance and showed
-- nothing new; see `Game::undoable`). Older actions cannot be taken back.
ALTER TABLE actions ADD COLUMN undoable INTEGER NOT NULL DEFAULT 0;
