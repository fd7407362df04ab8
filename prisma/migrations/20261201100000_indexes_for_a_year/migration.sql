-- migrate: no-transaction
-- Indexes for reads and background work that must cost what their page costs with a year of
-- data. Built CONCURRENTLY, so that writes go on while they build: the migrator runs this file
-- statement by statement outside a transaction. A build that fails leaves an invalid index,
-- which each DROP below removes when the migration runs again.

-- GET /bots for an admin (every team), newest first; usage's bots_created of every team.
DROP INDEX CONCURRENTLY IF EXISTS "bots_created_at_id_idx";
CREATE INDEX CONCURRENTLY "bots_created_at_id_idx" ON "bots" ("created_at", "id");

-- GET /bots?status= and ?meeting_url= of a team, newest first.
DROP INDEX CONCURRENTLY IF EXISTS "bots_team_id_status_created_at_idx";
CREATE INDEX CONCURRENTLY "bots_team_id_status_created_at_idx" ON "bots" ("team_id", "status", "created_at");
DROP INDEX CONCURRENTLY IF EXISTS "bots_team_id_meeting_url_created_at_idx";
CREATE INDEX CONCURRENTLY "bots_team_id_meeting_url_created_at_idx" ON "bots" ("team_id", "meeting_url", "created_at");

-- The team_active_bots gauge: bots not yet terminal, per team.
DROP INDEX CONCURRENTLY IF EXISTS "bots_active_team_id_idx";
CREATE INDEX CONCURRENTLY "bots_active_team_id_idx" ON "bots" ("team_id")
  WHERE "status" NOT IN ('complete', 'failed', 'create_failed');

-- Usage's bot minutes: the bots whose recording started in a period.
DROP INDEX CONCURRENTLY IF EXISTS "bot_status_changes_recording_occurred_at_idx";
CREATE INDEX CONCURRENTLY "bot_status_changes_recording_occurred_at_idx"
  ON "bot_status_changes" ("occurred_at") WHERE "code" = 'in_call_recording';

-- Status history retention (STATUS_HISTORY_RETENTION_DAYS).
DROP INDEX CONCURRENTLY IF EXISTS "bot_status_changes_received_at_idx";
CREATE INDEX CONCURRENTLY "bot_status_changes_received_at_idx" ON "bot_status_changes" ("received_at");

-- Jobs of every team by creation (admin list, usage); live sessions not ended (gauge).
DROP INDEX CONCURRENTLY IF EXISTS "transcription_jobs_created_at_id_idx";
CREATE INDEX CONCURRENTLY "transcription_jobs_created_at_id_idx" ON "transcription_jobs" ("created_at", "id");
DROP INDEX CONCURRENTLY IF EXISTS "transcription_jobs_team_id_created_at_id_idx";
CREATE INDEX CONCURRENTLY "transcription_jobs_team_id_created_at_id_idx"
  ON "transcription_jobs" ("team_id", "created_at", "id");
DROP INDEX CONCURRENTLY IF EXISTS "transcription_jobs_open_live_idx";
CREATE INDEX CONCURRENTLY "transcription_jobs_open_live_idx" ON "transcription_jobs" ("team_id", "created_at")
  WHERE "kind" = 'live' AND "ended_at" IS NULL AND "deleted_at" IS NULL;

-- The admin archive list, newest first (of a state or all).
DROP INDEX CONCURRENTLY IF EXISTS "audio_archives_created_at_id_idx";
CREATE INDEX CONCURRENTLY "audio_archives_created_at_id_idx" ON "audio_archives" ("created_at", "id");
DROP INDEX CONCURRENTLY IF EXISTS "audio_archives_state_created_at_id_idx";
CREATE INDEX CONCURRENTLY "audio_archives_state_created_at_id_idx"
  ON "audio_archives" ("state", "created_at", "id");

-- The event log filtered by type; `since` resolved to a log position (the transaction ids of the
-- events written since then, read from the index alone).
DROP INDEX CONCURRENTLY IF EXISTS "team_events_team_id_type_xid_seq_idx";
CREATE INDEX CONCURRENTLY "team_events_team_id_type_xid_seq_idx" ON "team_events" ("team_id", "type", "xid", "seq");
DROP INDEX CONCURRENTLY IF EXISTS "team_events_type_xid_seq_idx";
CREATE INDEX CONCURRENTLY "team_events_type_xid_seq_idx" ON "team_events" ("type", "xid", "seq");
DROP INDEX CONCURRENTLY IF EXISTS "team_events_team_id_created_at_idx";
CREATE INDEX CONCURRENTLY "team_events_team_id_created_at_idx" ON "team_events" ("team_id", "created_at") INCLUDE ("xid");
DROP INDEX CONCURRENTLY IF EXISTS "team_events_created_at_xid_idx";
CREATE INDEX CONCURRENTLY "team_events_created_at_xid_idx" ON "team_events" ("created_at") INCLUDE ("xid");
DROP INDEX CONCURRENTLY IF EXISTS "team_events_created_at_idx";

