-- Stand-ins after missed deadlines (`stand-in-after=N`): how many of a seat's
-- deadlines in a row ran out with its player silent (0 again after any move of
-- theirs), and which logged actions the computer played for an absent player.
ALTER TABLE seats ADD COLUMN missed BIGINT NOT NULL DEFAULT 0;
ALTER TABLE actions ADD COLUMN stand_in BIGINT NOT NULL DEFAULT 0;
