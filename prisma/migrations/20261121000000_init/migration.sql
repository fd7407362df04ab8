-- CreateEnum
CREATE TYPE "ApiKeyRole" AS ENUM ('member', 'admin');

-- CreateEnum
CREATE TYPE "JobKind" AS ENUM ('live', 'pre_recorded', 'legacy');

-- CreateEnum
CREATE TYPE "WebhookSource" AS ENUM ('stt', 'meeting_bot');

-- CreateEnum
CREATE TYPE "ArchiveState" AS ENUM ('pending', 'in_progress', 'archived', 'gone', 'unauthorized', 'failed');

-- CreateEnum
CREATE TYPE "RetranscriptionState" AS ENUM ('requested', 'accepted', 'rejected', 'completed', 'failed');

-- CreateTable
CREATE TABLE "teams" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "teams_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "api_keys" (
    "id" UUID NOT NULL,
    "team_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "role" "ApiKeyRole" NOT NULL DEFAULT 'member',
    "key_hash" CHAR(64) NOT NULL,
    "prefix" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_used_at" TIMESTAMPTZ(3),
    "revoked_at" TIMESTAMPTZ(3),

    CONSTRAINT "api_keys_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "bots" (
    "id" UUID NOT NULL,
    "team_id" UUID NOT NULL,
    "upstream_bot_id" TEXT,
    "meeting_url" TEXT NOT NULL,
    "bot_name" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "request" JSONB NOT NULL,
    "idempotency_key" TEXT,
    "request_hash" CHAR(64),
    "last_error" TEXT,
    "transcript" JSONB,
    "speakers" JSONB,
    "mp4_url" TEXT,
    "media_seen_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "ended_at" TIMESTAMPTZ(3),

    CONSTRAINT "bots_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "bot_status_changes" (
    "id" UUID NOT NULL,
    "bot_id" UUID NOT NULL,
    "code" TEXT NOT NULL,
    "occurred_at" TIMESTAMPTZ(3) NOT NULL,
    "received_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "payload" JSONB NOT NULL,

    CONSTRAINT "bot_status_changes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "transcription_jobs" (
    "id" UUID NOT NULL,
    "kind" "JobKind" NOT NULL,
    "upstream_id" TEXT NOT NULL,
    "team_id" UUID NOT NULL,
    "bot_id" UUID,
    "status" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "ended_at" TIMESTAMPTZ(3),
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "transcription_jobs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "retranscriptions" (
    "id" UUID NOT NULL,
    "bot_id" UUID,
    "upstream_bot_id" TEXT NOT NULL,
    "team_id" UUID,
    "requested_by_key_id" UUID,
    "requested_by" TEXT NOT NULL,
    "state" "RetranscriptionState" NOT NULL DEFAULT 'requested',
    "idempotency_key" TEXT,
    "request_hash" CHAR(64),
    "vendor_status" INTEGER,
    "vendor_response" JSONB,
    "result" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "completed_at" TIMESTAMPTZ(3),

    CONSTRAINT "retranscriptions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "webhook_events" (
    "id" UUID NOT NULL,
    "source" "WebhookSource" NOT NULL,
    "kind" TEXT NOT NULL,
    "dedup_key" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "received_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "processed_at" TIMESTAMPTZ(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,

    CONSTRAINT "webhook_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "audio_archives" (
    "id" UUID NOT NULL,
    "job_id" UUID NOT NULL,
    "state" "ArchiveState" NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lease_owner" TEXT,
    "lease_expires_at" TIMESTAMPTZ(3),
    "storage_key" TEXT,
    "size_bytes" BIGINT,
    "sha256" CHAR(64),
    "content_type" TEXT,
    "last_error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "archived_at" TIMESTAMPTZ(3),

    CONSTRAINT "audio_archives_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "teams_name_key" ON "teams"("name");

-- CreateIndex
CREATE UNIQUE INDEX "api_keys_key_hash_key" ON "api_keys"("key_hash");

-- CreateIndex
CREATE INDEX "api_keys_team_id_idx" ON "api_keys"("team_id");

-- CreateIndex
CREATE UNIQUE INDEX "bots_upstream_bot_id_key" ON "bots"("upstream_bot_id");

-- CreateIndex
CREATE INDEX "bots_team_id_created_at_idx" ON "bots"("team_id", "created_at");

-- CreateIndex
CREATE INDEX "bots_status_idx" ON "bots"("status");

-- CreateIndex
CREATE UNIQUE INDEX "bots_team_id_idempotency_key_key" ON "bots"("team_id", "idempotency_key");

-- CreateIndex
CREATE INDEX "bot_status_changes_bot_id_occurred_at_idx" ON "bot_status_changes"("bot_id", "occurred_at");

-- CreateIndex
CREATE UNIQUE INDEX "bot_status_changes_bot_id_code_occurred_at_key" ON "bot_status_changes"("bot_id", "code", "occurred_at");

-- CreateIndex
CREATE INDEX "transcription_jobs_team_id_kind_created_at_idx" ON "transcription_jobs"("team_id", "kind", "created_at");

-- CreateIndex
CREATE INDEX "transcription_jobs_bot_id_idx" ON "transcription_jobs"("bot_id");

-- CreateIndex
CREATE INDEX "transcription_jobs_kind_status_idx" ON "transcription_jobs"("kind", "status");

-- CreateIndex
CREATE UNIQUE INDEX "transcription_jobs_kind_upstream_id_key" ON "transcription_jobs"("kind", "upstream_id");

-- CreateIndex
CREATE UNIQUE INDEX "retranscriptions_idempotency_key_key" ON "retranscriptions"("idempotency_key");

-- CreateIndex
CREATE INDEX "retranscriptions_upstream_bot_id_created_at_idx" ON "retranscriptions"("upstream_bot_id", "created_at");

-- CreateIndex
CREATE INDEX "webhook_events_processed_at_received_at_idx" ON "webhook_events"("processed_at", "received_at");

-- CreateIndex
CREATE UNIQUE INDEX "webhook_events_source_dedup_key_key" ON "webhook_events"("source", "dedup_key");

-- CreateIndex
CREATE UNIQUE INDEX "audio_archives_job_id_key" ON "audio_archives"("job_id");

-- CreateIndex
CREATE INDEX "audio_archives_state_next_attempt_at_idx" ON "audio_archives"("state", "next_attempt_at");

-- CreateIndex
CREATE INDEX "audio_archives_state_lease_expires_at_idx" ON "audio_archives"("state", "lease_expires_at");

-- CreateIndex
CREATE INDEX "audio_archives_archived_at_idx" ON "audio_archives"("archived_at");

-- AddForeignKey
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bots" ADD CONSTRAINT "bots_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bot_status_changes" ADD CONSTRAINT "bot_status_changes_bot_id_fkey" FOREIGN KEY ("bot_id") REFERENCES "bots"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "transcription_jobs" ADD CONSTRAINT "transcription_jobs_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "transcription_jobs" ADD CONSTRAINT "transcription_jobs_bot_id_fkey" FOREIGN KEY ("bot_id") REFERENCES "bots"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "retranscriptions" ADD CONSTRAINT "retranscriptions_bot_id_fkey" FOREIGN KEY ("bot_id") REFERENCES "bots"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "retranscriptions" ADD CONSTRAINT "retranscriptions_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "audio_archives" ADD CONSTRAINT "audio_archives_job_id_fkey" FOREIGN KEY ("job_id") REFERENCES "transcription_jobs"("id") ON DELETE CASCADE ON UPDATE CASCADE;
