-- A co-operative plan of several moves (`plan=together`) is one move for the log and
-- for undo: each of its actions names the seq of the plan's first (NULL otherwise).
ALTER TABLE actions ADD COLUMN plan_from BIGINT;
