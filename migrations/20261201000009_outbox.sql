-- The outbox: what the bot owes a channel, written in the same transaction as the move
-- that owes it. A sender delivers each row, retries with backoff while Discord does not
-- answer, and marks it sent; after a restart it sends what is still owed.
--
-- `kind` is 'board': a new live board that pings `seats` (a JSON array of seats; NULL
-- for "whoever the game waits for", as the first board of a game does). Rows owed by
-- one session are delivered together, in order, as one board of the state it is in.
CREATE TABLE outbox (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    session_id  INTEGER NOT NULL REFERENCES sessions (id),
    seq         INTEGER NOT NULL,
    kind        TEXT    NOT NULL,
    seats       TEXT,
    created_at  INTEGER NOT NULL,
    -- Not before this (Unix ms): the move's own answer delivers at once; the sender
    -- only takes rows that are late, or left by a crash.
    due_at      INTEGER NOT NULL,
    attempts    INTEGER NOT NULL DEFAULT 0,
    last_error  TEXT,
    sent_at     INTEGER,
    -- The channel message that delivered it (NULL when given up: the channel is gone).
    message_id  INTEGER
);
CREATE INDEX outbox_owed ON outbox (due_at) WHERE sent_at IS NULL;
CREATE INDEX outbox_by_session ON outbox (session_id, id) WHERE sent_at IS NULL;
