-- migrate: no-transaction
-- The event worker's claim: the endpoints with pending messages, one probe each, and each one's
-- oldest due messages, so that what a claim reads follows how many endpoints wait, not how many
-- messages an endpoint it passes over (disabled, or at its cap) has waiting. Built CONCURRENTLY:
-- deliveries go on while it builds.
DROP INDEX CONCURRENTLY IF EXISTS "webhook_messages_pending_endpoint_id_next_attempt_at_idx";
CREATE INDEX CONCURRENTLY "webhook_messages_pending_endpoint_id_next_attempt_at_idx"
  ON "webhook_messages" ("endpoint_id", "next_attempt_at") WHERE "status" = 'pending';
