-- Usage per team and UTC day, rolled up by the sweep once the day has settled (USAGE_SETTLE_DAYS
-- after it ended): reports read whole rolled days from here and compute the rest from the rows
-- the features keep. A year's report then reads a row per team and day, and what retention
-- deletes later (status history, request counts) stays counted.
CREATE TABLE "usage_days" (
  "team_id" UUID NOT NULL,
  "day" DATE NOT NULL,
  "bots_created" DOUBLE PRECISION NOT NULL DEFAULT 0,
  "bot_minutes" DOUBLE PRECISION NOT NULL DEFAULT 0,
  "live_sessions" DOUBLE PRECISION NOT NULL DEFAULT 0,
  "live_audio_seconds" DOUBLE PRECISION NOT NULL DEFAULT 0,
  "pre_recorded_jobs" DOUBLE PRECISION NOT NULL DEFAULT 0,
  "pre_recorded_audio_seconds" DOUBLE PRECISION NOT NULL DEFAULT 0,
  "retranscriptions" DOUBLE PRECISION NOT NULL DEFAULT 0,
  "archived_bytes" DOUBLE PRECISION NOT NULL DEFAULT 0,
  "recording_bytes" DOUBLE PRECISION NOT NULL DEFAULT 0,
  "api_requests" DOUBLE PRECISION NOT NULL DEFAULT 0,
  CONSTRAINT "usage_days_pkey" PRIMARY KEY ("team_id", "day")
);
CREATE INDEX "usage_days_day_idx" ON "usage_days" ("day");
ALTER TABLE "usage_days" ADD CONSTRAINT "usage_days_team_id_fkey"
  FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The first day not rolled up yet: one row, written with the days it moves past.
CREATE TABLE "usage_rollup" (
  "id" INTEGER NOT NULL DEFAULT 1,
  "through" DATE NOT NULL,
  CONSTRAINT "usage_rollup_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "usage_rollup_one_row" CHECK ("id" = 1)
);
