-- CreateTable: each team's bots not yet terminal, and its bots created on `day` (UTC, not
-- create_failed), kept by the triggers below on every write to "bots", so that the
-- max_active_bots and bots_per_day checks read one row instead of counting the team's bots.
CREATE TABLE "team_bot_counts" (
    "team_id" UUID NOT NULL,
    "active" INTEGER NOT NULL DEFAULT 0,
    "day" DATE NOT NULL DEFAULT (now() AT TIME ZONE 'UTC')::date,
    "today" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "team_bot_counts_pkey" PRIMARY KEY ("team_id")
);

ALTER TABLE "team_bot_counts" ADD CONSTRAINT "team_bot_counts_team_id_fkey"
    FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Every team has its row from the start: a bot create locks it to count.
INSERT INTO "team_bot_counts" ("team_id", "active", "day", "today")
SELECT t."id",
       (SELECT count(*) FROM "bots" b WHERE b."team_id" = t."id"
           AND b."status" NOT IN ('complete', 'failed', 'create_failed')),
       (now() AT TIME ZONE 'UTC')::date,
       (SELECT count(*) FROM "bots" b WHERE b."team_id" = t."id"
           AND b."status" <> 'create_failed'
           AND (b."created_at" AT TIME ZONE 'UTC')::date = (now() AT TIME ZONE 'UTC')::date)
  FROM "teams" t;

CREATE FUNCTION "team_bot_counts_new_team"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "team_bot_counts" ("team_id") VALUES (NEW."id") ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

CREATE TRIGGER "teams_bot_counts" AFTER INSERT ON "teams"
    FOR EACH ROW EXECUTE FUNCTION "team_bot_counts_new_team"();

-- A bot counts as active unless complete, failed or create_failed; towards its creation day
-- unless create_failed. Each insert, status change or delete moves the team's row by the
-- difference (the day's count only while that day is the row's day; a bot of a newer day
-- starts the count again).
CREATE FUNCTION "team_bot_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  team UUID;
  d_active INTEGER := 0;
  d_today INTEGER := 0;
  d_day DATE;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    d_active := d_active - (OLD."status" NOT IN ('complete', 'failed', 'create_failed'))::int;
    d_today := d_today - (OLD."status" <> 'create_failed')::int;
    d_day := (OLD."created_at" AT TIME ZONE 'UTC')::date;
    team := OLD."team_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    d_active := d_active + (NEW."status" NOT IN ('complete', 'failed', 'create_failed'))::int;
    d_today := d_today + (NEW."status" <> 'create_failed')::int;
    d_day := (NEW."created_at" AT TIME ZONE 'UTC')::date;
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

CREATE TRIGGER "bots_team_bot_counts" AFTER INSERT OR DELETE OR UPDATE OF "status" ON "bots"
    FOR EACH ROW EXECUTE FUNCTION "team_bot_counts_track"();
