-- The events about one bot (GET /events?bot_id=…), in log order.
CREATE INDEX "team_events_bot_id_xid_seq_idx"
  ON "team_events" (("payload"->'data'->>'bot_id'), "xid", "seq")
  WHERE "payload"->'data'->>'bot_id' IS NOT NULL;
