-- AlterTable: sessions of the STT account the bridge did not create belong to no team.
ALTER TABLE "transcription_jobs" ALTER COLUMN "team_id" DROP NOT NULL;
