-- The event log was ordered by created_at, written from each replica's clock: a replica whose
-- clock ran late put its new events before those a reader had already seen. It is now ordered
-- by the writing transaction's id, then by a sequence; the log shows only events of
-- transactions older than every transaction still running (see the event log query), so
-- nothing can commit later into the part a reader has paged past. Existing events keep their
-- order: one transaction id (this migration's), sequence numbers by created_at.
ALTER TABLE "team_events" ADD COLUMN "xid" BIGINT NOT NULL DEFAULT (pg_current_xact_id())::text::bigint;
ALTER TABLE "team_events" ADD COLUMN "seq" BIGSERIAL NOT NULL;

UPDATE "team_events" AS e SET "seq" = o.n
  FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS n FROM "team_events") AS o
 WHERE e."id" = o."id";
SELECT setval(pg_get_serial_sequence('"team_events"', 'seq'),
              COALESCE((SELECT max("seq") FROM "team_events"), 0) + 1, false);

DROP INDEX "team_events_team_id_created_at_id_idx";
CREATE INDEX "team_events_team_id_xid_seq_idx" ON "team_events"("team_id", "xid", "seq");
CREATE INDEX "team_events_xid_seq_idx" ON "team_events"("xid", "seq");
