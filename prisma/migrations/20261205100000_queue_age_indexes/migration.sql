-- The oldest unfinished retranscription and deletion, for /metrics (queue_oldest_item_age_seconds):
-- one index probe per state instead of reading every unfinished row.
CREATE INDEX "retranscriptions_state_created_at_idx" ON "retranscriptions"("state", "created_at");
CREATE INDEX "data_deletions_state_created_at_idx" ON "data_deletions"("state", "created_at");
