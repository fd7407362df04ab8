-- Live meetings: a bot asked for a live transcript streams its audio to the bridge, which feeds
-- it to STT live sessions and keeps the final utterances as they come.

-- One per bot asked for it: who owns the bot's socket now (the owner and its epoch: a takeover
-- increments the epoch, and every write of an owner is fenced on it), who feeds the STT session
-- (a new owner starts feeding only once the previous feeder stopped or its lease ran out), the
-- number of finals kept (the next seq), and when the meeting was over.
CREATE TABLE "live_streams" (
  "bot_id" UUID NOT NULL,
  "team_id" UUID NOT NULL,
  "state" TEXT NOT NULL DEFAULT 'awaiting',
  "owner" TEXT,
  "owner_epoch" INTEGER NOT NULL DEFAULT 0,
  "feeding_epoch" INTEGER,
  "feeding_until" TIMESTAMPTZ(3),
  "finals" INTEGER NOT NULL DEFAULT 0,
  "stream_bytes" BIGINT NOT NULL DEFAULT 0,
  "started_at" TIMESTAMPTZ(3),
  "end_requested_at" TIMESTAMPTZ(3),
  "ended_at" TIMESTAMPTZ(3),
  "error" TEXT,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "live_streams_pkey" PRIMARY KEY ("bot_id"),
  CONSTRAINT "live_streams_bot_id_fkey" FOREIGN KEY ("bot_id") REFERENCES "bots"("id")
    ON DELETE CASCADE ON UPDATE CASCADE
);
-- The streams whose meeting is over and whose end is still to be done (the sweep's finisher).
CREATE INDEX "live_streams_unfinished_idx" ON "live_streams" ("end_requested_at")
  WHERE "end_requested_at" IS NOT NULL AND "ended_at" IS NULL;

-- The credential in a bot's streaming URL, one per create attempt: only its sha256 is kept.
CREATE TABLE "live_ingress_tokens" (
  "token_hash" CHAR(64) NOT NULL,
  "bot_id" UUID NOT NULL,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "live_ingress_tokens_pkey" PRIMARY KEY ("token_hash"),
  CONSTRAINT "live_ingress_tokens_bot_id_fkey" FOREIGN KEY ("bot_id") REFERENCES "bots"("id")
    ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "live_ingress_tokens_bot_id_idx" ON "live_ingress_tokens" ("bot_id");

-- The STT live sessions of a bot, one per segment: the session's socket URL (its token inside)
-- sealed with SECRETS_KEY while it may be resumed, where the segment starts in the live
-- transcript, and how much of its audio the vendor acknowledged.
CREATE TABLE "live_sessions" (
  "id" UUID NOT NULL,
  "bot_id" UUID NOT NULL,
  "job_id" UUID,
  "segment" INTEGER NOT NULL,
  "state" TEXT NOT NULL DEFAULT 'open',
  "url_sealed" TEXT,
  "offset_seconds" DOUBLE PRECISION NOT NULL DEFAULT 0,
  "acked_bytes" BIGINT NOT NULL DEFAULT 0,
  "started_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "ended_at" TIMESTAMPTZ(3),
  "end_reason" TEXT,
  CONSTRAINT "live_sessions_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "live_sessions_bot_id_fkey" FOREIGN KEY ("bot_id") REFERENCES "bots"("id")
    ON DELETE CASCADE ON UPDATE CASCADE,
  CONSTRAINT "live_sessions_job_id_fkey" FOREIGN KEY ("job_id")
    REFERENCES "transcription_jobs"("id") ON DELETE SET NULL ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "live_sessions_bot_id_segment_key" ON "live_sessions" ("bot_id", "segment");
CREATE UNIQUE INDEX "live_sessions_job_id_key" ON "live_sessions" ("job_id");

-- What the bot said about who speaks, placed in its session's audio (seconds).
CREATE TABLE "live_speaker_changes" (
  "id" UUID NOT NULL,
  "session_id" UUID NOT NULL,
  "at_seconds" DOUBLE PRECISION NOT NULL,
  "speaking" JSONB NOT NULL,
  "said_at" TIMESTAMPTZ(3),
  CONSTRAINT "live_speaker_changes_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "live_speaker_changes_session_id_fkey" FOREIGN KEY ("session_id")
    REFERENCES "live_sessions"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "live_speaker_changes_session_id_at_seconds_idx"
  ON "live_speaker_changes" ("session_id", "at_seconds");

-- Final utterances, numbered per bot without gaps (seq: the order and the resume key), each
-- once per session and vendor utterance id.
CREATE TABLE "live_utterances" (
  "bot_id" UUID NOT NULL,
  "seq" INTEGER NOT NULL,
  "session_id" UUID NOT NULL,
  "utterance_id" TEXT NOT NULL,
  "start_seconds" DOUBLE PRECISION NOT NULL,
  "end_seconds" DOUBLE PRECISION NOT NULL,
  "speaker" TEXT,
  "text" TEXT NOT NULL,
  "language" TEXT,
  "words" JSONB,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "live_utterances_pkey" PRIMARY KEY ("bot_id", "seq"),
  CONSTRAINT "live_utterances_bot_id_fkey" FOREIGN KEY ("bot_id") REFERENCES "bots"("id")
    ON DELETE CASCADE ON UPDATE CASCADE,
  CONSTRAINT "live_utterances_session_id_fkey" FOREIGN KEY ("session_id")
    REFERENCES "live_sessions"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "live_utterances_session_id_utterance_id_key"
  ON "live_utterances" ("session_id", "utterance_id");

-- Where the audio the bot's stream lost lies in the live transcript, and why.
CREATE TABLE "live_gaps" (
  "id" UUID NOT NULL,
  "bot_id" UUID NOT NULL,
  "from_seconds" DOUBLE PRECISION NOT NULL,
  "to_seconds" DOUBLE PRECISION NOT NULL,
  "reason" TEXT NOT NULL,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "live_gaps_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "live_gaps_bot_id_fkey" FOREIGN KEY ("bot_id") REFERENCES "bots"("id")
    ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "live_gaps_bot_id_from_seconds_idx" ON "live_gaps" ("bot_id", "from_seconds");
