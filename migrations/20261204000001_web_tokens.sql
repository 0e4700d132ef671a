-- The game's web page (`PUBLIC_URL/g/<token>`): an unguessable token (128 random bits,
-- hex), made when the game starts; NULL for a lobby and for games started before pages
-- existed (they get one the first time a page is asked for).
ALTER TABLE sessions ADD COLUMN web_token TEXT;
CREATE UNIQUE INDEX sessions_by_web_token ON sessions (web_token);
