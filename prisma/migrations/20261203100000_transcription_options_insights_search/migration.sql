-- What the meeting said: transcription options per team and per bot, insights kept with each
-- transcript version, and full-text search over the latest version of each bot's transcript.

-- The team's defaults, in the bridge's own vocabulary (a bot's options are merged over them).
ALTER TABLE "teams" ADD COLUMN "transcription" JSONB NOT NULL DEFAULT '{}';
-- The options in force for the bot (its own over its team's at creation); null: none asked.
ALTER TABLE "bots" ADD COLUMN "transcription" JSONB;
-- The STT vendor's audio intelligence for the version (summary, chapters, entities, sentiment,
-- prompt answers, translations), normalised; null when the source gave none.
ALTER TABLE "bot_transcripts" ADD COLUMN "insights" JSONB;

-- One row per utterance of the latest transcript version of each bot, replaced when a version
-- is added and removed with the version (a deletion, a retention). `config` is the language's
-- text search configuration where the bot's language is known, `simple` otherwise. The document
-- also holds its team as a lexeme no query text can produce (`~team:<id>`): a team's search
-- intersects it with the words in the GIN index, rather than reading every team's matches.
CREATE TABLE "transcript_search" (
  "bot_id" UUID NOT NULL,
  "version" INTEGER NOT NULL,
  "ordinal" INTEGER NOT NULL,
  "team_id" UUID NOT NULL,
  "meeting_at" TIMESTAMPTZ(3) NOT NULL,
  "speaker" TEXT NOT NULL,
  "start_seconds" DOUBLE PRECISION NOT NULL,
  "end_seconds" DOUBLE PRECISION NOT NULL,
  "text" TEXT NOT NULL,
  "config" REGCONFIG NOT NULL,
  "document" TSVECTOR GENERATED ALWAYS AS (
    to_tsvector("config", "text") || array_to_tsvector(ARRAY['~team:' || "team_id"::text])
  ) STORED,
  CONSTRAINT "transcript_search_pkey" PRIMARY KEY ("bot_id", "version", "ordinal"),
  CONSTRAINT "transcript_search_version_fkey" FOREIGN KEY ("bot_id", "version")
    REFERENCES "bot_transcripts"("bot_id", "version") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "transcript_search_document_idx" ON "transcript_search" USING GIN ("document");

-- The configurations rows were indexed with: a search makes its query in each of these only.
CREATE TABLE "search_configs" (
  "config" REGCONFIG NOT NULL,
  CONSTRAINT "search_configs_pkey" PRIMARY KEY ("config")
);