-- A deletion's scrub of the events about one of a bot's STT jobs.
DROP INDEX CONCURRENTLY IF EXISTS "team_events_job_id_idx";
CREATE INDEX CONCURRENTLY "team_events_job_id_idx" ON "team_events" (("payload"->'data'->>'job_id'))
  WHERE "payload"->'data'->>'job_id' IS NOT NULL;

-- A deletion's scrub of the inbox: the vendors' events about one bot or one STT job.
DROP INDEX CONCURRENTLY IF EXISTS "webhook_events_meeting_bot_id_idx";
CREATE INDEX CONCURRENTLY "webhook_events_meeting_bot_id_idx" ON "webhook_events" (("payload"->'data'->>'bot_id'))
  WHERE "source" = 'meeting_bot';
DROP INDEX CONCURRENTLY IF EXISTS "webhook_events_stt_id_idx";
CREATE INDEX CONCURRENTLY "webhook_events_stt_id_idx" ON "webhook_events" (("payload"->>'id'))
  WHERE "source" = 'stt';
DROP INDEX CONCURRENTLY IF EXISTS "webhook_events_stt_payload_id_idx";
CREATE INDEX CONCURRENTLY "webhook_events_stt_payload_id_idx" ON "webhook_events" (("payload"->'payload'->>'id'))
  WHERE "source" = 'stt';
DROP INDEX CONCURRENTLY IF EXISTS "webhook_events_bot_scope_idx";
CREATE INDEX CONCURRENTLY "webhook_events_bot_scope_idx" ON "webhook_events" ("bot_scope") WHERE "bot_scope" IS NOT NULL;
DROP INDEX CONCURRENTLY IF EXISTS "webhook_events_team_scope_idx";
CREATE INDEX CONCURRENTLY "webhook_events_team_scope_idx" ON "webhook_events" ("team_scope") WHERE "team_scope" IS NOT NULL;

-- The admin inbox list (newest first, of a source or all) and the inbox retention.
DROP INDEX CONCURRENTLY IF EXISTS "webhook_events_received_at_idx";
CREATE INDEX CONCURRENTLY "webhook_events_received_at_idx" ON "webhook_events" ("received_at");
DROP INDEX CONCURRENTLY IF EXISTS "webhook_events_source_received_at_idx";
CREATE INDEX CONCURRENTLY "webhook_events_source_received_at_idx" ON "webhook_events" ("source", "received_at");
DROP INDEX CONCURRENTLY IF EXISTS "webhook_events_failed_received_at_idx";
CREATE INDEX CONCURRENTLY "webhook_events_failed_received_at_idx" ON "webhook_events" ("received_at")
  WHERE "outcome" = 'failed';

-- The late-event scrub: bots whose data was deleted lately.
DROP INDEX CONCURRENTLY IF EXISTS "bots_data_deleted_at_idx";
CREATE INDEX CONCURRENTLY "bots_data_deleted_at_idx" ON "bots" ("data_deleted_at") WHERE "data_deleted_at" IS NOT NULL;

-- Request counts of every team (usage) and their retention.
DROP INDEX CONCURRENTLY IF EXISTS "api_request_counts_window_start_idx";
CREATE INDEX CONCURRENTLY "api_request_counts_window_start_idx" ON "api_request_counts" ("window_start");

-- Retranscriptions of every team by creation (usage).
DROP INDEX CONCURRENTLY IF EXISTS "retranscriptions_created_at_idx";
CREATE INDEX CONCURRENTLY "retranscriptions_created_at_idx" ON "retranscriptions" ("created_at");

-- A bot's retranscriptions (its detail, its deletion).
DROP INDEX CONCURRENTLY IF EXISTS "retranscriptions_bot_id_idx";
CREATE INDEX CONCURRENTLY "retranscriptions_bot_id_idx" ON "retranscriptions" ("bot_id");

-- v1 transcripts still held on their bot's row as well as in its version 1: the sweep drops
-- that second copy (RecordRetention).
DROP INDEX CONCURRENTLY IF EXISTS "bots_transcript_held_idx";
CREATE INDEX CONCURRENTLY "bots_transcript_held_idx" ON "bots" ("id") WHERE "transcript" IS NOT NULL;
