-- A bot's meeting title, for people: given on POST /bots, or its calendar event's title.
ALTER TABLE "bots" ADD COLUMN "title" TEXT;
