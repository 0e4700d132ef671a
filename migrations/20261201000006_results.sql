-- What each seat got from a finished game, for `/stats`: derived from the final
-- snapshot's outcome (the app fills it in after a game ends, and at start for any
-- finished game that has none yet).
CREATE TABLE results (
    session_id  INTEGER NOT NULL REFERENCES sessions (id),
    seat        INTEGER NOT NULL,
    user_id     INTEGER NOT NULL,
    won         INTEGER NOT NULL,
    score       INTEGER,
    finished_at INTEGER NOT NULL,
    PRIMARY KEY (session_id, seat)
);
CREATE INDEX results_by_user ON results (user_id, finished_at);
