-- A create that failed and is tried again (a replayed Idempotency-Key) is a new bot for the
-- limits: it counts towards the bots_per_day of the day it is tried again, so the day a bot
-- counts towards is the day of its latest create attempt, no longer the day of its row.
ALTER TABLE "bots" ADD COLUMN "attempted_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now();
UPDATE "bots" SET "attempted_at" = "created_at";

CREATE OR REPLACE FUNCTION "team_bot_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  team UUID;
  d_active INTEGER := 0;
  d_today INTEGER := 0;
  d_day DATE;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    d_active := d_active - (OLD."status" NOT IN ('complete', 'failed', 'create_failed'))::int;
    d_today := d_today - (OLD."status" <> 'create_failed')::int;
    d_day := (OLD."attempted_at" AT TIME ZONE 'UTC')::date;
    team := OLD."team_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    d_active := d_active + (NEW."status" NOT IN ('complete', 'failed', 'create_failed'))::int;
    d_today := d_today + (NEW."status" <> 'create_failed')::int;
    d_day := (NEW."attempted_at" AT TIME ZONE 'UTC')::date;
    team := NEW."team_id";
  END IF;
  IF d_active = 0 AND d_today = 0 THEN
    RETURN NULL;
  END IF;
  UPDATE "team_bot_counts" SET
    "active" = greatest("active" + d_active, 0),
    "today" = CASE WHEN "day" = d_day THEN greatest("today" + d_today, 0)
                   WHEN "day" < d_day THEN greatest(d_today, 0)
                   ELSE "today" END,
    "day" = greatest("day", d_day)
  WHERE "team_id" = team;
  RETURN NULL;
END $$;
