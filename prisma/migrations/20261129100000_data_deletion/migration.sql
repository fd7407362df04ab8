-- An archive whose file was deleted on request (a bot's data deleted, a team offboarded); the
-- row stays, without its storage key.
ALTER TYPE "ArchiveState" ADD VALUE 'deleted';

-- A bot whose data deletion was asked for, and when each part of its data went: everything
-- (data_deleted_at), or what a team's retention expired (recordings, transcripts, the vendors'
-- copies).
ALTER TABLE "bots" ADD COLUMN "data_deletion_requested_at" TIMESTAMPTZ(3);
ALTER TABLE "bots" ADD COLUMN "data_deleted_at" TIMESTAMPTZ(3);
ALTER TABLE "bots" ADD COLUMN "recordings_deleted_at" TIMESTAMPTZ(3);
ALTER TABLE "bots" ADD COLUMN "transcripts_deleted_at" TIMESTAMPTZ(3);
ALTER TABLE "bots" ADD COLUMN "vendor_data_deleted_at" TIMESTAMPTZ(3);
CREATE INDEX "bots_team_id_ended_at_idx" ON "bots" ("team_id", "ended_at");

-- A team's retention (days per kind of data; absent = the environment's default, null = keep),
-- and when it was offboarded (the row stays so that usage history keeps its name).
ALTER TABLE "teams" ADD COLUMN "retention" JSONB NOT NULL DEFAULT '{}';
ALTER TABLE "teams" ADD COLUMN "offboarded_at" TIMESTAMPTZ(3);

-- Deletions: one row per bot and scope (everything, or one kind of data a retention expired),
-- and one per offboarded team for what belongs to no bot. Claimed like the other queues; the
-- steps are the receipt.
CREATE TABLE "data_deletions" (
  "id" UUID NOT NULL,
  "team_id" UUID NOT NULL,
  "bot_id" UUID,
  "subject_id" UUID NOT NULL,
  "scope" TEXT NOT NULL,
  "reason" TEXT NOT NULL,
  "requested_by" TEXT NOT NULL,
  "state" TEXT NOT NULL DEFAULT 'pending',
  "steps" JSONB NOT NULL,
  "attempts" INTEGER NOT NULL DEFAULT 0,
  "next_attempt_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "lease_owner" TEXT,
  "lease_expires_at" TIMESTAMPTZ(3),
  "last_error" TEXT,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "updated_at" TIMESTAMPTZ(3) NOT NULL,
  "completed_at" TIMESTAMPTZ(3),
  CONSTRAINT "data_deletions_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "data_deletions_scope_check"
    CHECK ("scope" IN ('all', 'recordings', 'transcripts', 'vendor_data', 'team')),
  CONSTRAINT "data_deletions_reason_check"
    CHECK ("reason" IN ('request', 'retention', 'offboarding')),
  CONSTRAINT "data_deletions_state_check" CHECK ("state" IN ('pending', 'completed')),
  CONSTRAINT "data_deletions_subject_check" CHECK (
    ("scope" = 'team' AND "bot_id" IS NULL AND "subject_id" = "team_id")
    OR ("scope" <> 'team' AND "bot_id" IS NOT NULL AND "subject_id" = "bot_id"))
);
CREATE UNIQUE INDEX "data_deletions_subject_id_scope_key" ON "data_deletions" ("subject_id", "scope");
CREATE INDEX "data_deletions_state_next_attempt_at_idx" ON "data_deletions" ("state", "next_attempt_at");
CREATE INDEX "data_deletions_team_id_created_at_idx" ON "data_deletions" ("team_id", "created_at");
CREATE INDEX "data_deletions_bot_id_idx" ON "data_deletions" ("bot_id");
ALTER TABLE "data_deletions" ADD CONSTRAINT "data_deletions_team_id_fkey"
  FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "data_deletions" ADD CONSTRAINT "data_deletions_bot_id_fkey"
  FOREIGN KEY ("bot_id") REFERENCES "bots"("id") ON DELETE CASCADE ON UPDATE CASCADE;
