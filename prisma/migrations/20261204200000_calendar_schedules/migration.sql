-- Calendar schedules: one vendor bot per meeting, however many teams want it.

-- One row per meeting the bridge schedules a bot for (its normalised link and start time), made
-- at the vendor from one connection (the carrier: `connection_id`, `event_id`). `pending` until
-- the vendor took it (or between attempts), `scheduled`, `launched` once its bot is seen,
-- `failed` when the attempts ran out (kept, so that a sync does not make it again), `cancelled`.
-- `attempts` lists every attempt and move, for the teams to see.
CREATE TABLE "calendar_schedules" (
  "id" UUID NOT NULL,
  "meeting_key" TEXT NOT NULL,
  "meeting_url" TEXT NOT NULL,
  "start_time" TIMESTAMPTZ(3) NOT NULL,
  "state" TEXT NOT NULL,
  "connection_id" UUID,
  "event_id" TEXT,
  "attempts" JSONB NOT NULL DEFAULT '[]',
  "failures" INTEGER NOT NULL DEFAULT 0,
  "next_attempt_at" TIMESTAMPTZ(3),
  "upstream_bot_id" TEXT,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "updated_at" TIMESTAMPTZ(3) NOT NULL,
  CONSTRAINT "calendar_schedules_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "calendar_schedules_connection_id_fkey" FOREIGN KEY ("connection_id")
    REFERENCES "calendar_connections"("id") ON DELETE SET NULL ON UPDATE CASCADE
);
-- One schedule per meeting while it stands (a failed one stands: it is not made again).
CREATE UNIQUE INDEX "calendar_schedules_meeting_key"
  ON "calendar_schedules"("meeting_key") WHERE "state" IN ('pending', 'scheduled', 'launched', 'failed');
CREATE INDEX "calendar_schedules_state_start_time_idx"
  ON "calendar_schedules"("state", "start_time");

-- The teams whose rule (or decision) wants the meeting, each through its own calendar's event;
-- `bot_id` is the team's own bot once the vendor started the schedule's bot.
CREATE TABLE "calendar_subscriptions" (
  "schedule_id" UUID NOT NULL,
  "team_calendar_id" UUID NOT NULL,
  "team_id" UUID NOT NULL,
  "event_id" TEXT NOT NULL,
  "bot_id" UUID,
  "refused" TEXT,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "calendar_subscriptions_pkey" PRIMARY KEY ("schedule_id", "team_calendar_id"),
  CONSTRAINT "calendar_subscriptions_schedule_id_fkey" FOREIGN KEY ("schedule_id")
    REFERENCES "calendar_schedules"("id") ON DELETE CASCADE ON UPDATE CASCADE,
  CONSTRAINT "calendar_subscriptions_team_calendar_id_fkey" FOREIGN KEY ("team_calendar_id")
    REFERENCES "team_calendars"("id") ON DELETE CASCADE ON UPDATE CASCADE,
  CONSTRAINT "calendar_subscriptions_bot_id_fkey" FOREIGN KEY ("bot_id")
    REFERENCES "bots"("id") ON DELETE SET NULL ON UPDATE CASCADE
);
CREATE INDEX "calendar_subscriptions_team_calendar_id_idx"
  ON "calendar_subscriptions"("team_calendar_id");

-- A calendar bot is one vendor bot shared by the teams that wanted its meeting, each with its
-- own record: the vendor's id is unique per team, not overall.
DROP INDEX "bots_upstream_bot_id_key";
CREATE UNIQUE INDEX "bots_upstream_bot_id_team_id_key" ON "bots"("upstream_bot_id", "team_id");
CREATE INDEX "bots_upstream_bot_id_idx" ON "bots"("upstream_bot_id");
ALTER TABLE "bots" ADD COLUMN "calendar_schedule_id" UUID;
ALTER TABLE "bots" ADD CONSTRAINT "bots_calendar_schedule_id_fkey" FOREIGN KEY ("calendar_schedule_id")
  REFERENCES "calendar_schedules"("id") ON DELETE SET NULL ON UPDATE CASCADE;
