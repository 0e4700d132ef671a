-- Languages. A table's language is its channel's choice (`/settings language:`), else
-- its server's, else the server's Discord locale when the game was made
-- (`sessions.lang`); English when none is known. A seat's language is its player's
-- Discord locale when they took the seat: what reaches them outside an interaction
-- (a reminder by direct message) is in it.
CREATE TABLE languages (
    place_id BIGINT  PRIMARY KEY, -- a channel's or a server's id
    lang     TEXT    NOT NULL     -- `en`, `pl` or `fr`
);
ALTER TABLE sessions ADD COLUMN lang TEXT;
ALTER TABLE seats ADD COLUMN lang TEXT;
