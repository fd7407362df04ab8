-- Claiming a message changes only columns no index covers (attempts, lease owner and expiry).
-- With room left on each page, PostgreSQL updates such a row in place (a HOT update): no new
-- index entries, and no dead ones for the next claim's scan of the due messages to step over.
ALTER TABLE "webhook_messages" SET (fillfactor = 80);
