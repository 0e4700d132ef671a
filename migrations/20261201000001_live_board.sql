-- The live board: the one channel message that shows a game as it stands. Moves edit
-- it in place; a new board is posted (and this one retired) only when someone new must
-- act. Kept here so a restart goes on editing the same message.
ALTER TABLE sessions ADD COLUMN board_message_id INTEGER;
-- The live board narrates the actions after this seq (for a new turn: since the
-- pinged player last acted).
ALTER TABLE sessions ADD COLUMN board_seq INTEGER;

-- What each action did, as the public saw it: a JSON array of lines with seat tags
-- (names are filled in when shown). The live board and turn summaries read it.
ALTER TABLE actions ADD COLUMN narration TEXT NOT NULL DEFAULT '[]';

-- Private news: what a move told one seat only, when that seat did not make the move
-- (a card taken from their hand). Shown once, marked as new, in their private view.
CREATE TABLE private_news (
    session_id INTEGER NOT NULL REFERENCES sessions (id),
    seq        INTEGER NOT NULL,
    seat       INTEGER NOT NULL,
    text       TEXT    NOT NULL
);
CREATE INDEX private_news_by_seat ON private_news (session_id, seat, seq);

-- The seq up to which each seat has seen their private news.
ALTER TABLE seats ADD COLUMN news_seen_seq INTEGER NOT NULL DEFAULT 0;

-- The seq whose state the live board shows now. A move that changes nothing public
-- still edits the board when the board is behind (an edit skipped for a newer one).
ALTER TABLE sessions ADD COLUMN board_shown_seq INTEGER;
