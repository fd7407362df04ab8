-- CreateTable
CREATE TABLE "uploads" (
    "id" UUID NOT NULL,
    "team_id" UUID NOT NULL,
    "upstream_id" TEXT NOT NULL,
    "audio_url" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "uploads_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "uploads_upstream_id_key" ON "uploads"("upstream_id");

-- CreateIndex
CREATE INDEX "uploads_team_id_idx" ON "uploads"("team_id");

-- AddForeignKey
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
