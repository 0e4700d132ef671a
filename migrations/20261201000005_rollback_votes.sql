-- A table vote to roll a game back to an earlier move (`/game rollback`): one open
-- vote per session. Any move (or a newer ask) voids it.
CREATE TABLE rollback_votes (
    session_id INTEGER PRIMARY KEY REFERENCES sessions (id),
    to_seq     INTEGER NOT NULL,            -- back to the state after this move
    at_seq     INTEGER NOT NULL,            -- the session's seq when asked
    asked_by   INTEGER NOT NULL,            -- the asking seat
    agreed     TEXT    NOT NULL DEFAULT '[]', -- seats that agreed, JSON
    created_at INTEGER NOT NULL
);
