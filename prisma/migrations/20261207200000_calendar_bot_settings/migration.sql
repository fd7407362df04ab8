-- A calendar bot serves every team that has the meeting: its name, entry message and recording
-- mode are the bridge's now, not the rule's. A rule keeps its transcription options only.
UPDATE "team_calendars"
   SET "rule" = jsonb_set("rule", '{bot}',
                          CASE WHEN "rule"->'bot' ? 'transcription'
                               THEN jsonb_build_object('transcription', "rule"->'bot'->'transcription')
                               ELSE '{}'::jsonb END)
 WHERE "rule"->'bot' ?| ARRAY['bot_name', 'entry_message', 'recording_mode'];
