-- Fair play: a random salt, fixed when the lobby opens, so that the seed's commitment
-- (SHA-256 of salt and seed, shown when the game starts) cannot be reversed by trying
-- seeds. Both are revealed when the game ends. NULL for sessions from before.
ALTER TABLE sessions ADD COLUMN seed_salt TEXT;
