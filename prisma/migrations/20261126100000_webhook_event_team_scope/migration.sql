-- An STT event that came with a team's callback token (not WEBHOOK_TOKEN) may move that team's
-- jobs only; the team is kept beside the event for its processing.
ALTER TABLE "webhook_events" ADD COLUMN "team_scope" UUID;
