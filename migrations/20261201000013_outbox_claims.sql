-- Which sender holds an owed row while it delivers it, and until when (Unix ms): two
-- bot processes on one database never deliver a row twice, and a sender that died
-- mid-delivery frees its rows when the lease runs out.
ALTER TABLE outbox ADD COLUMN claimed_by INTEGER;
ALTER TABLE outbox ADD COLUMN claimed_until INTEGER;

-- The senders (bot processes) sharing this database, each alive while it renews its
-- row (every second while it runs). A claim by a sender that stopped renewing is void
-- at once: a restarted bot delivers what its predecessor held without waiting out the
-- lease.
CREATE TABLE senders (
    instance    INTEGER PRIMARY KEY,
    alive_until INTEGER NOT NULL
);
