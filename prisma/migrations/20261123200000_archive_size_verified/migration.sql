-- AlterTable
ALTER TABLE "audio_archives" ADD COLUMN "size_verified" BOOLEAN;
