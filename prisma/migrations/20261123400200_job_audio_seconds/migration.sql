-- AlterTable: a finished job's audio length, from the vendor's metadata (usage reports).
ALTER TABLE "transcription_jobs" ADD COLUMN "audio_seconds" DOUBLE PRECISION;
