-- Game sessions, their seats, and the append-only action log.
-- Discord ids are stored as INTEGER (snowflakes fit in 63 bits); seeds are u64 values
-- bit-cast to INTEGER. Timestamps are Unix milliseconds so the SQL stays portable.

CREATE TABLE sessions (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id        INTEGER,                 -- NULL in direct messages
    channel_id      INTEGER NOT NULL,
    kind            TEXT    NOT NULL,        -- engine GameKind id
    options         TEXT    NOT NULL,        -- `/game new` options, as typed
    seed            INTEGER NOT NULL,
    host_id         INTEGER NOT NULL,
    status          TEXT    NOT NULL CHECK (status IN ('lobby', 'active', 'finished', 'aborted')),
    seq             INTEGER NOT NULL DEFAULT 0,   -- actions applied since start
    snapshot        TEXT,                    -- engine Match JSON; NULL in the lobby
    snapshot_format INTEGER,
    created_at      INTEGER NOT NULL,
    updated_at      INTEGER NOT NULL
);

-- One open session per channel (threads are channels too).
CREATE UNIQUE INDEX sessions_one_open_per_channel
    ON sessions (channel_id) WHERE status IN ('lobby', 'active');
CREATE INDEX sessions_by_guild ON sessions (guild_id, status);

CREATE TABLE seats (
    session_id INTEGER NOT NULL REFERENCES sessions (id),
    seat       INTEGER NOT NULL,
    user_id    INTEGER NOT NULL,
    name       TEXT    NOT NULL,
    PRIMARY KEY (session_id, seat),
    UNIQUE (session_id, user_id)
);

-- The truth: replaying these from the seed rebuilds the snapshot.
CREATE TABLE actions (
    session_id INTEGER NOT NULL REFERENCES sessions (id),
    seq        INTEGER NOT NULL,
    seat       INTEGER NOT NULL,
    user_id    INTEGER NOT NULL,
    host       INTEGER NOT NULL,            -- 1 when taken with host powers
    action     TEXT    NOT NULL,            -- the game's action, JSON
    notation   TEXT    NOT NULL,            -- the same in text notation, for people
    created_at INTEGER NOT NULL,
    PRIMARY KEY (session_id, seq)
);
