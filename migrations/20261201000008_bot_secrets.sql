-- Values the bot keeps to itself, made once: `daily` seeds the server's daily voyages
-- (so nobody can compute tomorrow's voyage from its date).
CREATE TABLE bot_secrets (
    name  TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
