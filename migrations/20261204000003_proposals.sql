-- Co-operative plans (`plan=together`): a player's move proposed to the table, one
-- open proposal per seat. It is played when every other active player agrees, or
-- when its seat's deadline passes without an objection; an objection, a move of the
-- seat's, or a rollback removes it.
CREATE TABLE proposals (
    session_id INTEGER NOT NULL REFERENCES sessions (id),
    seat       INTEGER NOT NULL,              -- the proposer's
    seq        INTEGER NOT NULL,              -- the session's seq when proposed
    notation   TEXT    NOT NULL,              -- the move, as the proposer gave it
    label      TEXT    NOT NULL,              -- the move in words, as the table sees it
    agreed     TEXT    NOT NULL DEFAULT '[]', -- seats that agreed, JSON
    created_at INTEGER NOT NULL,
    PRIMARY KEY (session_id, seat)
);
