-- What each bot process last saw working (Unix ms; NULL: not yet), written with its
-- heartbeat every second: its gateway connected, a pass of its outbox loop, a pass of
-- its deadline loop. `windward doctor` and `windward health` read them, so an operator
-- sees a stuck loop or a lost gateway.
ALTER TABLE senders ADD COLUMN started_at BIGINT;
ALTER TABLE senders ADD COLUMN gateway_ok BIGINT;
ALTER TABLE senders ADD COLUMN outbox_ok BIGINT;
ALTER TABLE senders ADD COLUMN deadlines_ok BIGINT;
