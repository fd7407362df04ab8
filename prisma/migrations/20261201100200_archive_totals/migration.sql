-- Archive tasks and their bytes per state, for GET /admin/archives/stats without reading every
-- task. A trigger appends a change row for each task written (-1 in the state it leaves, +1 in
-- the one it enters); readers add the rows up; the sweep folds them into one row per state. Rows
-- are only appended, so archival's transactions never wait on each other for a shared counter.
CREATE TABLE "archive_totals" (
  "id" BIGSERIAL NOT NULL,
  "state" "ArchiveState" NOT NULL,
  "tasks" BIGINT NOT NULL,
  "bytes" BIGINT NOT NULL,
  CONSTRAINT "archive_totals_pkey" PRIMARY KEY ("id")
);

CREATE FUNCTION "archive_totals_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "archive_totals" ("state", "tasks", "bytes")
    VALUES (OLD."state", -1, -coalesce(OLD."size_bytes", 0));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "archive_totals" ("state", "tasks", "bytes")
    VALUES (NEW."state", 1, coalesce(NEW."size_bytes", 0));
  END IF;
  RETURN NULL;
END $$;

-- The tasks as they are now, counted while writes wait (a second or so with a year of tasks).
LOCK TABLE "audio_archives" IN SHARE ROW EXCLUSIVE MODE;
INSERT INTO "archive_totals" ("state", "tasks", "bytes")
SELECT "state", count(*), coalesce(sum("size_bytes"), 0) FROM "audio_archives" GROUP BY "state";

CREATE TRIGGER "audio_archives_totals" AFTER INSERT OR DELETE ON "audio_archives"
  FOR EACH ROW EXECUTE FUNCTION "archive_totals_track"();
CREATE TRIGGER "audio_archives_totals_moved" AFTER UPDATE OF "state", "size_bytes" ON "audio_archives"
  FOR EACH ROW
  WHEN (OLD."state" IS DISTINCT FROM NEW."state" OR OLD."size_bytes" IS DISTINCT FROM NEW."size_bytes")
  EXECUTE FUNCTION "archive_totals_track"();
