-- Bots remember the meeting-bot API they were created with (v1 or v2): leave, lookups and
-- events keep using it after a deployment switches MEETING_BOT_API_VERSION.
ALTER TABLE "bots" ADD COLUMN "api_version" TEXT NOT NULL DEFAULT 'v1';
-- v2 per-bot callbacks carry a secret in x-mb-secret: the sha256 of each one sent (one per
-- create attempt; the vendor's bot may come from any of them).
ALTER TABLE "bots" ADD COLUMN "callback_secret_hashes" TEXT[] NOT NULL DEFAULT '{}';
-- When the vendor last told the bridge about a v2 bot that has not ended (an event, or the
-- status poll's answer); null for the others. One silent for BOT_STATUS_POLL_MS is polled.
ALTER TABLE "bots" ADD COLUMN "vendor_seen_at" TIMESTAMPTZ(3);
CREATE INDEX "bots_vendor_seen_at_idx" ON "bots" ("vendor_seen_at");

-- Svix-signed account webhooks are deduplicated by their message id as well as by content.
ALTER TABLE "webhook_events" ADD COLUMN "message_id" TEXT;
CREATE UNIQUE INDEX "webhook_events_source_message_id_key" ON "webhook_events" ("source", "message_id");
-- A v2 per-bot callback may move that bot only.
ALTER TABLE "webhook_events" ADD COLUMN "bot_scope" UUID;
