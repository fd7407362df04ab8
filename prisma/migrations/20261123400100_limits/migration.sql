-- AlterTable: a team's own limits; a name absent = the environment's default, null = no limit.
ALTER TABLE "teams" ADD COLUMN "limits" JSONB NOT NULL DEFAULT '{}';

-- CreateTable: API requests per team per minute (usage reports), and the requests_per_minute
-- tokens granted to replicas in that minute.
CREATE TABLE "api_request_counts" (
    "team_id" UUID NOT NULL,
    "window_start" TIMESTAMPTZ(3) NOT NULL,
    "count" INTEGER NOT NULL,
    "granted" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "api_request_counts_pkey" PRIMARY KEY ("team_id","window_start")
);

-- CreateTable: live sessions being created (counted by max_live_sessions until recorded).
CREATE TABLE "live_session_reservations" (
    "id" UUID NOT NULL,
    "team_id" UUID NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "live_session_reservations_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "live_session_reservations_team_id_idx" ON "live_session_reservations"("team_id");

-- CreateTable: pacing of calls to a vendor account (the earliest time of its next call).
CREATE TABLE "vendor_pace" (
    "vendor" TEXT NOT NULL,
    "next_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "vendor_pace_pkey" PRIMARY KEY ("vendor")
);

