-- `/mygames`: a player's seats across every session, without scanning them all.
CREATE INDEX seats_by_user ON seats (user_id, session_id);
