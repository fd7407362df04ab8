-- Calendars: teams connect calendars through the meeting-bot vendor (v2) and set rules for
-- which of their meetings get a bot.

-- One row per calendar connection at the vendor. The vendor account is shared by every team,
-- and it refuses a second connection of one calendar: teams that connect the same calendar
-- share its row (team_calendars counts them). `connecting` while the first team's request
-- calls the vendor (`vendor_calendar_id` null until it answers); `retired_at` once no team uses
-- it, until the vendor has deleted it. The OAuth credentials go to the vendor only.
CREATE TABLE "calendar_connections" (
  "id" UUID NOT NULL,
  "platform" TEXT NOT NULL,
  "raw_calendar_id" TEXT NOT NULL,
  "vendor_calendar_id" TEXT,
  "account_email" TEXT,
  "status" TEXT NOT NULL,
  "status_message" TEXT,
  "synced_at" TIMESTAMPTZ(3),
  "sync_error" TEXT,
  "subscription_expires_at" TIMESTAMPTZ(3),
  "reconciled_at" TIMESTAMPTZ(3),
  "retired_at" TIMESTAMPTZ(3),
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "updated_at" TIMESTAMPTZ(3) NOT NULL,
  CONSTRAINT "calendar_connections_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "calendar_connections_vendor_calendar_id_key"
  ON "calendar_connections"("vendor_calendar_id");
-- One live connection per calendar; a retired one may linger until the vendor deleted it.
CREATE UNIQUE INDEX "calendar_connections_calendar_key"
  ON "calendar_connections"("platform", "raw_calendar_id") WHERE "retired_at" IS NULL;
CREATE INDEX "calendar_connections_reconciled_at_idx" ON "calendar_connections"("reconciled_at");

-- A team's use of a connection: whose calendar it is (the owner, for the rule) and the rule.
CREATE TABLE "team_calendars" (
  "id" UUID NOT NULL,
  "team_id" UUID NOT NULL,
  "connection_id" UUID NOT NULL,
  "owner_email" TEXT NOT NULL,
  "rule" JSONB NOT NULL,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "updated_at" TIMESTAMPTZ(3) NOT NULL,
  CONSTRAINT "team_calendars_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "team_calendars_team_id_fkey" FOREIGN KEY ("team_id")
    REFERENCES "teams"("id") ON DELETE RESTRICT ON UPDATE CASCADE,
  CONSTRAINT "team_calendars_connection_id_fkey" FOREIGN KEY ("connection_id")
    REFERENCES "calendar_connections"("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "team_calendars_team_id_connection_id_key"
  ON "team_calendars"("team_id", "connection_id");
CREATE INDEX "team_calendars_connection_id_idx" ON "team_calendars"("connection_id");

-- The connection's events as the vendor last showed them (webhooks and reconcile passes read
-- them from it): what a rule decides on. `attendees` is null until the event's details were
-- read (the list and the webhooks carry neither attendees nor organizer).
CREATE TABLE "calendar_events" (
  "connection_id" UUID NOT NULL,
  "event_id" TEXT NOT NULL,
  "series_id" TEXT,
  "title" TEXT NOT NULL,
  "start_time" TIMESTAMPTZ(3) NOT NULL,
  "end_time" TIMESTAMPTZ(3) NOT NULL,
  "status" TEXT NOT NULL,
  "is_all_day" BOOLEAN NOT NULL DEFAULT false,
  "meeting_url" TEXT,
  "organizer_email" TEXT,
  "attendees" JSONB,
  "details_read_at" TIMESTAMPTZ(3),
  "updated_at" TIMESTAMPTZ(3) NOT NULL,
  CONSTRAINT "calendar_events_pkey" PRIMARY KEY ("connection_id", "event_id"),
  CONSTRAINT "calendar_events_connection_id_fkey" FOREIGN KEY ("connection_id")
    REFERENCES "calendar_connections"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "calendar_events_connection_id_start_time_idx"
  ON "calendar_events"("connection_id", "start_time");

-- A team's decision for one occurrence, over its rule.
CREATE TABLE "calendar_decisions" (
  "team_calendar_id" UUID NOT NULL,
  "event_id" TEXT NOT NULL,
  "record" BOOLEAN NOT NULL,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "calendar_decisions_pkey" PRIMARY KEY ("team_calendar_id", "event_id"),
  CONSTRAINT "calendar_decisions_team_calendar_id_fkey" FOREIGN KEY ("team_calendar_id")
    REFERENCES "team_calendars"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
