-- AlterEnum
ALTER TYPE "ArchiveState" ADD VALUE 'expired';
