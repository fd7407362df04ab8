-- A bot's recording is archived by the same tasks as a live session's audio: a task now
-- belongs to a transcription job or to a bot, and for a bot names the medium (audio or video)
-- and the vendor's signed URL it downloads from (refreshed from the vendor when it expires).
ALTER TABLE "audio_archives" ALTER COLUMN "job_id" DROP NOT NULL;
ALTER TABLE "audio_archives" ADD COLUMN "bot_id" UUID;
ALTER TABLE "audio_archives" ADD COLUMN "media" TEXT NOT NULL DEFAULT 'audio';
ALTER TABLE "audio_archives" ADD COLUMN "source_url" TEXT;
ALTER TABLE "audio_archives" ADD CONSTRAINT "audio_archives_bot_id_fkey"
  FOREIGN KEY ("bot_id") REFERENCES "bots"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "audio_archives" ADD CONSTRAINT "audio_archives_one_owner"
  CHECK (("job_id" IS NULL) <> ("bot_id" IS NULL));
ALTER TABLE "audio_archives" ADD CONSTRAINT "audio_archives_media_check"
  CHECK ("media" IN ('audio', 'video'));
CREATE UNIQUE INDEX "audio_archives_bot_id_media_key" ON "audio_archives" ("bot_id", "media");

-- A bot's transcripts, one row per version: the meeting-bot vendor's (version 1), then one per
-- retranscription. `utterances` is the bridge's own form; `raw` what the source sent.
CREATE TABLE "bot_transcripts" (
  "id" UUID NOT NULL,
  "bot_id" UUID NOT NULL,
  "version" INTEGER NOT NULL,
  "source" TEXT NOT NULL,
  "retranscription_id" UUID,
  "utterances" JSONB NOT NULL,
  "raw" JSONB,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "bot_transcripts_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "bot_transcripts_bot_id_version_key" ON "bot_transcripts" ("bot_id", "version");
CREATE UNIQUE INDEX "bot_transcripts_retranscription_id_key" ON "bot_transcripts" ("retranscription_id");
ALTER TABLE "bot_transcripts" ADD CONSTRAINT "bot_transcripts_bot_id_fkey"
  FOREIGN KEY ("bot_id") REFERENCES "bots"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "bot_transcripts" ADD CONSTRAINT "bot_transcripts_retranscription_id_fkey"
  FOREIGN KEY ("retranscription_id") REFERENCES "retranscriptions"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- A retranscription is the meeting-bot vendor's (`vendor`, v1 only) or the bridge's own STT
-- pre-recorded job on the archived audio (`stt`), with the STT parameters it was asked with.
ALTER TABLE "retranscriptions" ADD COLUMN "mode" TEXT NOT NULL DEFAULT 'vendor';
ALTER TABLE "retranscriptions" ADD COLUMN "job_id" UUID;
ALTER TABLE "retranscriptions" ADD COLUMN "parameters" JSONB;
ALTER TABLE "retranscriptions" ADD CONSTRAINT "retranscriptions_job_id_fkey"
  FOREIGN KEY ("job_id") REFERENCES "transcription_jobs"("id") ON DELETE SET NULL ON UPDATE CASCADE;
CREATE UNIQUE INDEX "retranscriptions_job_id_key" ON "retranscriptions" ("job_id");
