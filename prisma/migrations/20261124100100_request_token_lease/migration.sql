-- AlterTable: the tokens of the minute's last requests_per_minute lease, so that one statement
-- both grants a lease and answers its size.
ALTER TABLE "api_request_counts" ADD COLUMN "last_lease" INTEGER NOT NULL DEFAULT 0;
