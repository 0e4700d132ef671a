-- Each player's own settings, across servers (`/settings`).
CREATE TABLE players (
    user_id      INTEGER PRIMARY KEY,
    -- Hours before a reminder; NULL: the game's `remind-hours`; 0: never.
    remind_hours INTEGER,
    -- Reminders may also come by direct message.
    dm           INTEGER NOT NULL DEFAULT 1,
    -- Discord refused a direct message (50007): not tried again until `/settings dm:on`.
    dm_closed    INTEGER NOT NULL DEFAULT 0,
    -- An IANA time zone name, and quiet hours in it (from, to: hours 0-23).
    timezone     TEXT,
    quiet_from   INTEGER,
    quiet_to     INTEGER
);

-- What each game waits for from each seat, and when to remind them. Written with the
-- move that starts or ends the wait; read by the reminder sender.
CREATE TABLE waits (
    session_id INTEGER NOT NULL REFERENCES sessions (id),
    seat       INTEGER NOT NULL,
    -- When the wait began (or the seat last acted in it), Unix ms.
    since_at   INTEGER NOT NULL,
    -- The next reminder (NULL: none due: muted, never, or the ladder is done).
    remind_at  INTEGER,
    -- Reminders sent in this wait.
    reminders  INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (session_id, seat)
);
CREATE INDEX waits_due ON waits (remind_at) WHERE remind_at IS NOT NULL;

-- A board owed by a reminder carries its line, and pings whom it names even if they
-- are not the ones to act (the host, told of an absent player).
ALTER TABLE outbox ADD COLUMN note TEXT;
-- A direct message owed (kind 'dm'): to whom, and what.
ALTER TABLE outbox ADD COLUMN user_id INTEGER;
