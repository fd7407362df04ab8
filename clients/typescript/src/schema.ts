/**
 * The bridge's API as TypeScript types, generated from its OpenAPI document (openapi.json beside
 * this folder) by openapi-typescript. Do not edit: `npm run client:generate` writes it again.
 */

export interface paths {
    "/bots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The bots, newest first (filters, cursor pages) */
        get: operations["BotsController_list"];
        put?: never;
        /** Send a bot to a meeting */
        post: operations["BotsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bots/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One bot with its history, recording, transcription jobs and audio */
        get: operations["BotsController_get"];
        put?: never;
        post?: never;
        /** Make the bot leave its meeting */
        delete: operations["BotsController_leave"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bots/{id}/audio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The bot's archived audio (byte ranges: Range: bytes=a-b, a-, -n) */
        get: operations["BotsController_audio"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bots/{id}/video": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The bot's archived video (with ARCHIVE_BOT_VIDEO=true; byte ranges as for audio) */
        get: operations["BotsController_video"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bots/{id}/recording-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A short-lived link that streams the archived recording without a key (for a media player) */
        post: operations["BotsController_recordingLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bots/{id}/transcript": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The bot's transcript: JSON, SubRip, WebVTT or plain text; the latest version by default */
        get: operations["BotsController_transcript"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bots/{id}/insights": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the STT vendor's audio intelligence said of the meeting: summary, chapters, entities, sentiment, answers to the prompts, and the languages it is translated into */
        get: operations["BotsController_insights"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/recordings/{id}/audio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A bot's audio, through a link from POST /bots/{id}/recording-links (no key) */
        get: operations["RecordingLinksController_audio"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/recordings/{id}/video": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A bot's video, through a link from POST /bots/{id}/recording-links (no key) */
        get: operations["RecordingLinksController_video"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bots/{id}/live-transcript": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The bot's live transcript. Accept: text/event-stream: Server-Sent Events (final with id: seq, partial, gap, end; a heartbeat comment), from Last-Event-ID or ?after=. Otherwise JSON: the finals after ?after=, paged */
        get: operations["LiveTranscriptController_read"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bots/{id}/live-transcript/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A read-only token for one bot's live transcript, valid for an hour: ?token= on GET /bots/{id}/live-transcript */
        post: operations["LiveTranscriptController_token"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transcripts/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Finds where something was said in the team's meetings: the latest transcript of each bot, best matches first, each at its moment */
        get: operations["SearchController_find"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bots/{id}/data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What was deleted of the bot's data, with each deletion's receipt */
        get: operations["BotDataController_data"];
        put?: never;
        post?: never;
        /** Delete all of the bot's data: at the meeting-bot vendor, at the STT vendor, and in the bridge (asking again answers the same deletion) */
        delete: operations["BotDataController_deleteData"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calendars": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The team's calendars (admin keys: every team's, or team_id's) */
        get: operations["CalendarsController_list"];
        put?: never;
        /** Connect a calendar (201), or without raw_calendar_id list the calendars the grant reaches (200) */
        post: operations["CalendarsController_connect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calendars/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One calendar: status, last sync, subscription expiry, error in words */
        get: operations["CalendarsController_get"];
        put?: never;
        post?: never;
        /** Disconnect: the vendor's connection is deleted once no team uses it */
        delete: operations["CalendarsController_remove"];
        options?: never;
        head?: never;
        /** Change the rule, the owner, or the credentials (after a revocation) */
        patch: operations["CalendarsController_update"];
        trace?: never;
    };
    "/calendars/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The upcoming events: whether the team records each, and why */
        get: operations["CalendarsController_events"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calendars/{id}/events/{eventId}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Record this occurrence or not, over the rule (null: follow it) */
        put: operations["CalendarsController_decide"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bots/{id}/retranscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Retranscribe a bridge bot's recording
         * @description v2 bots (and v1 with RETRANSCRIBE_WITH=stt): the bridge's own STT pre-recorded job on the archived audio, with the STT parameters of the body (`language`, `diarization`, `custom_vocabulary`…: the vendor's pre-recorded request without `audio_url`); its result becomes the bot's next transcript version. v1 bots otherwise: the meeting-bot vendor retranscribes (no body).
         */
        post: operations["RetranscriptionController_forBot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/retranscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Retranscribe any bot of the vendor account, by its vendor id */
        post: operations["RetranscriptionController_forUpstreamBot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/retranscriptions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One retranscription request and what became of it */
        get: operations["RetranscriptionController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/live/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One job, as the vendor shows it */
        get: operations["LiveJobsController_get"];
        put?: never;
        post?: never;
        /** Delete a job at the vendor, and its audio archived by the bridge */
        delete: operations["LiveJobsController_remove"];
        options?: never;
        head?: never;
        /** Amend a live job (custom_metadata) */
        patch: operations["LiveJobsController_patch"];
        trace?: never;
    };
    "/v2/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s jobs, newest first (offset/limit, status, dates)
         * @description `limit` is at most 100 here (one vendor read per item).
         */
        get: operations["LiveJobsController_list"];
        put?: never;
        /** Create a job (vendor body); recorded for the caller’s team */
        post: operations["LiveJobsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/live/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The job’s audio (archived copy when the bridge has one) */
        get: operations["LiveJobsController_file"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/live/{id}/transcript": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The job's transcript as JSON, SubRip, WebVTT or plain text (from its utterances) */
        get: operations["LiveJobsController_transcript"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/pre-recorded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s jobs, newest first (offset/limit, status, dates)
         * @description `limit` is at most 100 here (one vendor read per item).
         */
        get: operations["PreRecordedJobsController_list"];
        put?: never;
        /** Create a job (vendor body); recorded for the caller’s team */
        post: operations["PreRecordedJobsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/pre-recorded/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One job, as the vendor shows it */
        get: operations["PreRecordedJobsController_get"];
        put?: never;
        post?: never;
        /** Delete a job at the vendor, and its audio archived by the bridge */
        delete: operations["PreRecordedJobsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/pre-recorded/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The job’s audio (archived copy when the bridge has one) */
        get: operations["PreRecordedJobsController_file"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/pre-recorded/{id}/transcript": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The job's transcript as JSON, SubRip, WebVTT or plain text (from its utterances) */
        get: operations["PreRecordedJobsController_transcript"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/transcription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller’s jobs, newest first (offset/limit, status, dates)
         * @description `limit` is at most 100 here (one vendor read per item).
         */
        get: operations["LegacyJobsController_list"];
        put?: never;
        /** Create a job (vendor body); recorded for the caller’s team */
        post: operations["LegacyJobsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/transcription/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One job, as the vendor shows it */
        get: operations["LegacyJobsController_get"];
        put?: never;
        post?: never;
        /** Delete a job at the vendor, and its audio archived by the bridge */
        delete: operations["LegacyJobsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/transcription/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The job’s audio (archived copy when the bridge has one) */
        get: operations["LegacyJobsController_file"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/transcription/{id}/transcript": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The job's transcript as JSON, SubRip, WebVTT or plain text (from its utterances) */
        get: operations["LegacyJobsController_transcript"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload audio (multipart field `audio`) or register `{audio_url}` */
        post: operations["UploadController_upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The team's transcription jobs as the bridge keeps them, newest first: kind, status, bot, audio archive (admin keys: every team's, or team_id's) */
        get: operations["JobsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook-endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The team's endpoints (admin keys: every team's, or team_id's) */
        get: operations["WebhookEndpointsController_list"];
        put?: never;
        /** Register an endpoint for the team's events (its secret, this once) */
        post: operations["WebhookEndpointsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook-endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One endpoint */
        get: operations["WebhookEndpointsController_get"];
        put?: never;
        post?: never;
        /** Delete an endpoint with its messages and delivery log */
        delete: operations["WebhookEndpointsController_remove"];
        options?: never;
        head?: never;
        /** Change an endpoint's URL, event types or description; disable or enable it */
        patch: operations["WebhookEndpointsController_update"];
        trace?: never;
    };
    "/webhook-endpoints/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new signing secret (shown once); the previous one signs 24 h more */
        post: operations["WebhookEndpointsController_rotate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook-endpoints/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deliver a ping event now and answer how the attempt went */
        post: operations["WebhookEndpointsController_test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook-endpoints/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Delivery attempts to the endpoint, newest first (cursor pages) */
        get: operations["WebhookEndpointsController_deliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook-endpoints/{id}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the endpoint's failed messages created since `since` again */
        post: operations["WebhookEndpointsController_replay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhook-messages/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send one message again (failed or delivered), with fresh attempts */
        post: operations["TeamEventsController_retry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The team's event log, oldest first (cursor pages) */
        get: operations["TeamEventsController_events"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's team's usage per day or month (JSON, or CSV) */
        get: operations["UsageController_team"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every team's usage, or one's (team_id), per day or month */
        get: operations["UsageController_all"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's team, key and role */
        get: operations["WhoAmIController_whoAmI"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/stt/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** STT account webhook `{event, payload: {id}}` or callback `{id, event, payload}` */
        post: operations["WebhooksController_stt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/meeting-bot/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Meeting-bot event `{event, data}`: v1 (with the key header), or a v2 account webhook (signed by Svix with MEETING_BOT_WEBHOOK_SECRET: svix-id, svix-timestamp, svix-signature) */
        post: operations["WebhooksController_meetingBot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/meeting-bot/{token}/callbacks/{botId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A v2 bot's callback (`bot.completed`, `bot.failed`) with the bot's secret in x-mb-secret; the bridge sets this URL on each bot it creates */
        post: operations["WebhooksController_meetingBotCallback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the process serves */
        get: operations["HealthController_live"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: the database answers and the audio storage takes writes */
        get: operations["HealthController_ready"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendors/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether each vendor answers and takes the bridge’s key (a cheap read at each, at most every 30 s per replica) */
        get: operations["VendorHealthController_check"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Administrative actions, newest first (cursor pages) */
        get: operations["AuditController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/teams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The teams */
        get: operations["TeamsAdminController_listTeams"];
        put?: never;
        /** Create a team */
        post: operations["TeamsAdminController_createTeam"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/teams/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One team with its limits, retention and offboarding progress */
        get: operations["TeamsAdminController_getTeam"];
        put?: never;
        post?: never;
        /** Offboard a team: its keys revoked and endpoints disabled at once, its active bots made to leave, all of its data deleted in the background (progress: GET /admin/teams/{id}); the team stays as a tombstone */
        delete: operations["TeamOffboardingController_offboard"];
        options?: never;
        head?: never;
        /** Set a team's limits (null = no limit) and retention (days; null = kept); absent = unchanged */
        patch: operations["TeamsAdminController_update"];
        trace?: never;
    };
    "/admin/teams/{id}/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A team's API keys (never the keys themselves) */
        get: operations["TeamsAdminController_listKeys"];
        put?: never;
        /** Mint an API key for a team (the answer holds the key, this once) */
        post: operations["TeamsAdminController_createKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an API key (idempotent: keeps the first revocation time) */
        delete: operations["TeamsAdminController_revokeKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Transcription jobs, newest first: all, one team's, or of no team */
        get: operations["JobsAdminController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Give a job of no team to a team (and one of its bots) */
        patch: operations["JobsAdminController_attach"];
        trace?: never;
    };
    "/admin/archives": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Archive tasks, newest first, optionally of one state */
        get: operations["ArchivesAdminController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/archives/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tasks per state, tasks due now, archived bytes */
        get: operations["ArchivesAdminController_stats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/archives/consistency": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Compare the archive tasks with the stored objects
         * @description Reads every object of the storage and every task that says its file is stored: tasks whose object is missing or of another size, and objects no task names (what a restore of the database and the bucket to different moments leaves). Reads only.
         */
        get: operations["ArchivesAdminController_consistency"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/archives/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One archive task */
        get: operations["ArchivesAdminController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/archives/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make a failed, gone, unauthorized or expired task due now */
        post: operations["ArchivesAdminController_retry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/archives/sweep": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Run the scheduled sweep now and report what it did */
        post: operations["ArchivesAdminController_sweep"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/webhook-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Received webhook events, newest first (state, source) */
        get: operations["WebhookEventsAdminController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/webhook-events/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Process a failed or processed event again */
        post: operations["WebhookEventsAdminController_retry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ErrorBodyDto: {
            /** Format: date-time */
            timestamp: string;
            /** @description Without the query string; a webhook token shows as [redacted] */
            path: string;
            /** @description The x-request-id header of the answer */
            request_id: string;
            /** @description The answer's HTTP status */
            statusCode: number;
            /** @description What went wrong; the validation errors joined by "; " */
            message: string;
            /** @description 400 only: one problem each */
            validation_errors?: string[];
        };
        AuditEntryDto: {
            id: string;
            at: string;
            actor_key_id: string | null;
            actor_name: string;
            actor_team_id: string | null;
            /** @example key.minted */
            action: string;
            /** @example api_key */
            target_type: string;
            target_id: string;
            request_id: string | null;
            address: string | null;
            change: {
                [key: string]: unknown;
            };
        };
        AuditListResponseDto: {
            data: components["schemas"]["AuditEntryDto"][];
            next_cursor: string | null;
        };
        VendorProbeDto: {
            /** @enum {string} */
            vendor: "meeting_bot" | "stt";
            /** @description The vendor API probed (the meeting-bot API new bots use) */
            api: string;
            /** @description The vendor answered the probe and took the bridge’s key */
            up: boolean;
            /** @description Its HTTP status; null without one */
            status_code: number | null;
            /** @description How long the probe took */
            latency_ms: number;
            /** @description Why it is down (never a key) */
            error: string | null;
            checked_at: string;
        };
        VendorHealthDto: {
            vendors: components["schemas"]["VendorProbeDto"][];
        };
        TeamCreateDto: {
            /** @example payments */
            name: string;
        };
        TeamResponseDto: {
            id: string;
            name: string;
            created_at: string;
            /** @description Set once the team was offboarded */
            offboarded_at: string | null;
        };
        LimitsResponseDto: {
            max_active_bots: number | null;
            bots_per_day: number | null;
            max_live_sessions: number | null;
            requests_per_minute: number | null;
        };
        RetentionResponseDto: {
            recordings_days: number | null;
            transcripts_days: number | null;
            vendor_data_days: number | null;
        };
        SpeakersOptionDto: {
            min?: number;
            max?: number;
        };
        TranslationOptionDto: {
            /** @description Languages to translate the transcript into (the STT vendor’s codes) */
            target_languages: string[];
        };
        TranscriptionOptionsDto: {
            /**
             * @description Languages spoken (the STT vendor’s codes): one fixes the language, several turn on code switching between them; absent, the language is detected
             * @example [
             *       "en",
             *       "fr"
             *     ]
             */
            languages?: string[] | null;
            /**
             * @description Words the model should expect. The STT API version the bridge speaks takes words only: an intensity is kept with the options and the word is sent without it
             * @example [
             *       "Gladia",
             *       {
             *         "value": "Lovelace",
             *         "intensity": 0.6
             *       }
             *     ]
             */
            vocabulary?: (string | {
                value: string;
                intensity?: number;
            })[] | null;
            /**
             * @description A spelling and the variants the transcript replaces with it
             * @example {
             *       "Gladia": [
             *         "gladya"
             *       ]
             *     }
             */
            spelling?: {
                [key: string]: string[];
            } | null;
            speakers?: components["schemas"]["SpeakersOptionDto"] | null;
            translation?: components["schemas"]["TranslationOptionDto"] | null;
            /**
             * @description A summary, of this kind
             * @enum {string|null}
             */
            summary?: "general" | "bullet_points" | "concise" | null;
            /** @description Chapters, each with a headline */
            chapters?: boolean | null;
            /** @description Named entities */
            entities?: boolean | null;
            /** @description A sentiment per utterance */
            sentiment?: boolean | null;
            /**
             * @description Questions answered from the meeting (at most 10)
             * @example [
             *       "What was decided?"
             *     ]
             */
            prompts?: string[] | null;
        };
        OffboardingProgressDto: {
            offboarded_at: string;
            /** @description Deletions started: one per bot, and the team's own */
            deletions: number;
            completed: number;
            pending: number;
            /** @description True once every deletion has completed */
            done: boolean;
        };
        TeamDetailDto: {
            id: string;
            name: string;
            created_at: string;
            /** @description Set once the team was offboarded */
            offboarded_at: string | null;
            limits: components["schemas"]["LimitsResponseDto"];
            retention: components["schemas"]["RetentionResponseDto"];
            /** @description The team's default transcription options */
            transcription: components["schemas"]["TranscriptionOptionsDto"];
            offboarding: components["schemas"]["OffboardingProgressDto"] | null;
        };
        TeamLimitsDto: {
            /** @description Bots not yet terminal */
            max_active_bots?: number | null;
            /** @description Bots created per UTC day */
            bots_per_day?: number | null;
            /** @description Live sessions not yet ended */
            max_live_sessions?: number | null;
            /** @description Requests to the bridge's API per minute */
            requests_per_minute?: number | null;
        };
        TeamRetentionDto: {
            /** @description Days after a bot ended that the bridge keeps its archived recordings, and a live session's archived audio */
            recordings_days?: number | null;
            /** @description Days after a bot ended that the bridge keeps its transcripts and the content of its stored vendor payloads */
            transcripts_days?: number | null;
            /** @description Days after a bot ended that the vendors keep its data (the bridge asks them to delete it) */
            vendor_data_days?: number | null;
        };
        TeamPatchDto: {
            limits?: components["schemas"]["TeamLimitsDto"];
            retention?: components["schemas"]["TeamRetentionDto"];
            /** @description The team's default transcription options, replaced whole ({} clears them): each bot's own are merged over them field by field */
            transcription?: components["schemas"]["TranscriptionOptionsDto"];
        };
        ApiKeyCreateDto: {
            /** @example ci-pipeline */
            name: string;
            /**
             * @default member
             * @enum {string}
             */
            role?: "member" | "admin";
        };
        ApiKeyCreatedDto: {
            id: string;
            team_id: string;
            name: string;
            /** @enum {string} */
            role: "member" | "admin";
            /** @description First characters of the key, for recognising it */
            prefix: string;
            created_at: string;
            last_used_at: string | null;
            revoked_at: string | null;
            /** @description The key itself. Shown this once; only its hash is stored. */
            key: string;
        };
        ApiKeyResponseDto: {
            id: string;
            team_id: string;
            name: string;
            /** @enum {string} */
            role: "member" | "admin";
            /** @description First characters of the key, for recognising it */
            prefix: string;
            created_at: string;
            last_used_at: string | null;
            revoked_at: string | null;
        };
        WhoAmIDto: {
            team_id: string | null;
            team_name: string | null;
            key_id: string | null;
            key_name: string;
            /** @enum {string} */
            role: "member" | "admin";
            /** @description The team's limits */
            limits: components["schemas"]["LimitsResponseDto"] | null;
            /**
             * @description The meeting-bot API the bridge drives: calendars need v2
             * @enum {string}
             */
            meeting_bot_api_version: "v1" | "v2";
        };
        TranscriptWordDto: {
            word: string;
            /** @description Seconds from the start of the recording */
            start: number;
            end: number;
        };
        UtteranceDto: {
            /** @description The speaker's name */
            speaker: string | null;
            /** @description Seconds from the start of the recording */
            start: number;
            end: number;
            text: string;
            /** @description When the source times words */
            words?: components["schemas"]["TranscriptWordDto"][];
        };
        JobTranscriptDto: {
            /** @description In the order they first speak */
            speakers: string[];
            utterances: components["schemas"]["UtteranceDto"][];
            /** @description The STT vendor's job id */
            job_id: string;
            /** @description The bot the job belongs to */
            bot_id: string | null;
            status: string;
            completed_at: string | null;
        };
        AdminJobResponseDto: {
            id: string;
            /** @enum {string} */
            kind: "live" | "pre_recorded" | "legacy";
            /** @description The STT vendor's job id */
            upstream_id: string;
            /** @description Null: no team (admins only) */
            team_id: string | null;
            bot_id: string | null;
            status: string;
            /** @description Its archive task, if any */
            archive_id: string | null;
            archive_state: string | null;
            created_at: string;
            ended_at: string | null;
            deleted_at: string | null;
        };
        AdminJobListResponseDto: {
            items: components["schemas"]["AdminJobResponseDto"][];
            total: number;
            /** @description false when the list has more than 10,000 rows: `total` is then the database's estimate */
            total_exact: boolean;
            limit: number;
            offset: number;
        };
        AttachJobDto: {
            /**
             * Format: uuid
             * @description The team the job is given to
             */
            team_id: string;
            /**
             * Format: uuid
             * @description One of that team's bots, to link the job to
             */
            bot_id?: string;
        };
        BotTranscriptDto: {
            /** @description In the order they first speak */
            speakers: string[];
            utterances: components["schemas"]["UtteranceDto"][];
            bot_id: string;
            version: number;
            /** @enum {string} */
            source: "meeting_bot" | "live" | "retranscription";
            retranscription_id: string | null;
            created_at: string;
            /** @description The translation served, when one was asked for */
            language?: string;
        };
        AutomaticLeaveDto: {
            /** @example 600 */
            noone_joined_timeout?: number;
            /** @example 600 */
            silence_timeout?: number;
            /** @example 600 */
            waiting_room_timeout?: number;
        };
        BotCreateDto: {
            /**
             * @description https URL on an allowed host (BOT_ALLOWED_HOSTS)
             * @example https://meet.google.com/abc-defg-hij
             */
            meeting_url: string;
            /** @description Defaults to BOT_DEFAULT_NAME */
            bot_name?: string;
            /**
             * @description The meeting's title, shown in lists and search hits (the bridge's only: the vendor never gets it). A calendar bot has its event title
             * @example Pricing review
             */
            title?: string;
            /** @description Image URL shown as the bot (16:9) */
            bot_image?: string;
            entry_message?: string;
            /** @enum {string} */
            recording_mode?: "speaker_view" | "gallery_view" | "audio_only";
            /** @description Unix time (seconds) at which the bot joins */
            start_time?: number;
            automatic_leave?: components["schemas"]["AutomaticLeaveDto"];
            /** @description Your own data, sent to the vendor and back in its events */
            extra?: {
                [key: string]: unknown;
            };
            /**
             * @description Transcribe the meeting while it runs: the bot streams its audio to the bridge, and the finals come through GET /bots/{id}/live-transcript
             * @default false
             */
            live_transcript?: boolean;
            /** @description How the meeting is transcribed, and the insights asked of it: merged over the team's defaults field by field (null drops a default) */
            transcription?: components["schemas"]["TranscriptionOptionsDto"];
            /**
             * Format: uuid
             * @description Admins only: create the bot in another team's name
             */
            team_id?: string;
        };
        LiveGapDto: {
            /** @description Seconds of the live transcript */
            from: number;
            to: number;
            /** @example session lost: the vendor refused the session (HTTP 410) */
            reason: string;
        };
        LiveSessionDto: {
            /** @description The segment of the live transcript this session made (1, 2, …) */
            segment: number;
            /** @description Its transcription job (the bridge id) */
            job_id: string | null;
            /** @description The STT vendor's session id */
            upstream_id: string | null;
            /** @enum {string} */
            state: "open" | "ended" | "lost";
            /** @description Where it starts in the live transcript (seconds) */
            offset_seconds: number;
            started_at: string;
            ended_at: string | null;
            end_reason: string | null;
        };
        LiveDetailDto: {
            /**
             * @description awaiting: no audio yet; streaming: being transcribed; ended: complete
             * @enum {string}
             */
            state: "awaiting" | "streaming" | "ended" | "failed";
            /** @description When the first audio came */
            started_at: string | null;
            ended_at: string | null;
            /** @description Final utterances kept so far */
            finals: number;
            /** @description Audio the live transcript lost */
            gaps: components["schemas"]["LiveGapDto"][];
            /** @description Its STT live sessions, one per segment */
            sessions: components["schemas"]["LiveSessionDto"][];
            /** @example /bots/9a1c2b3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d/live-transcript */
            path: string;
        };
        BotCreatedDto: {
            id: string;
            team_id: string;
            /** @description The vendor's bot id */
            upstream_bot_id: string | null;
            meeting_url: string;
            bot_name: string;
            /** @description The meeting's title (given at creation, or its calendar event's) */
            title: string | null;
            /**
             * @description The meeting-bot vendor's API the bot was created with, and is handled with
             * @enum {string}
             */
            api_version: "v1" | "v2";
            /** @description creating | created | create_failed | create_unconfirmed, then the vendor status code (possibly one the bridge does not know), then complete | failed (terminal) */
            status: string;
            terminal: boolean;
            last_error: string | null;
            idempotency_key: string | null;
            created_at: string;
            updated_at: string;
            ended_at: string | null;
            /** @description The meeting's participants, as the vendor reports them (once it has) */
            participants: string[] | null;
            /** @description Its live transcript, when asked for (live_transcript: true): where to read it */
            live: components["schemas"]["LiveDetailDto"] | null;
        };
        BotListItemDto: {
            id: string;
            team_id: string;
            /** @description The vendor's bot id */
            upstream_bot_id: string | null;
            meeting_url: string;
            bot_name: string;
            /** @description The meeting's title (given at creation, or its calendar event's) */
            title: string | null;
            /**
             * @description The meeting-bot vendor's API the bot was created with, and is handled with
             * @enum {string}
             */
            api_version: "v1" | "v2";
            /** @description creating | created | create_failed | create_unconfirmed, then the vendor status code (possibly one the bridge does not know), then complete | failed (terminal) */
            status: string;
            terminal: boolean;
            last_error: string | null;
            idempotency_key: string | null;
            created_at: string;
            updated_at: string;
            ended_at: string | null;
            /** @description The meeting's participants, as the vendor reports them (once it has) */
            participants: string[] | null;
            /** @description Seconds the bot recorded the meeting (so far, while it records) */
            recording_seconds: number | null;
            /** @description Whether a transcript of the meeting is kept */
            transcript_ready: boolean;
            /** @description Whether a transcript version has insights */
            insights_ready: boolean;
        };
        BotListResponseDto: {
            data: components["schemas"]["BotListItemDto"][];
            next_cursor: string | null;
        };
        StatusChangeDto: {
            code: string;
            /** @enum {string} */
            source: "vendor" | "bridge";
            /** @description When it happened, by the vendor clock for vendor events */
            occurred_at: string;
            received_at: string;
        };
        ArchivedAudioDto: {
            state: string;
            size_bytes: number | null;
            sha256: string | null;
            archived_at: string | null;
        };
        RecordingDto: {
            /** @description The recording's audio in the bridge's storage (GET /bots/{id}/audio) */
            audio: components["schemas"]["ArchivedAudioDto"] | null;
            /** @description Its video, with ARCHIVE_BOT_VIDEO=true (GET /bots/{id}/video) */
            video: components["schemas"]["ArchivedAudioDto"] | null;
            /** @description The transcript of the v1 complete event, as sent (see GET /bots/{id}/transcript) */
            transcript: Record<string, never> | null;
            speakers: string[] | null;
            /** @description Signed URL of the video; expires (v1: 24 h, v2: 4 h) */
            mp4_url: string | null;
            /** @description When the bridge got the URL */
            media_seen_at: string | null;
        };
        LinkedJobDto: {
            id: string;
            /** @enum {string} */
            kind: "live" | "pre_recorded" | "legacy";
            /** @description The STT vendor's job id */
            upstream_id: string;
            status: string;
            created_at: string;
            ended_at: string | null;
            archive: components["schemas"]["ArchivedAudioDto"] | null;
        };
        RetranscriptionResponseDto: {
            id: string;
            /** @description The bridge's bot, if it made it */
            bot_id: string | null;
            /** @description The vendor's bot id */
            bot_uuid: string;
            team_id: string | null;
            /**
             * @description vendor: the meeting-bot vendor retranscribes; stt: the bridge's STT job on the archived audio
             * @enum {string}
             */
            mode: "vendor" | "stt";
            /** @description stt: the STT parameters it was asked with */
            parameters: Record<string, never> | null;
            /** @description stt: the bridge's id of its STT job */
            job_id: string | null;
            /** @description Once completed: `transcript_version` (the bot's new version) and what the vendor sent */
            result: Record<string, never> | null;
            /**
             * @description requested: vendor call in flight; accepted: 200/202; rejected: the vendor refused (4xx); failed: 5xx/timeout (outcome unknown), or the STT job ended in error; completed: the new transcript is kept
             * @enum {string}
             */
            state: "requested" | "accepted" | "rejected" | "completed" | "failed";
            /** @description Name of the admin key that asked */
            requested_by: string;
            requested_by_key_id: string | null;
            vendor_status: number | null;
            /** @description What the vendor answered (secrets removed) */
            vendor_response: Record<string, never> | null;
            idempotency_key: string | null;
            created_at: string;
            completed_at: string | null;
        };
        TranscriptVersionDto: {
            version: number;
            /** @enum {string} */
            source: "meeting_bot" | "live" | "retranscription";
            retranscription_id: string | null;
            created_at: string;
            /** @description GET this for the transcript (add ?format=srt|vtt|txt) */
            path: string;
        };
        BotInsightsDto: {
            /**
             * @description What its transcription options ask for
             * @example [
             *       "summary",
             *       "chapters"
             *     ]
             */
            asked: string[];
            /**
             * @description waiting: for the meeting to end, its transcript, or its archived recording; running: the bridge's own STT job makes them; ready: a version has them
             * @enum {string}
             */
            state: "not_asked" | "waiting" | "running" | "ready" | "failed";
            /** @description The state in words */
            reason: string;
            /** @description The latest version with insights */
            version: number | null;
            /** @description The retranscription that is the bridge's own job, when it makes one */
            retranscription_id: string | null;
            /** @description GET this for them */
            path: string | null;
        };
        BotDetailDto: {
            id: string;
            team_id: string;
            /** @description The vendor's bot id */
            upstream_bot_id: string | null;
            meeting_url: string;
            bot_name: string;
            /** @description The meeting's title (given at creation, or its calendar event's) */
            title: string | null;
            /**
             * @description The meeting-bot vendor's API the bot was created with, and is handled with
             * @enum {string}
             */
            api_version: "v1" | "v2";
            /** @description creating | created | create_failed | create_unconfirmed, then the vendor status code (possibly one the bridge does not know), then complete | failed (terminal) */
            status: string;
            terminal: boolean;
            last_error: string | null;
            idempotency_key: string | null;
            created_at: string;
            updated_at: string;
            ended_at: string | null;
            /** @description The meeting's participants, as the vendor reports them (once it has) */
            participants: string[] | null;
            /** @description Oldest first, by event time */
            status_history: components["schemas"]["StatusChangeDto"][];
            /** @description Seconds the bot recorded the meeting (so far, while it records): its time in the call, and at least to the last word its transcript holds */
            recording_seconds: number | null;
            recording: components["schemas"]["RecordingDto"];
            /** @description STT jobs of this bot, with archived audio */
            transcription_jobs: components["schemas"]["LinkedJobDto"][];
            retranscriptions: components["schemas"]["RetranscriptionResponseDto"][];
            /** @description Oldest first; the last is the default */
            transcripts: components["schemas"]["TranscriptVersionDto"][];
            /** @description Its live transcript, when asked for (live_transcript: true) */
            live: components["schemas"]["LiveDetailDto"] | null;
            /** @description The transcription options in force: its own over its team's, at creation */
            transcription: components["schemas"]["TranscriptionOptionsDto"] | null;
            insights: components["schemas"]["BotInsightsDto"];
        };
        RecordingLinkCreateDto: {
            /**
             * @default audio
             * @enum {string}
             */
            media?: "audio" | "video";
        };
        RecordingLinkDto: {
            /**
             * @description Where the recording streams, with byte ranges, without a key, until expires_at: on this bridge's origin (what a page served by it plays)
             * @example /recordings/9a1c2b3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d/audio?token=1795000000.abc
             */
            path: string;
            /** @description The same, with PUBLIC_BASE_URL */
            url: string;
            expires_at: string;
        };
        ChapterDto: {
            /** @description Seconds from the start of the recording */
            start: number;
            end: number;
            headline: string;
            summary: string | null;
        };
        EntityDto: {
            /** @example person */
            type: string;
            /** @example Ada Lovelace */
            text: string;
            start: number | null;
            end: number | null;
        };
        SentimentDto: {
            start: number | null;
            end: number | null;
            speaker: string | null;
            text: string;
            /** @example positive */
            sentiment: string;
            /** @example neutral */
            emotion: string | null;
        };
        AnswerDto: {
            prompt: string;
            answer: string | null;
        };
        InsightsDto: {
            bot_id: string;
            /** @description The transcript version they came with */
            version: number;
            /** @enum {string} */
            source: "meeting_bot" | "live" | "retranscription";
            summary: string | null;
            chapters: components["schemas"]["ChapterDto"][];
            entities: components["schemas"]["EntityDto"][];
            sentiment: components["schemas"]["SentimentDto"][];
            answers: components["schemas"]["AnswerDto"][];
            /**
             * @description Languages the transcript is translated into: GET /bots/{id}/transcript?language=…
             * @example [
             *       "fr"
             *     ]
             */
            translations: string[];
        };
        BotResponseDto: {
            id: string;
            team_id: string;
            /** @description The vendor's bot id */
            upstream_bot_id: string | null;
            meeting_url: string;
            bot_name: string;
            /** @description The meeting's title (given at creation, or its calendar event's) */
            title: string | null;
            /**
             * @description The meeting-bot vendor's API the bot was created with, and is handled with
             * @enum {string}
             */
            api_version: "v1" | "v2";
            /** @description creating | created | create_failed | create_unconfirmed, then the vendor status code (possibly one the bridge does not know), then complete | failed (terminal) */
            status: string;
            terminal: boolean;
            last_error: string | null;
            idempotency_key: string | null;
            created_at: string;
            updated_at: string;
            ended_at: string | null;
            /** @description The meeting's participants, as the vendor reports them (once it has) */
            participants: string[] | null;
        };
        LiveFinalDto: {
            /** @description Its number in the live transcript: 1, 2, … without gaps */
            seq: number;
            /** @description The STT vendor's utterance id (unique within its session) */
            utterance_id: string;
            /** @description Seconds of the live transcript */
            start: number;
            end: number;
            /** @description Who spoke longest during it */
            speaker: string | null;
            text: string;
            language: string | null;
            created_at: string;
        };
        LiveTranscriptPageDto: {
            bot_id: string;
            /** @enum {string} */
            state: "awaiting" | "streaming" | "ended" | "failed";
            /** @description In order of seq */
            data: components["schemas"]["LiveFinalDto"][];
            /** @description Pass as ?after= for the next page; null when this page is the last so far */
            next_after: number | null;
            /** @description True once the meeting is over and every final is kept */
            complete: boolean;
        };
        LiveReadTokenDto: {
            /** @description For ?token=; opens this bot's live transcript, for reading */
            token: string;
            /** @example /bots/9a1c2b3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d/live-transcript?token=… */
            path: string;
            expires_at: string;
        };
        RetranscriptionCreateDto: {
            /**
             * Format: uuid
             * @description The meeting-bot vendor's bot id (any bot of the account)
             */
            bot_uuid: string;
        };
        SearchHitDto: {
            bot_id: string;
            team_id: string;
            /** @description The transcript version (the latest of the bot) */
            version: number;
            /** @description When the meeting’s bot was created */
            meeting_at: string;
            /** @description The meeting's title (given at the bot's creation, or its calendar event's) */
            title: string | null;
            speaker: string | null;
            /** @description Seconds from the start of the recording */
            start: number;
            end: number;
            /**
             * @description The utterance, HTML-escaped, its matching words in <mark>
             * @example Then let us <mark>write</mark> the <mark>orders</mark> down.
             */
            snippet: string;
            /** @description Higher is better */
            rank: number;
            /** @description The transcript version this hit is in */
            transcript_path: string;
        };
        SearchPageDto: {
            /** @description Best first */
            data: components["schemas"]["SearchHitDto"][];
            next_cursor: string | null;
        };
        BotTemplateDto: {
            /** @description Transcription options, merged over the team's defaults: each team's record of a meeting is transcribed with its own (the bridge runs its own STT job on the recording) */
            transcription?: components["schemas"]["TranscriptionOptionsDto"];
        };
        CalendarRuleDto: {
            /**
             * @description `all`; `organized_by_owner`; `external` (an attendee outside internal_domains); `internal` (nobody outside them); `none`. All-day and link-less events are always skipped
             * @enum {string}
             */
            mode: "all" | "organized_by_owner" | "external" | "internal" | "none";
            /**
             * @description Domains counted as internal; empty: the owner's email domain
             * @example [
             *       "acme.com"
             *     ]
             */
            internal_domains?: string[];
            /**
             * @description Only meetings the owner accepted (or organizes)
             * @default false
             */
            accepted_only?: boolean;
            /** @description Only meetings whose title holds one of these (any case) */
            include_keywords?: string[];
            /** @description Never meetings whose title holds one of these (any case) */
            exclude_keywords?: string[];
            /** @description What its bots do for the team (the vendor bot itself is the bridge's) */
            bot?: components["schemas"]["BotTemplateDto"];
        };
        CalendarDto: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            team_id: string;
            /** @enum {string} */
            platform: "google" | "microsoft";
            raw_calendar_id: string;
            account_email: string | null;
            owner_email: string;
            /** @enum {string} */
            status: "connecting" | "active" | "error" | "revoked" | "permission_denied";
            /** @description What is wrong, in words */
            error: string | null;
            /** Format: date-time */
            last_synced_at: string | null;
            /** Format: date-time */
            subscription_expires_at: string | null;
            rule: components["schemas"]["CalendarRuleDto"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        RawCalendarDto: {
            id: string;
            name: string;
            email: string;
            is_primary: boolean;
        };
        RawCalendarListDto: {
            /** @description Pass one id as raw_calendar_id */
            calendars: components["schemas"]["RawCalendarDto"][];
        };
        CalendarConnectDto: {
            /** @description Your OAuth app’s client id */
            oauth_client_id: string;
            /** @description Your OAuth app’s client secret (sent to the vendor only) */
            oauth_client_secret: string;
            /** @description The calendar owner’s refresh token (sent to the vendor only) */
            oauth_refresh_token: string;
            /** @description Microsoft only; default `common` */
            oauth_tenant_id?: string;
            /** @enum {string} */
            platform: "google" | "microsoft";
            /** @description The calendar to connect; without it, the answer lists the calendars reached */
            raw_calendar_id?: string;
            /**
             * @description The calendar owner's address: whose answers and meetings the rule reads
             * @example ana@acme.com
             */
            owner_email: string;
            rule: components["schemas"]["CalendarRuleDto"];
            /**
             * Format: uuid
             * @description Admins only: in another team's name
             */
            team_id?: string;
        };
        CalendarListDto: {
            data: components["schemas"]["CalendarDto"][];
            next_cursor: string | null;
        };
        CalendarCredentialsDto: {
            /** @description Your OAuth app’s client id */
            oauth_client_id: string;
            /** @description Your OAuth app’s client secret (sent to the vendor only) */
            oauth_client_secret: string;
            /** @description The calendar owner’s refresh token (sent to the vendor only) */
            oauth_refresh_token: string;
            /** @description Microsoft only; default `common` */
            oauth_tenant_id?: string;
        };
        CalendarUpdateDto: {
            /** @description Replaces the rule whole */
            rule?: components["schemas"]["CalendarRuleDto"];
            owner_email?: string;
            /** @description A new grant (after a revocation): sent to the vendor only */
            credentials?: components["schemas"]["CalendarCredentialsDto"];
        };
        ScheduleAttemptDto: {
            /** Format: date-time */
            at: string;
            /** @enum {string} */
            outcome: "scheduled" | "failed" | "moved" | "cancelled";
            /** @description The team calendar whose connection carried it */
            calendar_id?: string;
            /** @description The vendor's refusal, in its words */
            error?: string;
        };
        ScheduleDto: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            state: "pending" | "scheduled" | "launched" | "failed" | "cancelled";
            attempts: components["schemas"]["ScheduleAttemptDto"][];
            /** @description The team's bot, once it started */
            bot_id: string | null;
            /** @description Why the team got no bot (a limit) */
            refused: string | null;
        };
        CalendarEventDto: {
            event_id: string;
            title: string;
            /** Format: date-time */
            start_time: string;
            /** Format: date-time */
            end_time: string;
            meeting_url: string | null;
            /** @description Whether the team records it */
            record: boolean;
            /**
             * @description Why, in words
             * @example external attendee
             */
            reason: string;
            /** @description The team's decision, if any */
            override: boolean | null;
            /** @description Whether a bot is scheduled for it now (or has joined) */
            scheduled: boolean;
            /** @description The meeting's schedule when the team subscribes to one */
            schedule: components["schemas"]["ScheduleDto"] | null;
        };
        CalendarEventListDto: {
            data: components["schemas"]["CalendarEventDto"][];
            next_cursor: string | null;
        };
        DecisionDto: {
            /** @description true: record this occurrence; false: do not; null: follow the rule */
            record: boolean | null;
        };
        ArchiveResponseDto: {
            id: string;
            /** @description The bridge's transcription job (null for a bot's recording) */
            job_id: string | null;
            /** @description The bridge's bot whose recording this is (null for a job's audio) */
            bot_id: string | null;
            /** @enum {string} */
            media: "audio" | "video";
            /** @description The STT vendor's live job id, or the meeting-bot vendor's bot id */
            upstream_id: string | null;
            /** @description Null for a session of the STT account that belongs to no team (yet) */
            team_id: string | null;
            /** @enum {string} */
            state: "pending" | "in_progress" | "archived" | "gone" | "unauthorized" | "failed" | "expired" | "deleted";
            /** @description Download attempts started so far */
            attempts: number;
            /** @description When a pending task becomes due */
            next_attempt_at: string;
            lease_owner: string | null;
            lease_expires_at: string | null;
            storage_key: string | null;
            size_bytes: number | null;
            sha256: string | null;
            content_type: string | null;
            /** @description Archived: whether the length of the download could be checked (false: the vendor sent neither Content-Length nor chunked framing, so a cut-off body would have looked complete) */
            size_verified: boolean | null;
            last_error: string | null;
            created_at: string;
            updated_at: string;
            archived_at: string | null;
        };
        ArchiveListResponseDto: {
            items: components["schemas"]["ArchiveResponseDto"][];
            total: number;
            /** @description false when the list has more than 10,000 rows: `total` is then the database's estimate */
            total_exact: boolean;
            limit: number;
            offset: number;
        };
        ArchiveStatsDto: {
            /**
             * @description Tasks per state
             * @example {
             *       "pending": 0,
             *       "archived": 12
             *     }
             */
            states: {
                [key: string]: number;
            };
            /** @description Pending tasks due now */
            due: number;
            /** @description Bytes held by archived tasks */
            archived_bytes: number;
        };
        MissingObjectDto: {
            /** Format: uuid */
            archive_id: string;
            /** @example live/6f1c2a3e-2b1d-4c5e-9f7a-1b2c3d4e5f60 */
            key: string;
            /** @enum {string} */
            state: "pending" | "in_progress" | "archived" | "gone" | "unauthorized" | "failed" | "expired" | "deleted";
        };
        MissingObjectsDto: {
            count: number;
            /** @description The first 100 */
            items: components["schemas"]["MissingObjectDto"][];
        };
        SizeMismatchDto: {
            /** Format: uuid */
            archive_id: string;
            key: string;
            row_bytes: number;
            object_bytes: number;
        };
        SizeMismatchesDto: {
            count: number;
            /** @description The first 100 */
            items: components["schemas"]["SizeMismatchDto"][];
        };
        OrphanObjectsDto: {
            count: number;
            /** @description The first 100 keys */
            keys: string[];
        };
        ConsistencyReportDto: {
            /** @description Objects in the storage */
            objects: number;
            /** @description Archive tasks that say a file is stored */
            rows: number;
            /** @description Tasks whose stored file's object is not there */
            missing: components["schemas"]["MissingObjectsDto"];
            /** @description Tasks whose object is there with another size than the task says */
            size_mismatch: components["schemas"]["SizeMismatchesDto"];
            /** @description Objects no task names (a download finishing during the check may show here) */
            orphans: components["schemas"]["OrphanObjectsDto"];
        };
        ReconcileReportDto: {
            checked: number;
            tasks_created: number;
            errors: number;
        };
        RetentionReportDto: {
            /** @description Live sessions' archived audio deleted by retention */
            expired: number;
            /** @description Deletions of bots' data started by their teams' retention (bot.data_expired) */
            data_deletions?: number;
            /** @description Deletions started for bots of offboarded teams that had none (a backstop of offboarding) */
            offboarded_bots?: number;
            /** @description Vendor events that came after a bot's data was deleted, their content removed */
            late_events_scrubbed?: number;
            /** @description Processed vendor events deleted (INBOX_RETENTION_DAYS) */
            inbox_events_deleted?: number;
            /** @description Bots' status changes deleted (STATUS_HISTORY_RETENTION_DAYS) */
            status_changes_deleted?: number;
            /** @description Per-minute request counts deleted (REQUEST_COUNTS_RETENTION_DAYS) */
            request_counts_deleted?: number;
            /** @description v1 transcripts' second copy on their bot's row dropped (version 1 is kept) */
            duplicate_transcripts_dropped?: number;
            /** @description Days of usage rolled up (usage_days) */
            usage_days_rolled?: number;
            /** @description Change rows of the archives' totals folded */
            archive_totals_folded?: number;
        };
        SweepReportDto: {
            expired_leases: number;
            /** @description False when another replica was running reconcile/retention */
            exclusive_ran: boolean;
            reconciled: components["schemas"]["ReconcileReportDto"];
            retention: components["schemas"]["RetentionReportDto"];
            stale_temp_removed: number;
            due: number;
        };
        DeletionStepDto: {
            /**
             * @description The copy this step deletes
             * @enum {string}
             */
            target: "meeting_bot" | "stt_jobs" | "recordings" | "transcripts" | "payloads" | "uploads" | "team_events";
            /**
             * @description refused: the vendor refused for good (see answers and error)
             * @enum {string}
             */
            state: "pending" | "done" | "refused";
            /** @description Runs of the step so far */
            attempts: number;
            /** @description When it was done or refused */
            done_at?: string;
            /**
             * @description What was deleted: counts, ids, sizes and checksums, never content
             * @example {
             *       "files": [
             *         {
             *           "archive_id": "…",
             *           "media": "audio",
             *           "size_bytes": 320044,
             *           "sha256": "…"
             *         }
             *       ]
             *     }
             */
            deleted?: Record<string, never>;
            /**
             * @description The vendors' answers: `meeting_bot`, and one per STT job id ({status, body})
             * @example {
             *       "meeting_bot": {
             *         "status": 200,
             *         "body": {
             *           "ok": true,
             *           "status": "deleted"
             *         }
             *       }
             *     }
             */
            answers?: Record<string, never>;
            /** @description Why it is not done yet, or why it was refused */
            error?: string;
        };
        DataDeletionDto: {
            id: string;
            team_id: string;
            /** @description Null for a team offboarding */
            bot_id: string | null;
            /**
             * @description all: everything of the bot; recordings, transcripts, vendor_data: what a team's retention expired; team: what an offboarded team holds beyond its bots
             * @enum {string}
             */
            scope: "all" | "recordings" | "transcripts" | "vendor_data" | "team";
            /** @enum {string} */
            reason: "request" | "retention" | "offboarding";
            /** @description The key's name that asked, or `retention` */
            requested_by: string;
            /** @enum {string} */
            state: "pending" | "completed";
            requested_at: string;
            completed_at: string | null;
            /** @description While pending: when its next attempt is due */
            next_attempt_at: string | null;
            /** @description The receipt, one entry per step */
            steps: components["schemas"]["DeletionStepDto"][];
        };
        BotDataDto: {
            bot_id: string;
            /** @description When all of its data was deleted (the bot is a tombstone) */
            data_deleted_at: string | null;
            /** @description Retention: recordings deleted */
            recordings_deleted_at: string | null;
            /** @description Retention: transcripts deleted */
            transcripts_deleted_at: string | null;
            /** @description Retention: the vendors' copies */
            vendor_data_deleted_at: string | null;
            /** @description Oldest first */
            deletions: components["schemas"]["DataDeletionDto"][];
        };
        OffboardingDto: {
            team_id: string;
            offboarded_at: string;
            /** @description Keys revoked by this request (0 when asked again) */
            keys_revoked: number;
            /** @description Deletions started: one per bot, and the team's own */
            deletions_started: number;
        };
        WebhookAckDto: {
            /**
             * @description `duplicate`: this event was received before; nothing more is done
             * @enum {string}
             */
            status: "accepted" | "duplicate";
        };
        WebhookEventResponseDto: {
            id: string;
            /** @enum {string} */
            source: "stt" | "meeting_bot";
            /** @example live.end_session */
            kind: string;
            dedup_key: string;
            received_at: string;
            processed_at: string | null;
            /** @description applied, stale, duplicate, unlinked_job, unknown_job, unknown_bot, ignored, failed */
            outcome: string | null;
            attempts: number;
            last_error: string | null;
            next_attempt_at: string;
            lease_owner: string | null;
            lease_expires_at: string | null;
        };
        UsageRowDto: {
            team_id: string;
            team_name: string;
            /** @description UTC period: YYYY-MM-DD (day) or YYYY-MM (month) */
            period: string;
            /** @description Bots created (not counting failed creations) */
            bots_created: number;
            /** @description Minutes from recording start to call end, of calls started */
            bot_minutes: number;
            live_sessions: number;
            /** @description From the vendor's metadata, once a session is finished */
            live_audio_seconds: number;
            pre_recorded_jobs: number;
            pre_recorded_audio_seconds: number;
            retranscriptions: number;
            /** @description Live sessions' audio archived in the period */
            archived_bytes: number;
            /** @description Bots' recordings (audio, and video when kept) archived in the period */
            recording_bytes: number;
            /** @description Requests to the bridge's API, the /v2 proxy included */
            api_requests: number;
        };
        UsageReportDto: {
            from: string;
            to: string;
            /** @enum {string} */
            granularity: "day" | "month";
            /** @description Periods with activity, by team then period */
            data: components["schemas"]["UsageRowDto"][];
        };
        EndpointCreateDto: {
            /** @example https://hooks.example.com/bridge */
            url: string;
            event_types?: ("bot.status_changed" | "bot.completed" | "bot.failed" | "bot.create_failed" | "bot.recording_archived" | "bot.recording_archive_failed" | "bot.data_deleted" | "bot.data_expired" | "bot.live_started" | "bot.live_transcript" | "bot.live_degraded" | "bot.live_ended" | "bot.insights_ready" | "calendar.connected" | "calendar.disconnected" | "calendar.bot_scheduled" | "calendar.bot_cancelled" | "transcription.live.ended" | "transcription.pre_recorded.completed" | "transcription.pre_recorded.failed" | "audio.archived" | "audio.archive_failed" | "retranscription.completed" | "retranscription.failed")[];
            description?: string;
            /** @description Admin keys: the team's id (a member key: its own team) */
            team_id?: string;
        };
        EndpointWithSecretDto: {
            id: string;
            team_id: string;
            url: string;
            description: string;
            /** @description Empty = every type */
            event_types: string[];
            disabled: boolean;
            disabled_at: string | null;
            /** @description Why: by its team, 410, failing */
            disabled_reason: string | null;
            /** @description First failure since the last success */
            failing_since: string | null;
            /** @description Until when the secret before the last rotation still signs too */
            previous_secret_expires_at: string | null;
            created_at: string;
            updated_at: string;
            /** @description Signing secret (whsec_…), shown this once */
            secret: string;
        };
        EndpointDto: {
            id: string;
            team_id: string;
            url: string;
            description: string;
            /** @description Empty = every type */
            event_types: string[];
            disabled: boolean;
            disabled_at: string | null;
            /** @description Why: by its team, 410, failing */
            disabled_reason: string | null;
            /** @description First failure since the last success */
            failing_since: string | null;
            /** @description Until when the secret before the last rotation still signs too */
            previous_secret_expires_at: string | null;
            created_at: string;
            updated_at: string;
        };
        EndpointListDto: {
            data: components["schemas"]["EndpointDto"][];
        };
        EndpointUpdateDto: {
            /**
             * @description Where events are POSTed; https with NODE_ENV=production, public addresses only
             * @example https://hooks.example.com/bridge
             */
            url?: string;
            /** @description Event types delivered here; none or empty = all */
            event_types?: ("bot.status_changed" | "bot.completed" | "bot.failed" | "bot.create_failed" | "bot.recording_archived" | "bot.recording_archive_failed" | "bot.data_deleted" | "bot.data_expired" | "bot.live_started" | "bot.live_transcript" | "bot.live_degraded" | "bot.live_ended" | "bot.insights_ready" | "calendar.connected" | "calendar.disconnected" | "calendar.bot_scheduled" | "calendar.bot_cancelled" | "transcription.live.ended" | "transcription.pre_recorded.completed" | "transcription.pre_recorded.failed" | "audio.archived" | "audio.archive_failed" | "retranscription.completed" | "retranscription.failed")[];
            /** @example payments backend */
            description?: string;
            /** @description true stops deliveries (they wait); false resumes them */
            disabled?: boolean;
        };
        TestResultDto: {
            message_id: string;
            event_id: string;
            succeeded: boolean;
            status_code: number | null;
            duration_ms: number;
            error: string | null;
            response: string | null;
        };
        AttemptDto: {
            id: string;
            /** @description The webhook-id of the delivery */
            message_id: string;
            event_id: string;
            event_type: string;
            attempted_at: string;
            succeeded: boolean;
            status_code: number | null;
            duration_ms: number;
            error: string | null;
            /** @description First 1 KB of the endpoint's answer */
            response: string | null;
            /**
             * @description The message's state now
             * @enum {string}
             */
            message_status: "pending" | "succeeded" | "failed";
        };
        AttemptListDto: {
            /** @description Newest first */
            data: components["schemas"]["AttemptDto"][];
            next_cursor: string | null;
        };
        ReplayDto: {
            /**
             * @description Failed messages created since
             * @example 2026-11-23T00:00:00Z
             */
            since: string;
        };
        ReplayResultDto: {
            /** @description Failed messages queued again */
            replayed: number;
        };
        MessageDto: {
            id: string;
            event_id: string;
            endpoint_id: string;
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed";
            attempts: number;
            next_attempt_at: string;
        };
        EventDto: {
            id: string;
            team_id: string;
            /** @enum {string} */
            type: "bot.status_changed" | "bot.completed" | "bot.failed" | "bot.create_failed" | "bot.recording_archived" | "bot.recording_archive_failed" | "bot.data_deleted" | "bot.data_expired" | "bot.live_started" | "bot.live_transcript" | "bot.live_degraded" | "bot.live_ended" | "bot.insights_ready" | "calendar.connected" | "calendar.disconnected" | "calendar.bot_scheduled" | "calendar.bot_cancelled" | "transcription.live.ended" | "transcription.pre_recorded.completed" | "transcription.pre_recorded.failed" | "audio.archived" | "audio.archive_failed" | "retranscription.completed" | "retranscription.failed" | "ping";
            timestamp: string;
            /** @description As delivered to the endpoints */
            data: Record<string, never>;
        };
        EventListDto: {
            /** @description Oldest first */
            data: components["schemas"]["EventDto"][];
            next_cursor: string | null;
        };
        AddonErrorDTO: {
            /**
             * @description Status code of the addon error
             * @example 500
             */
            status_code: number;
            /** @description Reason of the addon error */
            exception: string;
            /** @description Detailed message of the addon error */
            message: string;
        };
        AudioToLlmDTO: {
            /** @description The audio intelligence model succeeded to get a valid output */
            success: boolean;
            /** @description The audio intelligence model returned an empty value */
            is_empty: boolean;
            /** @description Time audio intelligence model took to complete the task */
            exec_time: number;
            /** @description `null` if `success` is `true`. Contains the error details of the failed model */
            error: components["schemas"]["AddonErrorDTO"] | null;
            /** @description The result from a specific prompt */
            results: components["schemas"]["AudioToLlmResultDTO"] | null;
        };
        AudioToLlmListConfigDTO: {
            /**
             * @description The list of prompts applied on the audio transcription
             * @example [
             *       "Extract the key points from the transcription"
             *     ]
             */
            prompts: unknown[][];
        };
        AudioToLlmListDTO: {
            /** @description The audio intelligence model succeeded to get a valid output */
            success: boolean;
            /** @description The audio intelligence model returned an empty value */
            is_empty: boolean;
            /** @description Time audio intelligence model took to complete the task */
            exec_time: number;
            /** @description `null` if `success` is `true`. Contains the error details of the failed model */
            error: components["schemas"]["AddonErrorDTO"] | null;
            /** @description If `audio_to_llm` has been enabled, results of the AI custom analysis */
            results: components["schemas"]["AudioToLlmDTO"][] | null;
        };
        AudioToLlmResultDTO: {
            /** @description The prompt used */
            prompt: string | null;
            /** @description The result of the AI analysis */
            response: string | null;
        };
        AudioUploadMetadataDTO: {
            /**
             * Format: uuid
             * @description Uploaded audio file ID
             * @example 6c09400e-23d2-4bd2-be55-96a5ececfa3b
             */
            id: string;
            /**
             * @description Uploaded audio filename
             * @example short-audio-en-16000.wav
             */
            filename: string;
            /**
             * Format: uri
             * @description Uploaded audio source
             * @example http://files.gladia.io/test/audio-transcription/short-audio-en-16000.wav
             */
            source?: string;
            /**
             * Format: uuid
             * @description Uploaded audio detected extension
             * @example wav
             */
            extension: string;
            /**
             * @description Uploaded audio size
             * @example 365702
             */
            size: number;
            /**
             * @description Uploaded audio duration
             * @example 4.145782
             */
            audio_duration: number;
            /**
             * @description Uploaded audio channel numbers
             * @example 1
             */
            number_of_channels: number;
        };
        AudioUploadResponse: {
            /**
             * Format: uri
             * @description Uploaded audio file Gladia URL
             * @example https://api.gladia.io/file/6c09400e-23d2-4bd2-be55-96a5ececfa3b
             */
            audio_url: string;
            /** @description Uploaded audio file detected metadata */
            audio_metadata: components["schemas"]["AudioUploadMetadataDTO"];
        };
        CallbackConfig: {
            /**
             * Format: uri
             * @description URL on which we will do a `POST` request with configured messages
             * @example https://callback.example
             */
            url?: string;
            /**
             * @description If true, partial utterance will be sent to websocket.
             * @default false
             */
            receive_partial_transcripts?: boolean;
            /**
             * @description If true, final utterance will be sent to websocket.
             * @default true
             */
            receive_final_transcripts?: boolean;
            /**
             * @description If true, begin and end speech events will be sent to websocket.
             * @default false
             */
            receive_speech_events?: boolean;
            /**
             * @description If true, pre-processing events will be sent to websocket.
             * @default true
             */
            receive_pre_processing_events?: boolean;
            /**
             * @description If true, realtime processing events will be sent to websocket.
             * @default true
             */
            receive_realtime_processing_events?: boolean;
            /**
             * @description If true, post-processing events will be sent to websocket.
             * @default true
             */
            receive_post_processing_events?: boolean;
            /**
             * @description If true, acknowledgments will be sent to websocket.
             * @default false
             */
            receive_acknowledgments?: boolean;
            /**
             * @description If true, lifecycle events will be sent to websocket.
             * @default true
             */
            receive_lifecycle_events?: boolean;
        };
        ChapterizationDTO: {
            /** @description The audio intelligence model succeeded to get a valid output */
            success: boolean;
            /** @description The audio intelligence model returned an empty value */
            is_empty: boolean;
            /** @description Time audio intelligence model took to complete the task */
            exec_time: number;
            /** @description `null` if `success` is `true`. Contains the error details of the failed model */
            error: components["schemas"]["AddonErrorDTO"] | null;
            /** @description If `chapterization` has been enabled, will generate chapters name for different parts of the given audio. */
            results: Record<string, never>;
        };
        /**
         * @description All the detected languages in the audio sorted from the most detected to the less detected
         * @enum {string}
         */
        CodeLanguageEnum: "af" | "sq" | "am" | "ar" | "hy" | "as" | "ast" | "az" | "ba" | "eu" | "be" | "bn" | "bs" | "br" | "bg" | "my" | "ca" | "ceb" | "zh" | "hr" | "cs" | "da" | "nl" | "en" | "et" | "fo" | "fi" | "fr" | "fy" | "ff" | "gd" | "gl" | "lg" | "ka" | "de" | "el" | "gu" | "ht" | "ha" | "haw" | "he" | "hi" | "hu" | "is" | "ig" | "ilo" | "id" | "ga" | "it" | "ja" | "jv" | "kn" | "kk" | "km" | "ko" | "lo" | "la" | "lv" | "ln" | "lt" | "lb" | "mk" | "mg" | "ms" | "ml" | "mt" | "mi" | "mr" | "mo" | "mn" | "mymr" | "ne" | "no" | "nn" | "oc" | "or" | "pa" | "ps" | "fa" | "pl" | "pt" | "pa" | "ro" | "ru" | "sa" | "sr" | "sn" | "sd" | "si" | "sk" | "sl" | "so" | "es" | "su" | "sw" | "ss" | "sv" | "tl" | "tg" | "ta" | "tt" | "te" | "th" | "bo" | "tn" | "tr" | "tk" | "uk" | "ur" | "uz" | "vi" | "cy" | "wo" | "xh" | "yi" | "yo" | "zu";
        CodeSwitchingConfigDTO: {
            /**
             * @description Specify the languages you want to use when detecting multiple languages
             * @default []
             */
            languages?: ("af" | "sq" | "am" | "ar" | "hy" | "as" | "az" | "ba" | "eu" | "be" | "bn" | "bs" | "br" | "bg" | "ca" | "zh" | "hr" | "cs" | "da" | "nl" | "en" | "et" | "fo" | "fi" | "fr" | "gl" | "ka" | "de" | "el" | "gu" | "ht" | "ha" | "haw" | "he" | "hi" | "hu" | "is" | "id" | "it" | "ja" | "jv" | "kn" | "kk" | "km" | "ko" | "lo" | "la" | "lv" | "ln" | "lt" | "lb" | "mk" | "mg" | "ms" | "ml" | "mt" | "mi" | "mr" | "mn" | "mymr" | "ne" | "no" | "nn" | "oc" | "ps" | "fa" | "pl" | "pt" | "pa" | "ro" | "ru" | "sa" | "sr" | "sn" | "sd" | "si" | "sk" | "sl" | "so" | "es" | "su" | "sw" | "sv" | "tl" | "tg" | "ta" | "tt" | "te" | "th" | "bo" | "tr" | "tk" | "uk" | "ur" | "uz" | "vi" | "cy" | "yi" | "yo" | "jp")[];
        };
        CustomSpellingDTO: {
            /** @description The audio intelligence model succeeded to get a valid output */
            success: boolean;
            /** @description The audio intelligence model returned an empty value */
            is_empty: boolean;
            /** @description Time audio intelligence model took to complete the task */
            exec_time: number;
            /** @description `null` if `success` is `true`. Contains the error details of the failed model */
            error: components["schemas"]["AddonErrorDTO"] | null;
            /** @description If `custom_spelling` has been enabled, Gladia will correct the spelling of the transcription */
            results: string;
        };
        CustomSpellingDictConfigDTO: {
            /**
             * @description The list of spelling applied on the audio transcription
             * @example {
             *       "Gettleman": [
             *         "gettleman"
             *       ],
             *       "SQL": [
             *         "Sequel"
             *       ]
             *     }
             */
            spelling_dictionary: Record<string, never>;
        };
        CustomVocabularyConfigDTO: {
            /**
             * @description Specific vocabulary list to feed the transcription model with
             * @example [
             *       "Gladia"
             *     ]
             */
            vocabulary?: string[];
        };
        /**
         * @description Set the spoken language for the given audio (ISO 639 standard)
         * @enum {string}
         */
        DetectionCodeLanguageEnum: "af" | "sq" | "am" | "ar" | "hy" | "as" | "az" | "ba" | "eu" | "be" | "bn" | "bs" | "br" | "bg" | "ca" | "zh" | "hr" | "cs" | "da" | "nl" | "en" | "et" | "fo" | "fi" | "fr" | "gl" | "ka" | "de" | "el" | "gu" | "ht" | "ha" | "haw" | "he" | "hi" | "hu" | "is" | "id" | "it" | "ja" | "jv" | "kn" | "kk" | "km" | "ko" | "lo" | "la" | "lv" | "ln" | "lt" | "lb" | "mk" | "mg" | "ms" | "ml" | "mt" | "mi" | "mr" | "mn" | "mymr" | "ne" | "no" | "nn" | "oc" | "ps" | "fa" | "pl" | "pt" | "pa" | "ro" | "ru" | "sa" | "sr" | "sn" | "sd" | "si" | "sk" | "sl" | "so" | "es" | "su" | "sw" | "sv" | "tl" | "tg" | "ta" | "tt" | "te" | "th" | "bo" | "tr" | "tk" | "uk" | "ur" | "uz" | "vi" | "cy" | "yi" | "yo" | "jp";
        DiarizationConfigDTO: {
            /**
             * @description Exact number of speakers in the audio
             * @example 2
             */
            number_of_speakers?: number;
            /**
             * @description Minimum number of speakers in the audio
             * @example 1
             */
            min_speakers?: number;
            /**
             * @description Maximum number of speakers in the audio
             * @example 2
             */
            max_speakers?: number;
        };
        DisplayModeDTO: {
            /** @description The audio intelligence model succeeded to get a valid output */
            success: boolean;
            /** @description The audio intelligence model returned an empty value */
            is_empty: boolean;
            /** @description Time audio intelligence model took to complete the task */
            exec_time: number;
            /** @description `null` if `success` is `true`. Contains the error details of the failed model */
            error: components["schemas"]["AddonErrorDTO"] | null;
            /** @description If `display_mode` has been enabled, proposes an alternative display output. */
            results: string[] | null;
        };
        FileResponse: {
            /** @description The file id */
            id: string;
            /** @description The name of the uploaded file */
            filename: string | null;
            /** @description The link used to download the file if audio_url was used */
            source: string | null;
            /**
             * @description Duration of the audio file
             * @example 3600
             */
            audio_duration: number | null;
            /**
             * @description Number of channels in the audio file
             * @example 1
             */
            number_of_channels: number | null;
        };
        InitPreRecordedTranscriptionResponse: {
            /**
             * Format: uuid
             * @description Id of the job
             * @example 45463597-20b7-4af7-b3b3-f5fb778203ab
             */
            id: string;
            /**
             * Format: uri
             * @description Prebuilt URL with your transcription `id` to fetch the result
             * @example https://api.gladia.io/v2/transcription/45463597-20b7-4af7-b3b3-f5fb778203ab
             */
            result_url: string;
        };
        InitStreamingResponse: {
            /**
             * Format: uuid
             * @description Id of the job
             * @example 45463597-20b7-4af7-b3b3-f5fb778203ab
             */
            id: string;
            /**
             * Format: uri
             * @description The websocket url to connect to for sending audio data. The url will contain the temporary token to authenticate the session.
             * @example wss://api.gladia.io/v2/transcription?token=4a39145c-2844-4557-8f34-34883f7be7d9
             */
            url: string;
        };
        InitTranscriptionRequest: {
            /** @description **[Alpha]** Context to feed the transcription model with for possible better accuracy */
            context_prompt?: string;
            /**
             * @description **[Alpha]** Specific vocabulary list to feed the transcription model with
             * @default []
             */
            custom_vocabulary?: string[];
            /**
             * @description Detect the language from the given audio
             * @default true
             */
            detect_language?: boolean;
            /**
             * @description Detect multiple languages in the given audio
             * @default false
             */
            enable_code_switching?: boolean;
            /** @description Specify the configuration for code switching */
            code_switching_config?: components["schemas"]["CodeSwitchingConfigDTO"];
            /** @example en */
            language?: components["schemas"]["DetectionCodeLanguageEnum"];
            /**
             * Format: uri
             * @description Callback URL we will do a `POST` request to with the result of the transcription
             * @example http://callback.example
             */
            callback_url?: string;
            /**
             * @description Enable subtitles generation for this transcription
             * @default false
             */
            subtitles?: boolean;
            /** @description Configuration for subtitles generation if `subtitles` is enabled */
            subtitles_config?: components["schemas"]["SubtitlesConfigDTO"];
            /**
             * @description Enable speaker recognition (diarization) for this audio
             * @default false
             */
            diarization?: boolean;
            /** @description Speaker recognition configuration, if `diarization` is enabled */
            diarization_config?: components["schemas"]["DiarizationConfigDTO"];
            /**
             * @description **[Beta]** Enable translation for this audio
             * @default false
             */
            translation?: boolean;
            /** @description **[Beta]** Translation configuration, if `translation` is enabled */
            translation_config?: components["schemas"]["TranslationConfigDTO"];
            /**
             * @description **[Beta]** Enable summarization for this audio
             * @default false
             */
            summarization?: boolean;
            /** @description **[Beta]** Summarization configuration, if `summarization` is enabled */
            summarization_config?: components["schemas"]["SummarizationConfigDTO"];
            /**
             * @description **[Alpha]** Enable moderation for this audio
             * @default false
             */
            moderation?: boolean;
            /**
             * @description **[Alpha]** Enable named entity recognition for this audio
             * @default false
             */
            named_entity_recognition?: boolean;
            /**
             * @description **[Alpha]** Enable chapterization for this audio
             * @default false
             */
            chapterization?: boolean;
            /**
             * @description **[Alpha]** Enable names consistency for this audio
             * @default false
             */
            name_consistency?: boolean;
            /**
             * @description **[Alpha]** Enable custom spelling for this audio
             * @default false
             */
            custom_spelling?: boolean;
            /** @description **[Alpha]** Custom spelling configuration, if `custom_spelling` is enabled */
            custom_spelling_config?: components["schemas"]["CustomSpellingDictConfigDTO"];
            /**
             * @description **[Alpha]** Enable structured data extraction for this audio
             * @default false
             */
            structured_data_extraction?: boolean;
            /** @description **[Alpha]** Structured data extraction configuration, if `structured_data_extraction` is enabled */
            structured_data_extraction_config?: components["schemas"]["StructuredDataExtractionConfigDTO"];
            /**
             * @description **[Alpha]** Enable sentiment analysis for this audio
             * @default false
             */
            sentiment_analysis?: boolean;
            /**
             * @description **[Alpha]** Enable audio to llm processing for this audio
             * @default false
             */
            audio_to_llm?: boolean;
            /** @description **[Alpha]** Audio to llm configuration, if `audio_to_llm` is enabled */
            audio_to_llm_config?: components["schemas"]["AudioToLlmListConfigDTO"];
            /** @description Custom metadata you can attach to this transcription */
            custom_metadata?: Record<string, never>;
            /**
             * @description Enable sentences for this audio
             * @default false
             */
            sentences?: boolean;
            /**
             * @description **[Alpha]** Allows to change the output display_mode for this audio. The output will be reordered, creating new utterances when speakers overlapped
             * @default false
             */
            display_mode?: boolean;
            /**
             * Format: uri
             * @description URL to a Gladia file or to an external audio or video file
             * @example http://files.gladia.io/example/audio-transcription/split_infinity.wav
             */
            audio_url: string;
        };
        LanguageConfig: {
            /**
             * @description If one language is set, it will be used for the transcription. Otherwise, language will be auto-detected by the model. If multiple languages are set, the model will only detect between those languages.
             * @default []
             */
            languages?: ("af" | "sq" | "am" | "ar" | "hy" | "as" | "az" | "ba" | "eu" | "be" | "bn" | "bs" | "br" | "bg" | "ca" | "zh" | "hr" | "cs" | "da" | "nl" | "en" | "et" | "fo" | "fi" | "fr" | "gl" | "ka" | "de" | "el" | "gu" | "ht" | "ha" | "haw" | "he" | "hi" | "hu" | "is" | "id" | "it" | "ja" | "jv" | "kn" | "kk" | "km" | "ko" | "lo" | "la" | "lv" | "ln" | "lt" | "lb" | "mk" | "mg" | "ms" | "ml" | "mt" | "mi" | "mr" | "mn" | "mymr" | "ne" | "no" | "nn" | "oc" | "ps" | "fa" | "pl" | "pt" | "pa" | "ro" | "ru" | "sa" | "sr" | "sn" | "sd" | "si" | "sk" | "sl" | "so" | "es" | "su" | "sw" | "sv" | "tl" | "tg" | "ta" | "tt" | "te" | "th" | "bo" | "tr" | "tk" | "uk" | "ur" | "uz" | "vi" | "cy" | "yi" | "yo" | "jp")[];
            /**
             * @description If true, language will be auto-detected on each utterance. Otherwise, language will be auto-detected on first utterance and then used for the rest of the transcription. If one language is set, this option will be ignored.
             * @default false
             */
            code_switching?: boolean;
        };
        ListPreRecordedResponse: {
            /**
             * Format: uri
             * @description URL to fetch the first page
             * @example https://api.gladia.io/v2/transcription?status=done&offset=0&limit=20
             */
            first: string;
            /**
             * Format: uri
             * @description URL to fetch the current page
             * @example https://api.gladia.io/v2/transcription?status=done&offset=0&limit=20
             */
            current: string;
            /**
             * Format: uri
             * @description URL to fetch the next page
             * @example https://api.gladia.io/v2/transcription?status=done&offset=20&limit=20
             */
            next: string | null;
            /** @description List of pre-recorded transcriptions */
            items: components["schemas"]["PreRecordedResponse"][];
        };
        ListStreamingResponse: {
            /**
             * Format: uri
             * @description URL to fetch the first page
             * @example https://api.gladia.io/v2/transcription?status=done&offset=0&limit=20
             */
            first: string;
            /**
             * Format: uri
             * @description URL to fetch the current page
             * @example https://api.gladia.io/v2/transcription?status=done&offset=0&limit=20
             */
            current: string;
            /**
             * Format: uri
             * @description URL to fetch the next page
             * @example https://api.gladia.io/v2/transcription?status=done&offset=20&limit=20
             */
            next: string | null;
            /** @description List of live transcriptions */
            items: components["schemas"]["StreamingResponse"][];
        };
        ListTranscriptionResponse: {
            /**
             * Format: uri
             * @description URL to fetch the first page
             * @example https://api.gladia.io/v2/transcription?status=done&offset=0&limit=20
             */
            first: string;
            /**
             * Format: uri
             * @description URL to fetch the current page
             * @example https://api.gladia.io/v2/transcription?status=done&offset=0&limit=20
             */
            current: string;
            /**
             * Format: uri
             * @description URL to fetch the next page
             * @example https://api.gladia.io/v2/transcription?status=done&offset=20&limit=20
             */
            next: string | null;
            /** @description List of transcriptions */
            items: (components["schemas"]["PreRecordedResponse"] | components["schemas"]["StreamingResponse"])[];
        };
        LlmPromptDTO: {
            /**
             * @description The title of the prompt
             * @example Key points
             */
            title: string;
            /**
             * @description The prompt to apply
             * @example Extract the key points from the transcription
             */
            prompt: string;
        };
        LlmPromptsConfigDTO: {
            /** @description The list of prompts applied on the audio transcription */
            prompts: components["schemas"]["LlmPromptDTO"][];
        };
        MessagesConfig: {
            /**
             * @description If true, partial utterance will be sent to websocket.
             * @default true
             */
            receive_partial_transcripts?: boolean;
            /**
             * @description If true, final utterance will be sent to websocket.
             * @default true
             */
            receive_final_transcripts?: boolean;
            /**
             * @description If true, begin and end speech events will be sent to websocket.
             * @default true
             */
            receive_speech_events?: boolean;
            /**
             * @description If true, pre-processing events will be sent to websocket.
             * @default true
             */
            receive_pre_processing_events?: boolean;
            /**
             * @description If true, realtime processing events will be sent to websocket.
             * @default true
             */
            receive_realtime_processing_events?: boolean;
            /**
             * @description If true, post-processing events will be sent to websocket.
             * @default true
             */
            receive_post_processing_events?: boolean;
            /**
             * @description If true, acknowledgments will be sent to websocket.
             * @default true
             */
            receive_acknowledgments?: boolean;
            /**
             * @description If true, lifecycle events will be sent to websocket.
             * @default false
             */
            receive_lifecycle_events?: boolean;
        };
        ModerationDTO: {
            /** @description The audio intelligence model succeeded to get a valid output */
            success: boolean;
            /** @description The audio intelligence model returned an empty value */
            is_empty: boolean;
            /** @description Time audio intelligence model took to complete the task */
            exec_time: number;
            /** @description `null` if `success` is `true`. Contains the error details of the failed model */
            error: components["schemas"]["AddonErrorDTO"] | null;
            /** @description If `moderation` has been enabled, moderated transcription */
            results: string | null;
        };
        NamedEntityRecognitionDTO: {
            /** @description The audio intelligence model succeeded to get a valid output */
            success: boolean;
            /** @description The audio intelligence model returned an empty value */
            is_empty: boolean;
            /** @description Time audio intelligence model took to complete the task */
            exec_time: number;
            /** @description `null` if `success` is `true`. Contains the error details of the failed model */
            error: components["schemas"]["AddonErrorDTO"] | null;
            /** @description If `named_entity_recognition` has been enabled, the detected entities. */
            entity: string;
        };
        NamesConsistencyDTO: {
            /** @description The audio intelligence model succeeded to get a valid output */
            success: boolean;
            /** @description The audio intelligence model returned an empty value */
            is_empty: boolean;
            /** @description Time audio intelligence model took to complete the task */
            exec_time: number;
            /** @description `null` if `success` is `true`. Contains the error details of the failed model */
            error: components["schemas"]["AddonErrorDTO"] | null;
            /** @description If `name_consistency` has been enabled, Gladia will improve the consistency of the names across the transcription */
            results: string;
        };
        PostProcessingConfig: {
            /**
             * @description If true, generates summarization for the whole transcription.
             * @default false
             */
            summarization?: boolean;
            /** @description Summarization configuration, if `summarization` is enabled */
            summarization_config?: components["schemas"]["SummarizationConfigDTO"];
            /**
             * @description If true, generates chapters for the whole transcription.
             * @default false
             */
            chapterization?: boolean;
            /**
             * @description If true, calls LLM with specified prompts.
             * @default false
             */
            llm_prompts?: boolean;
            /** @description LLM prompts configuration, if `llm_prompts` is enabled */
            llm_prompts_config?: components["schemas"]["LlmPromptsConfigDTO"];
        };
        PreProcessingConfig: {
            /**
             * @description If true, apply pre-processing to the audio stream to enhance the quality.
             * @default false
             */
            audio_enhancer?: boolean;
        };
        PreRecordedRequestParamsResponse: {
            /** @description **[Alpha]** Context to feed the transcription model with for possible better accuracy */
            context_prompt?: string;
            /**
             * @description **[Alpha]** Specific vocabulary list to feed the transcription model with
             * @default []
             */
            custom_vocabulary?: string[];
            /**
             * @description Detect the language from the given audio
             * @default true
             */
            detect_language?: boolean;
            /**
             * @description Detect multiple languages in the given audio
             * @default false
             */
            enable_code_switching?: boolean;
            /** @description Specify the configuration for code switching */
            code_switching_config?: components["schemas"]["CodeSwitchingConfigDTO"];
            /** @example en */
            language?: components["schemas"]["DetectionCodeLanguageEnum"];
            /**
             * Format: uri
             * @description Callback URL we will do a `POST` request to with the result of the transcription
             * @example http://callback.example
             */
            callback_url?: string;
            /**
             * @description Enable subtitles generation for this transcription
             * @default false
             */
            subtitles?: boolean;
            /** @description Configuration for subtitles generation if `subtitles` is enabled */
            subtitles_config?: components["schemas"]["SubtitlesConfigDTO"];
            /**
             * @description Enable speaker recognition (diarization) for this audio
             * @default false
             */
            diarization?: boolean;
            /** @description Speaker recognition configuration, if `diarization` is enabled */
            diarization_config?: components["schemas"]["DiarizationConfigDTO"];
            /**
             * @description **[Beta]** Enable translation for this audio
             * @default false
             */
            translation?: boolean;
            /** @description **[Beta]** Translation configuration, if `translation` is enabled */
            translation_config?: components["schemas"]["TranslationConfigDTO"];
            /**
             * @description **[Beta]** Enable summarization for this audio
             * @default false
             */
            summarization?: boolean;
            /** @description **[Beta]** Summarization configuration, if `summarization` is enabled */
            summarization_config?: components["schemas"]["SummarizationConfigDTO"];
            /**
             * @description **[Alpha]** Enable moderation for this audio
             * @default false
             */
            moderation?: boolean;
            /**
             * @description **[Alpha]** Enable named entity recognition for this audio
             * @default false
             */
            named_entity_recognition?: boolean;
            /**
             * @description **[Alpha]** Enable chapterization for this audio
             * @default false
             */
            chapterization?: boolean;
            /**
             * @description **[Alpha]** Enable names consistency for this audio
             * @default false
             */
            name_consistency?: boolean;
            /**
             * @description **[Alpha]** Enable custom spelling for this audio
             * @default false
             */
            custom_spelling?: boolean;
            /** @description **[Alpha]** Custom spelling configuration, if `custom_spelling` is enabled */
            custom_spelling_config?: components["schemas"]["CustomSpellingDictConfigDTO"];
            /**
             * @description **[Alpha]** Enable structured data extraction for this audio
             * @default false
             */
            structured_data_extraction?: boolean;
            /** @description **[Alpha]** Structured data extraction configuration, if `structured_data_extraction` is enabled */
            structured_data_extraction_config?: components["schemas"]["StructuredDataExtractionConfigDTO"];
            /**
             * @description **[Alpha]** Enable sentiment analysis for this audio
             * @default false
             */
            sentiment_analysis?: boolean;
            /**
             * @description **[Alpha]** Enable audio to llm processing for this audio
             * @default false
             */
            audio_to_llm?: boolean;
            /** @description **[Alpha]** Audio to llm configuration, if `audio_to_llm` is enabled */
            audio_to_llm_config?: components["schemas"]["AudioToLlmListConfigDTO"];
            /**
             * @description Enable sentences for this audio
             * @default false
             */
            sentences?: boolean;
            /**
             * @description **[Alpha]** Allows to change the output display_mode for this audio. The output will be reordered, creating new utterances when speakers overlapped
             * @default false
             */
            display_mode?: boolean;
            /** Format: uri */
            audio_url: string | null;
        };
        PreRecordedResponse: {
            /**
             * Format: uuid
             * @description Id of the job
             * @example 45463597-20b7-4af7-b3b3-f5fb778203ab
             */
            id: string;
            /**
             * @description Debug id
             * @example G-45463597
             */
            request_id: string;
            /**
             * @description API version
             * @example 2
             */
            version: number;
            /**
             * @description "queued": the job has been queued. "processing": the job is being processed. "done": the job has been processed and the result is available. "error": an error occurred during the job's processing.
             * @enum {string}
             */
            status: "queued" | "processing" | "done" | "error";
            /**
             * @description Creation date
             * @example 2023-12-28T09:04:17.210Z
             */
            created_at: string;
            /**
             * @description Completion date when status is "done" or "error"
             * @example 2023-12-28T09:04:37.210Z
             */
            completed_at?: string | null;
            /** @description Custom metadata given in the initial request */
            custom_metadata?: Record<string, never> | null;
            /**
             * @description HTTP status code of the error if status is "error"
             * @example 500
             */
            error_code?: number | null;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "pre-recorded";
            /** @description The file data you uploaded. Can be null if status is "error" */
            file?: components["schemas"]["FileResponse"] | null;
            /** @description Parameters used for this pre-recorded transcription. Can be null if status is "error" */
            request_params?: components["schemas"]["PreRecordedRequestParamsResponse"] | null;
            /** @description Pre-recorded transcription's result when status is "done" */
            result?: components["schemas"]["TranscriptionResultDTO"] | null;
        };
        RealtimeProcessingConfig: {
            /**
             * @description If true, accurate timestamps will be provided for each word in the transcription.
             * @default false
             */
            words_accurate_timestamps?: boolean;
            /**
             * @description If true, enable custom vocabulary for the transcription.
             * @default false
             */
            custom_vocabulary?: boolean;
            /** @description Custom vocabulary configuration, if `custom_vocabulary` is enabled */
            custom_vocabulary_config?: components["schemas"]["CustomVocabularyConfigDTO"];
            /**
             * @description If true, enable named entity recognition for the transcription.
             * @default false
             */
            named_entity_recognition?: boolean;
            /**
             * @description If true, enable sentiment analysis for the transcription.
             * @default false
             */
            sentiment_analysis?: boolean;
        };
        SentencesDTO: {
            /** @description The audio intelligence model succeeded to get a valid output */
            success: boolean;
            /** @description The audio intelligence model returned an empty value */
            is_empty: boolean;
            /** @description Time audio intelligence model took to complete the task */
            exec_time: number;
            /** @description `null` if `success` is `true`. Contains the error details of the failed model */
            error: components["schemas"]["AddonErrorDTO"] | null;
            /** @description If `sentences` has been enabled, transcription as sentences. */
            results: string[] | null;
        };
        SentimentAnalysisDTO: {
            /** @description The audio intelligence model succeeded to get a valid output */
            success: boolean;
            /** @description The audio intelligence model returned an empty value */
            is_empty: boolean;
            /** @description Time audio intelligence model took to complete the task */
            exec_time: number;
            /** @description `null` if `success` is `true`. Contains the error details of the failed model */
            error: components["schemas"]["AddonErrorDTO"] | null;
            /** @description If `sentiment_analysis` has been enabled, Gladia will analyze the sentiments and emotions of the audio */
            results: string;
        };
        /**
         * @description The transcription model to use. The "fast" model is optimized for speed, while the "accurate" model is optimized for accuracy
         * @default fast
         * @enum {string}
         */
        StreamingModelEnum: "fast" | "accurate";
        StreamingRequest: {
            encoding?: components["schemas"]["StreamingSupportedEncodingEnum"];
            bit_depth?: components["schemas"]["StreamingSupportedBitDepthEnum"];
            sample_rate?: components["schemas"]["StreamingSupportedSampleRateEnum"];
            /**
             * @description The number of channels of the audio stream
             * @default 1
             */
            channels?: number;
            model?: components["schemas"]["StreamingModelEnum"];
            /**
             * @description Custom metadata you can attach to this live transcription
             * @example {
             *       "user": "John Doe"
             *     }
             */
            custom_metadata?: Record<string, never>;
            /**
             * @description The endpointing duration in seconds. Endpointing is the duration of silence which will cause an utterance to be considered as finished
             * @default 0.3
             */
            endpointing?: number;
            /**
             * @description The maximum duration in seconds without endpointing. If endpointing is not detected after this duration, current utterance will be considered as finished
             * @default 30
             */
            maximum_duration_without_endpointing?: number;
            /** @description Specify the language configuration */
            language_config?: components["schemas"]["LanguageConfig"];
            /** @description Specify the pre-processing configuration */
            pre_processing?: components["schemas"]["PreProcessingConfig"];
            /** @description Specify the realtime processing configuration */
            realtime_processing?: components["schemas"]["RealtimeProcessingConfig"];
            /** @description Specify the post-processing configuration */
            post_processing?: components["schemas"]["PostProcessingConfig"];
            /** @description Specify the websocket messages configuration */
            messages_config?: components["schemas"]["MessagesConfig"];
            /**
             * @description If true, messages will be sent to configured url.
             * @default false
             */
            callback?: boolean;
            /** @description Specify the callback configuration */
            callback_config?: components["schemas"]["CallbackConfig"];
        };
        StreamingRequestParamsResponse: {
            encoding?: components["schemas"]["StreamingSupportedEncodingEnum"];
            bit_depth?: components["schemas"]["StreamingSupportedBitDepthEnum"];
            sample_rate?: components["schemas"]["StreamingSupportedSampleRateEnum"];
            /**
             * @description The number of channels of the audio stream
             * @default 1
             */
            channels?: number;
            model?: components["schemas"]["StreamingModelEnum"];
            /**
             * @description The endpointing duration in seconds. Endpointing is the duration of silence which will cause an utterance to be considered as finished
             * @default 0.3
             */
            endpointing?: number;
            /**
             * @description The maximum duration in seconds without endpointing. If endpointing is not detected after this duration, current utterance will be considered as finished
             * @default 30
             */
            maximum_duration_without_endpointing?: number;
            /** @description Specify the language configuration */
            language_config?: components["schemas"]["LanguageConfig"];
            /** @description Specify the pre-processing configuration */
            pre_processing?: components["schemas"]["PreProcessingConfig"];
            /** @description Specify the realtime processing configuration */
            realtime_processing?: components["schemas"]["RealtimeProcessingConfig"];
            /** @description Specify the post-processing configuration */
            post_processing?: components["schemas"]["PostProcessingConfig"];
            /** @description Specify the websocket messages configuration */
            messages_config?: components["schemas"]["MessagesConfig"];
            /**
             * @description If true, messages will be sent to configured url.
             * @default false
             */
            callback?: boolean;
            /** @description Specify the callback configuration */
            callback_config?: components["schemas"]["CallbackConfig"];
        };
        StreamingResponse: {
            /**
             * Format: uuid
             * @description Id of the job
             * @example 45463597-20b7-4af7-b3b3-f5fb778203ab
             */
            id: string;
            /**
             * @description Debug id
             * @example G-45463597
             */
            request_id: string;
            /**
             * @description API version
             * @example 2
             */
            version: number;
            /**
             * @description "queued": the job has been queued. "processing": the job is being processed. "done": the job has been processed and the result is available. "error": an error occurred during the job's processing.
             * @enum {string}
             */
            status: "queued" | "processing" | "done" | "error";
            /**
             * @description Creation date
             * @example 2023-12-28T09:04:17.210Z
             */
            created_at: string;
            /**
             * @description Completion date when status is "done" or "error"
             * @example 2023-12-28T09:04:37.210Z
             */
            completed_at?: string | null;
            /** @description Custom metadata given in the initial request */
            custom_metadata?: Record<string, never> | null;
            /**
             * @description HTTP status code of the error if status is "error"
             * @example 500
             */
            error_code?: number | null;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "live";
            /** @description The file data you uploaded. Can be null if status is "error" */
            file?: components["schemas"]["FileResponse"] | null;
            /** @description Parameters used for this live transcription. Can be null if status is "error" */
            request_params?: components["schemas"]["StreamingRequestParamsResponse"] | null;
            /** @description Live transcription's result when status is "done" */
            result?: components["schemas"]["TranscriptionResultDTO"] | null;
        };
        /**
         * @description The bit depth of the audio stream
         * @default 16
         * @enum {number}
         */
        StreamingSupportedBitDepthEnum: 8 | 16 | 24 | 32;
        /**
         * @description The encoding format of the audio stream. We support 8, 16, 24 and 32 bits PCM, 8 bits A-law, and 8 bits μ-law.
         * @default wav/pcm
         * @enum {string}
         */
        StreamingSupportedEncodingEnum: "wav/pcm" | "wav/alaw" | "wav/ulaw";
        /**
         * @description The sample rate of the audio stream
         * @default 16000
         * @enum {number}
         */
        StreamingSupportedSampleRateEnum: 8000 | 16000 | 32000 | 44100 | 48000;
        StructuredDataExtractionConfigDTO: {
            /**
             * @description The list of classes to extract from the audio transcription
             * @example [
             *       "Persons",
             *       "Organizations"
             *     ]
             */
            classes: unknown[][];
        };
        StructuredDataExtractionDTO: {
            /** @description The audio intelligence model succeeded to get a valid output */
            success: boolean;
            /** @description The audio intelligence model returned an empty value */
            is_empty: boolean;
            /** @description Time audio intelligence model took to complete the task */
            exec_time: number;
            /** @description `null` if `success` is `true`. Contains the error details of the failed model */
            error: components["schemas"]["AddonErrorDTO"] | null;
            /** @description If `structured_data_extraction` has been enabled, results of the AI structured data extraction for the defined classes. */
            results: string;
        };
        SubtitleDTO: {
            /** @example srt */
            format: components["schemas"]["SubtitlesFormatEnum"];
            /** @description Transcription on the asked subtitle format */
            subtitles: string;
        };
        SubtitlesConfigDTO: {
            formats?: components["schemas"]["SubtitlesFormatEnum"][];
        };
        /**
         * @description Subtitles formats you want your transcription to be formatted to
         * @default [
         *       "srt"
         *     ]
         * @enum {string}
         */
        SubtitlesFormatEnum: "srt" | "vtt";
        SummarizationConfigDTO: {
            type?: components["schemas"]["SummaryTypesEnum"];
        };
        SummarizationDTO: {
            /** @description The audio intelligence model succeeded to get a valid output */
            success: boolean;
            /** @description The audio intelligence model returned an empty value */
            is_empty: boolean;
            /** @description Time audio intelligence model took to complete the task */
            exec_time: number;
            /** @description `null` if `success` is `true`. Contains the error details of the failed model */
            error: components["schemas"]["AddonErrorDTO"] | null;
            /** @description If `summarization` has been enabled, summary of the transcription */
            results: string | null;
        };
        /**
         * @description The type of summarization to apply
         * @default general
         * @enum {string}
         */
        SummaryTypesEnum: "general" | "bullet_points" | "concise";
        TranscriptionDTO: {
            /** @description All transcription on text format without any other information */
            full_transcript: string;
            /**
             * @example [
             *       "en"
             *     ]
             */
            languages: components["schemas"]["CodeLanguageEnum"][];
            /** @description If `sentences` has been enabled, sentences results */
            sentences?: components["schemas"]["SentencesDTO"][];
            /** @description If `subtitles` has been enabled, subtitles results */
            subtitles?: components["schemas"]["SubtitleDTO"][];
            /** @description Transcribed speech utterances present in the audio */
            utterances: components["schemas"]["UtteranceDTO"][];
        };
        TranscriptionMetadataDTO: {
            /**
             * @description Duration of the transcribed audio file
             * @example 3600
             */
            audio_duration: number;
            /**
             * @description Number of distinct channels in the transcribed audio file
             * @example 1
             */
            number_of_distinct_channels: number;
            /**
             * @description Billed duration in seconds (audio_duration * number_of_distinct_channels)
             * @example 3600
             */
            billing_time: number;
            /**
             * @description Duration of the transcription in seconds
             * @example 20
             */
            transcription_time: number;
        };
        TranscriptionResultDTO: {
            /** @description Metadata for the given transcription & audio file */
            metadata: components["schemas"]["TranscriptionMetadataDTO"];
            /** @description Transcription of the audio speech */
            transcription?: components["schemas"]["TranscriptionDTO"];
            /** @description If `translation` has been enabled, translation of the audio speech transcription */
            translation?: components["schemas"]["TranslationDTO"];
            /** @description If `summarization` has been enabled, summarization of the audio speech transcription */
            summarization?: components["schemas"]["SummarizationDTO"];
            /** @description If `moderation` has been enabled, moderation of the audio speech transcription */
            moderation?: components["schemas"]["ModerationDTO"];
            /** @description If `named_entity_recognition` has been enabled, the detected entities */
            named_entity_recognition?: components["schemas"]["NamedEntityRecognitionDTO"];
            /** @description If `name_consistency` has been enabled, Gladia will improve consistency of the names accross the transcription */
            name_consistency?: components["schemas"]["NamesConsistencyDTO"];
            /** @description If `custom_spelling` has been enabled, Gladia will correct the spelling of the transcription */
            custom_spelling?: components["schemas"]["CustomSpellingDTO"];
            /** @description If `structured_data_extraction` has been enabled, structured data extraction results */
            structured_data_extraction?: components["schemas"]["StructuredDataExtractionDTO"];
            /** @description If `sentiment_analysis` has been enabled, sentiment analysis of the audio speech transcription */
            sentiment_analysis?: components["schemas"]["SentimentAnalysisDTO"];
            /** @description If `audio_to_llm` has been enabled, audio to llm results of the audio speech transcription */
            audio_to_llm?: components["schemas"]["AudioToLlmListDTO"];
            /**
             * @deprecated
             * @description If `sentences` has been enabled, sentences of the audio speech transcription. Deprecated: content will move to the `transcription` object.
             */
            sentences?: components["schemas"]["SentencesDTO"];
            /** @description If `display_mode` has been enabled, the output will be reordered, creating new utterances when speakers overlapped */
            display_mode?: components["schemas"]["DisplayModeDTO"];
            /** @description If `chapterization` has been enabled, will generate chapters name for different parts of the given audio. */
            chapters?: components["schemas"]["ChapterizationDTO"];
        };
        /**
         * @description Target language in `iso639-1` format you want the transcription translated to
         * @enum {string}
         */
        TranslationCodeLanguageEnum: "af" | "sq" | "am" | "ar" | "hy" | "as" | "ast" | "az" | "ba" | "eu" | "be" | "bn" | "bs" | "br" | "bg" | "my" | "ca" | "ceb" | "zh" | "hr" | "cs" | "da" | "nl" | "en" | "et" | "fo" | "fi" | "nl" | "fr" | "fy" | "ff" | "gd" | "gl" | "lg" | "ka" | "de" | "el" | "gu" | "ht" | "ha" | "haw" | "he" | "hi" | "hu" | "is" | "ig" | "ilo" | "id" | "ga" | "it" | "ja" | "jp" | "jv" | "kn" | "kk" | "km" | "ko" | "lo" | "la" | "lv" | "ln" | "lt" | "lb" | "mk" | "mg" | "ms" | "ml" | "mt" | "mi" | "mr" | "mo" | "mn" | "mymr" | "ne" | "no" | "nn" | "oc" | "or" | "pa" | "ps" | "fa" | "pl" | "pt" | "pa" | "ro" | "ru" | "sa" | "sr" | "sn" | "sd" | "si" | "sk" | "sl" | "so" | "es" | "su" | "sw" | "ss" | "sv" | "tl" | "tg" | "ta" | "tt" | "te" | "th" | "bo" | "tn" | "tr" | "tk" | "uk" | "ur" | "uz" | "vi" | "cy" | "wo" | "xh" | "yi" | "yo" | "zu";
        TranslationConfigDTO: {
            /**
             * @example [
             *       "en"
             *     ]
             */
            target_languages: components["schemas"]["TranslationCodeLanguageEnum"][];
            /**
             * @description Model you want the translation model to use to translate
             * @default base
             * @enum {string}
             */
            model?: "base" | "enhanced";
        };
        TranslationDTO: {
            /** @description The audio intelligence model succeeded to get a valid output */
            success: boolean;
            /** @description The audio intelligence model returned an empty value */
            is_empty: boolean;
            /** @description Time audio intelligence model took to complete the task */
            exec_time: number;
            /** @description `null` if `success` is `true`. Contains the error details of the failed model */
            error: components["schemas"]["AddonErrorDTO"] | null;
            /** @description List of translated transcriptions, one for each `target_languages` */
            results: components["schemas"]["TranslationResultDTO"][] | null;
        };
        TranslationResultDTO: {
            /** @description Contains the error details of the failed addon */
            error: components["schemas"]["AddonErrorDTO"] | null;
            /** @description All transcription on text format without any other information */
            full_transcript: string;
            /**
             * @example [
             *       "en"
             *     ]
             */
            languages: components["schemas"]["CodeLanguageEnum"][];
            /** @description If `sentences` has been enabled, sentences results for this translation */
            sentences?: components["schemas"]["SentencesDTO"][];
            /** @description If `subtitles` has been enabled, subtitles results for this translation */
            subtitles?: components["schemas"]["SubtitleDTO"][];
            /** @description Transcribed speech utterances present in the audio */
            utterances: components["schemas"]["UtteranceDTO"][];
        };
        UtteranceDTO: {
            /** @example en */
            language: components["schemas"]["CodeLanguageEnum"];
            /** @description Start timestamp in seconds of this utterance */
            start: number;
            /** @description End timestamp in seconds of this utterance */
            end: number;
            /** @description Confidence on the transcribed utterance (1 = 100% confident) */
            confidence: number;
            /** @description Audio channel of where this utterance has been transcribed from */
            channel: number;
            /** @description If `diarization` enabled, speaker identification number */
            speaker?: number;
            /** @description List of words of the utterance, split by timestamp */
            words: components["schemas"]["WordDTO"][];
            /** @description Transcription for this utterance */
            text: string;
        };
        WordDTO: {
            /** @description Spoken word */
            word: string;
            /** @description Start timestamps in seconds of the spoken word */
            start: number;
            /** @description End timestamps in seconds of the spoken word */
            end: number;
            /** @description Confidence on the transcribed word (1 = 100% confident) */
            confidence: number;
        };
        TeamEventPayload: {
            /** @enum {string} */
            type: "bot.status_changed" | "bot.completed" | "bot.failed" | "bot.create_failed" | "bot.recording_archived" | "bot.recording_archive_failed" | "bot.data_deleted" | "bot.data_expired" | "bot.live_started" | "bot.live_transcript" | "bot.live_degraded" | "bot.live_ended" | "bot.insights_ready" | "calendar.connected" | "calendar.disconnected" | "calendar.bot_scheduled" | "calendar.bot_cancelled" | "transcription.live.ended" | "transcription.pre_recorded.completed" | "transcription.pre_recorded.failed" | "audio.archived" | "audio.archive_failed" | "retranscription.completed" | "retranscription.failed" | "ping";
            /**
             * Format: date-time
             * @description When the event was written
             */
            timestamp: string;
            /** @description The ids, what a receiver needs to act, and `url`: the resource to fetch */
            data: {
                [key: string]: unknown;
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    BotsController_list: {
        parameters: {
            query?: {
                limit?: number;
                /** @description next_cursor of the previous page */
                cursor?: string;
                /** @description Current status, e.g. in_call_recording, complete */
                status?: string;
                /** @description Created at or after (ISO 8601) */
                created_after?: string;
                /** @description Created before (ISO 8601) */
                created_before?: string;
                /** @description Exact meeting URL */
                meeting_url?: string;
                /** @description Admins only: one team */
                team_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000008",
                     *           "team_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000001",
                     *           "upstream_bot_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000009",
                     *           "meeting_url": "https://meet.google.com/abc-defg-hij",
                     *           "bot_name": "Notetaker",
                     *           "title": null,
                     *           "api_version": "v1",
                     *           "status": "created",
                     *           "terminal": false,
                     *           "last_error": null,
                     *           "idempotency_key": null,
                     *           "created_at": "2026-11-29T02:23:20.225Z",
                     *           "updated_at": "2026-11-29T02:23:20.240Z",
                     *           "ended_at": null,
                     *           "participants": null,
                     *           "recording_seconds": null,
                     *           "transcript_ready": false,
                     *           "insights_ready": false
                     *         },
                     *         {
                     *           "id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000006",
                     *           "team_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000001",
                     *           "upstream_bot_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000007",
                     *           "meeting_url": "https://meet.google.com/abc-defg-hij",
                     *           "bot_name": "Notetaker",
                     *           "title": null,
                     *           "api_version": "v1",
                     *           "status": "created",
                     *           "terminal": false,
                     *           "last_error": null,
                     *           "idempotency_key": null,
                     *           "created_at": "2026-11-29T02:23:20.141Z",
                     *           "updated_at": "2026-11-29T02:23:20.177Z",
                     *           "ended_at": null,
                     *           "participants": null,
                     *           "recording_seconds": null,
                     *           "transcript_ready": false,
                     *           "insights_ready": false
                     *         }
                     *       ],
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["BotListResponseDto"];
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "property bogus should not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    BotsController_create: {
        parameters: {
            query?: never;
            header?: {
                /** @description Same key + same body: the same bot, one vendor call. Other body: 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BotCreateDto"];
            };
        };
        responses: {
            /** @description Created, or replayed (Idempotent-Replayed: true) */
            201: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000006",
                     *       "team_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000001",
                     *       "upstream_bot_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000007",
                     *       "meeting_url": "https://meet.google.com/abc-defg-hij",
                     *       "bot_name": "Notetaker",
                     *       "title": null,
                     *       "api_version": "v1",
                     *       "status": "created",
                     *       "terminal": false,
                     *       "last_error": null,
                     *       "idempotency_key": null,
                     *       "created_at": "2026-11-29T02:23:20.141Z",
                     *       "updated_at": "2026-11-29T02:23:20.177Z",
                     *       "ended_at": null,
                     *       "participants": null,
                     *       "live": {
                     *         "state": "awaiting",
                     *         "started_at": null,
                     *         "ended_at": null,
                     *         "finals": 0,
                     *         "gaps": [],
                     *         "sessions": [],
                     *         "path": "/bots/3f9c2a7e-5b1d-4c8e-9a6f-000000000006/live-transcript"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["BotCreatedDto"];
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "property bogus should not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Only admin keys may create bots in another team's name */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 403,
                     *       "message": "Only admin keys may create bots in another team's name"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Not found, or another team's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 404,
                     *       "message": "Team not found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request body stopped arriving (REQUEST_BODY_TIMEOUT_MS) */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 408,
                     *       "message": "The request body stopped arriving"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Conflict with what exists (a name taken, an Idempotency-Key reused with another body) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 409,
                     *       "message": "Idempotency-Key was already used with a different request"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Body larger than JSON_BODY_LIMIT */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 413,
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description JSON in another charset than UTF-8 */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 415,
                     *       "message": "Unsupported charset"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The vendor failed, was unreachable or answered what the bridge cannot pass on */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 502,
                     *       "message": "The meeting-bot vendor is unreachable"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Not ready, or an earlier attempt is still being confirmed (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 503,
                     *       "message": "The earlier request with this Idempotency-Key has an unknown outcome and the vendor does not show the bot yet; the bridge will not create a second one before it is sure"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The vendor did not answer in time (VENDOR_TIMEOUT_MS) */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 504,
                     *       "message": "The meeting-bot vendor did not answer in time"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    BotsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000008",
                     *       "team_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000001",
                     *       "upstream_bot_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000009",
                     *       "meeting_url": "https://meet.google.com/abc-defg-hij",
                     *       "bot_name": "Notetaker",
                     *       "title": null,
                     *       "api_version": "v1",
                     *       "status": "complete",
                     *       "terminal": true,
                     *       "last_error": null,
                     *       "idempotency_key": null,
                     *       "created_at": "2026-11-29T02:23:20.225Z",
                     *       "updated_at": "2026-11-29T02:23:26.317Z",
                     *       "ended_at": "2026-11-29T02:23:26.297Z",
                     *       "participants": [
                     *         "Ada Lovelace",
                     *         "Alan Turing"
                     *       ],
                     *       "status_history": [
                     *         {
                     *           "code": "joining_call",
                     *           "source": "vendor",
                     *           "occurred_at": "2026-11-29T02:23:22.241Z",
                     *           "received_at": "2026-11-29T02:23:22.259Z"
                     *         },
                     *         {
                     *           "code": "in_waiting_room",
                     *           "source": "vendor",
                     *           "occurred_at": "2026-11-29T02:23:23.248Z",
                     *           "received_at": "2026-11-29T02:23:23.268Z"
                     *         }
                     *       ],
                     *       "recording_seconds": 19,
                     *       "recording": {
                     *         "audio": {
                     *           "state": "archived",
                     *           "size_bytes": 320044,
                     *           "sha256": "4a3b16cb23d4cc3e4516b373eacea507beb1ce7124a0de844d59710f99c5ca3f",
                     *           "archived_at": "2026-11-29T02:23:26.446Z"
                     *         },
                     *         "video": null,
                     *         "transcript": [
                     *           {
                     *             "words": [
                     *               {
                     *                 "end": 1.35,
                     *                 "word": "Hello",
                     *                 "start": 1
                     *               },
                     *               {
                     *                 "end": 1.75,
                     *                 "word": "everyone.",
                     *                 "start": 1.4
                     *               }
                     *             ],
                     *             "offset": 1,
                     *             "speaker": "Ada Lovelace",
                     *             "end_time": 4.15,
                     *             "start_time": 1
                     *           },
                     *           {
                     *             "words": [
                     *               {
                     *                 "end": 5.35,
                     *                 "word": "Yes.",
                     *                 "start": 5
                     *               },
                     *               {
                     *                 "end": 5.75,
                     *                 "word": "Can",
                     *                 "start": 5.4
                     *               }
                     *             ],
                     *             "offset": 5,
                     *             "speaker": "Alan Turing",
                     *             "end_time": 10.15,
                     *             "start_time": 5
                     *           }
                     *         ],
                     *         "speakers": [
                     *           "Ada Lovelace",
                     *           "Alan Turing"
                     *         ],
                     *         "mp4_url": "https://vendor.example.com/recordings/3f9c2a7e-5b1d-4c8e-9a6f-000000000009.mp4?token=sim",
                     *         "media_seen_at": "2026-11-29T02:23:26.297Z"
                     *       },
                     *       "transcription_jobs": [],
                     *       "retranscriptions": [],
                     *       "transcripts": [
                     *         {
                     *           "version": 1,
                     *           "source": "meeting_bot",
                     *           "retranscription_id": null,
                     *           "created_at": "2026-11-29T02:23:26.343Z",
                     *           "path": "/bots/3f9c2a7e-5b1d-4c8e-9a6f-000000000008/transcript?version=1"
                     *         }
                     *       ],
                     *       "live": null,
                     *       "transcription": {
                     *         "prompts": [
                     *           "What was decided?"
                     *         ],
                     *         "summary": "general",
                     *         "chapters": true,
                     *         "languages": [
                     *           "en"
                     *         ],
                     *         "translation": {
                     *           "target_languages": [
                     *             "fr"
                     *           ]
                     *         }
                     *       },
                     *       "insights": {
                     *         "asked": [
                     *           "summary",
                     *           "chapters"
                     *         ],
                     *         "version": null,
                     *         "retranscription_id": null,
                     *         "path": null,
                     *         "state": "waiting",
                     *         "reason": "Its transcript came without them: the bridge's own STT job starts once the recording is archived (at the next sweep)"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["BotDetailDto"];
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "Validation failed (uuid is expected)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Not found, or another team's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 404,
                     *       "message": "Bot not found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    BotsController_leave: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Asked; its events follow */
            202: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f9c2a7e-5b1d-4c8e-9a6f-00000000000c",
                     *       "team_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000001",
                     *       "upstream_bot_id": "3f9c2a7e-5b1d-4c8e-9a6f-00000000000d",
                     *       "meeting_url": "https://meet.google.com/abc-defg-hij",
                     *       "bot_name": "Notetaker",
                     *       "title": null,
                     *       "api_version": "v1",
                     *       "status": "created",
                     *       "terminal": false,
                     *       "last_error": null,
                     *       "idempotency_key": null,
                     *       "created_at": "2026-11-29T02:23:30.109Z",
                     *       "updated_at": "2026-11-29T02:23:30.118Z",
                     *       "ended_at": null,
                     *       "participants": null
                     *     }
                     */
                    "application/json": components["schemas"]["BotResponseDto"];
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "Validation failed (uuid is expected)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Not found, or another team's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 404,
                     *       "message": "Bot not found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Conflict with what exists (a name taken, an Idempotency-Key reused with another body) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 409,
                     *       "message": "The bot has already ended"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The vendor failed, was unreachable or answered what the bridge cannot pass on */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 502,
                     *       "message": "The meeting-bot vendor is unreachable"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The vendor did not answer in time (VENDOR_TIMEOUT_MS) */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 504,
                     *       "message": "The meeting-bot vendor did not answer in time"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    BotsController_audio: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The whole file */
            200: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "audio/wav": string;
                    "video/mp4": string;
                };
            };
            /** @description One byte range */
            206: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "audio/wav": string;
                    "video/mp4": string;
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/audio",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "Validation failed (uuid is expected)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/audio",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Not found, or another team's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/audio",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 404,
                     *       "message": "Bot not found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Deleted: the data was deleted on request or by the retention (the record stays) */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/audio",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 410,
                     *       "message": "The bot's data was deleted at 2026-11-23T10:30:00.000Z (see GET /bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/data)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Range not satisfiable */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/audio",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 416,
                     *       "message": "The requested range is beyond the end of the file"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/audio",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    BotsController_video: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The whole file */
            200: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "audio/wav": string;
                    "video/mp4": string;
                };
            };
            /** @description One byte range */
            206: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "audio/wav": string;
                    "video/mp4": string;
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/video",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "Validation failed (uuid is expected)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/video",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Not found, or another team's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/video",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 404,
                     *       "message": "Bot not found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Deleted: the data was deleted on request or by the retention (the record stays) */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/video",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 410,
                     *       "message": "The bot's data was deleted at 2026-11-23T10:30:00.000Z (see GET /bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/data)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Range not satisfiable */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/video",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 416,
                     *       "message": "The requested range is beyond the end of the file"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/video",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    BotsController_recordingLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecordingLinkCreateDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "path": "/recordings/3f9c2a7e-5b1d-4c8e-9a6f-000000000008/audio?token=1795926206.wcMdRHJXdBzEjyL785iH5E2lWA_wRTisw62nZy0PCXI",
                     *       "url": "https://bridge.example.com/recordings/3f9c2a7e-5b1d-4c8e-9a6f-000000000008/audio?token=1795926206.wcMdRHJXdBzEjyL785iH5E2lWA_wRTisw62nZy0PCXI",
                     *       "expires_at": "2026-11-29T04:23:26.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["RecordingLinkDto"];
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/recording-links",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "Validation failed (uuid is expected)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/recording-links",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Not found, or another team's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/recording-links",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 404,
                     *       "message": "Bot not found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request body stopped arriving (REQUEST_BODY_TIMEOUT_MS) */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/recording-links",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 408,
                     *       "message": "The request body stopped arriving"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Deleted: the data was deleted on request or by the retention (the record stays) */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/recording-links",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 410,
                     *       "message": "The bot's data was deleted at 2026-11-23T10:30:00.000Z (see GET /bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/data)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Body larger than JSON_BODY_LIMIT */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/recording-links",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 413,
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description JSON in another charset than UTF-8 */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/recording-links",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 415,
                     *       "message": "Unsupported charset"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/recording-links",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    BotsController_transcript: {
        parameters: {
            query?: {
                format?: "json" | "srt" | "vtt" | "txt";
                /** @description Its translation into this language (asked with the translation option or parameter) */
                language?: string;
                /** @description A transcript version; the latest by default (with language: the latest that has that translation) */
                version?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transcript in the format asked */
            200: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "bot_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000008",
                     *       "version": 1,
                     *       "source": "meeting_bot",
                     *       "retranscription_id": null,
                     *       "created_at": "2026-11-29T02:23:26.343Z",
                     *       "speakers": [
                     *         "Ada Lovelace",
                     *         "Alan Turing"
                     *       ],
                     *       "utterances": [
                     *         {
                     *           "end": 4.15,
                     *           "text": "Hello everyone. Shall we start with the engine?",
                     *           "start": 1,
                     *           "words": [
                     *             {
                     *               "end": 1.35,
                     *               "word": "Hello",
                     *               "start": 1
                     *             },
                     *             {
                     *               "end": 1.75,
                     *               "word": "everyone.",
                     *               "start": 1.4
                     *             }
                     *           ],
                     *           "speaker": "Ada Lovelace"
                     *         },
                     *         {
                     *           "end": 10.15,
                     *           "text": "Yes. Can a machine compute every function a clerk with rules could compute?",
                     *           "start": 5,
                     *           "words": [
                     *             {
                     *               "end": 5.35,
                     *               "word": "Yes.",
                     *               "start": 5
                     *             },
                     *             {
                     *               "end": 5.75,
                     *               "word": "Can",
                     *               "start": 5.4
                     *             }
                     *           ],
                     *           "speaker": "Alan Turing"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["BotTranscriptDto"];
                    "application/x-subrip": string;
                    "text/vtt": string;
                    "text/plain": string;
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/transcript",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "Validation failed (uuid is expected)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/transcript",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Not found, or another team's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/transcript",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 404,
                     *       "message": "Bot not found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Deleted: the data was deleted on request or by the retention (the record stays) */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/transcript",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 410,
                     *       "message": "The bot's data was deleted at 2026-11-23T10:30:00.000Z (see GET /bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/data)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/transcript",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    BotsController_insights: {
        parameters: {
            query?: {
                /** @description A transcript version; by default the latest version that has insights */
                version?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "bot_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000008",
                     *       "version": 2,
                     *       "source": "retranscription",
                     *       "summary": "(general) Hello everyone. Yes. Only what we know how to order it to perform. Then let us write the orders down.",
                     *       "chapters": [
                     *         {
                     *           "end": 10.15,
                     *           "start": 1,
                     *           "summary": "Hello everyone. Shall we start with the engine? Yes. Can a machine compute every function a clerk with rules could compute?",
                     *           "headline": "Hello everyone. Shall we"
                     *         },
                     *         {
                     *           "end": 18.75,
                     *           "start": 11,
                     *           "summary": "Only what we know how to order it to perform. Then let us write the orders down.",
                     *           "headline": "Only what we know"
                     *         }
                     *       ],
                     *       "entities": [],
                     *       "sentiment": [],
                     *       "answers": [
                     *         {
                     *           "answer": "Answer to \"What was decided?\": Then let us write the orders down.",
                     *           "prompt": "What was decided?"
                     *         }
                     *       ],
                     *       "translations": [
                     *         "fr"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["InsightsDto"];
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/insights",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "Validation failed (uuid is expected)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/insights",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Not found, or another team's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/insights",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 404,
                     *       "message": "Bot not found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Conflict with what exists (a name taken, an Idempotency-Key reused with another body) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/insights",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 409,
                     *       "message": "Conflict with what exists (a name taken, an Idempotency-Key reused with another body)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Deleted: the data was deleted on request or by the retention (the record stays) */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/insights",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 410,
                     *       "message": "The bot's data was deleted at 2026-11-23T10:30:00.000Z (see GET /bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/data)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/insights",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    RecordingLinksController_audio: {
        parameters: {
            query: {
                /** @description The signed part of the link */
                token: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The whole file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "audio/wav": string;
                    "video/mp4": string;
                };
            };
            /** @description One byte range */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "audio/wav": string;
                    "video/mp4": string;
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/recordings/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/audio",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "Validation failed (uuid is expected)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Not found, or another team's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/recordings/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/audio",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 404,
                     *       "message": "Unknown or expired recording link"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Deleted: the data was deleted on request or by the retention (the record stays) */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/recordings/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/audio",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 410,
                     *       "message": "The bot's data was deleted at 2026-11-23T10:30:00.000Z (see GET /bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/data)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Range not satisfiable */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/recordings/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/audio",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 416,
                     *       "message": "The requested range is beyond the end of the file"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    RecordingLinksController_video: {
        parameters: {
            query: {
                /** @description The signed part of the link */
                token: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The whole file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "audio/wav": string;
                    "video/mp4": string;
                };
            };
            /** @description One byte range */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "audio/wav": string;
                    "video/mp4": string;
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/recordings/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/video",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "Validation failed (uuid is expected)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Not found, or another team's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/recordings/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/video",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 404,
                     *       "message": "Unknown or expired recording link"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Deleted: the data was deleted on request or by the retention (the record stays) */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/recordings/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/video",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 410,
                     *       "message": "The bot's data was deleted at 2026-11-23T10:30:00.000Z (see GET /bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/data)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Range not satisfiable */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/recordings/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/video",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 416,
                     *       "message": "The requested range is beyond the end of the file"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    LiveTranscriptController_read: {
        parameters: {
            query?: {
                /** @description Finals after this seq */
                after?: number;
                limit?: number;
                /** @description A read-only token (POST /bots/{id}/live-transcript/token) */
                token?: string;
            };
            header?: {
                /** @description Resume after this seq */
                "Last-Event-ID"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "bot_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000006",
                     *       "state": "streaming",
                     *       "data": [
                     *         {
                     *           "seq": 1,
                     *           "utterance_id": "00-00000000",
                     *           "start": 1,
                     *           "end": 4.15,
                     *           "speaker": "Ada Lovelace",
                     *           "text": "Hello everyone. Shall we start with the engine?",
                     *           "language": "en",
                     *           "created_at": "2026-11-29T02:23:28.394Z"
                     *         }
                     *       ],
                     *       "next_after": null,
                     *       "complete": false
                     *     }
                     */
                    "application/json": components["schemas"]["LiveTranscriptPageDto"];
                    "text/event-stream": components["schemas"]["LiveTranscriptPageDto"];
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/live-transcript",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "Validation failed (uuid is expected)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                    "text/event-stream": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/live-transcript",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Not found, or another team's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/live-transcript",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 404,
                     *       "message": "Bot not found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                    "text/event-stream": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/live-transcript",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    LiveTranscriptController_token: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "token": "3f9c2a7e-5b1d-4c8e-9a6f-000000000002.1795922610.mQGeG24Ba875QWAKYEGc038O7VuqpuRHVOAa3qwIOd8",
                     *       "path": "/bots/3f9c2a7e-5b1d-4c8e-9a6f-000000000006/live-transcript?token=3f9c2a7e-5b1d-4c8e-9a6f-000000000002.1795922610.mQGeG24Ba875QWAKYEGc038O7VuqpuRHVOAa3qwIOd8",
                     *       "expires_at": "2026-11-29T03:23:30.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["LiveReadTokenDto"];
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/live-transcript/token",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "Validation failed (uuid is expected)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/live-transcript/token",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Not found, or another team's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/live-transcript/token",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 404,
                     *       "message": "Bot not found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/live-transcript/token",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    SearchController_find: {
        parameters: {
            query: {
                limit?: number;
                /** @description next_cursor of the previous page */
                cursor?: string;
                /** @description Words to find (all of them; "a phrase" in quotes, -word to exclude, or for either), matched as the language of each meeting stems them */
                q: string;
                /** @description One bot */
                bot_id?: string;
                /** @description Said by this speaker (exact name) */
                speaker?: string;
                /** @description Meetings from (ISO 8601; the bot’s creation) */
                from?: string;
                /** @description Meetings before (ISO 8601) */
                to?: string;
                /** @description Admins only: one team's meetings (admins search every team's without it) */
                team_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "bot_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000008",
                     *           "team_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000001",
                     *           "version": 2,
                     *           "meeting_at": "2026-11-29T02:23:20.225Z",
                     *           "title": null,
                     *           "speaker": "Ada Lovelace",
                     *           "start": 1,
                     *           "end": 4.15,
                     *           "snippet": "Hello everyone. Shall we start with the <mark>engine</mark>?",
                     *           "rank": 0.06079271,
                     *           "transcript_path": "/bots/3f9c2a7e-5b1d-4c8e-9a6f-000000000008/transcript?version=2"
                     *         }
                     *       ],
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["SearchPageDto"];
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/transcripts/search",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "property bogus should not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/transcripts/search",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Only admin keys may search another team's meetings */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/transcripts/search",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 403,
                     *       "message": "Only admin keys may search another team's meetings"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/transcripts/search",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    BotDataController_data: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "bot_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000008",
                     *       "data_deleted_at": "2026-11-29T02:23:32.056Z",
                     *       "recordings_deleted_at": null,
                     *       "transcripts_deleted_at": null,
                     *       "vendor_data_deleted_at": null,
                     *       "deletions": [
                     *         {
                     *           "id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000027",
                     *           "team_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000001",
                     *           "bot_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000008",
                     *           "scope": "all",
                     *           "reason": "request",
                     *           "requested_by": "ci",
                     *           "state": "completed",
                     *           "requested_at": "2026-11-29T02:23:31.896Z",
                     *           "completed_at": "2026-11-29T02:23:32.056Z",
                     *           "next_attempt_at": null,
                     *           "steps": [
                     *             {
                     *               "state": "done",
                     *               "target": "meeting_bot",
                     *               "answers": {
                     *                 "meeting_bot": {
                     *                   "body": {
                     *                     "ok": true,
                     *                     "status": "deleted"
                     *                   },
                     *                   "status": 200
                     *                 }
                     *               },
                     *               "deleted": {
                     *                 "vendor_bot": "3f9c2a7e-5b1d-4c8e-9a6f-000000000009"
                     *               },
                     *               "done_at": "2026-11-29T02:23:31.937Z",
                     *               "attempts": 1
                     *             },
                     *             {
                     *               "state": "done",
                     *               "target": "stt_jobs",
                     *               "answers": {
                     *                 "b4d519c1-c7d7-4a33-a9ff-a9addf5471a8": {
                     *                   "status": 202
                     *                 }
                     *               },
                     *               "deleted": {
                     *                 "jobs": [
                     *                   "3f9c2a7e-5b1d-4c8e-9a6f-000000000028"
                     *                 ],
                     *                 "may_remain": "audio uploaded for 1 retranscription(s)"
                     *               },
                     *               "done_at": "2026-11-29T02:23:31.978Z",
                     *               "attempts": 1
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["BotDataDto"];
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/data",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "Validation failed (uuid is expected)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/data",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Not found, or another team's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/data",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 404,
                     *       "message": "Bot not found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/data",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    BotDataController_deleteData: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deletion, with its receipt */
            202: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000027",
                     *       "team_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000001",
                     *       "bot_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000008",
                     *       "scope": "all",
                     *       "reason": "request",
                     *       "requested_by": "ci",
                     *       "state": "pending",
                     *       "requested_at": "2026-11-29T02:23:31.896Z",
                     *       "completed_at": null,
                     *       "next_attempt_at": "2026-11-29T02:23:31.896Z",
                     *       "steps": [
                     *         {
                     *           "state": "pending",
                     *           "target": "meeting_bot",
                     *           "attempts": 0
                     *         },
                     *         {
                     *           "state": "pending",
                     *           "target": "stt_jobs",
                     *           "attempts": 0
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["DataDeletionDto"];
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/data",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "Validation failed (uuid is expected)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/data",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Not found, or another team's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/data",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 404,
                     *       "message": "Bot not found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/data",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    CalendarsController_list: {
        parameters: {
            query?: {
                limit?: number;
                /** @description next_cursor of the previous page */
                cursor?: string;
                /** @description Admins: one team's calendars */
                team_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "3f9c2a7e-5b1d-4c8e-9a6f-00000000002c",
                     *           "team_id": "3f9c2a7e-5b1d-4c8e-9a6f-00000000002d",
                     *           "platform": "google",
                     *           "raw_calendar_id": "ana@acme.com",
                     *           "account_email": "ana@acme.com",
                     *           "owner_email": "ana@acme.com",
                     *           "status": "active",
                     *           "error": null,
                     *           "last_synced_at": "2026-11-29T02:23:32.522Z",
                     *           "subscription_expires_at": "2026-12-06T02:23:32.522Z",
                     *           "rule": {
                     *             "bot": {
                     *               "transcription": {
                     *                 "summary": "concise"
                     *               }
                     *             },
                     *             "mode": "external",
                     *             "accepted_only": false,
                     *             "exclude_keywords": [],
                     *             "include_keywords": [],
                     *             "internal_domains": []
                     *           },
                     *           "created_at": "2026-11-29T02:23:32.536Z",
                     *           "updated_at": "2026-11-29T02:23:32.536Z"
                     *         }
                     *       ],
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["CalendarListDto"];
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/calendars",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "property bogus should not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/calendars",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Only admin keys may list another team's calendars */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/calendars",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 403,
                     *       "message": "Only admin keys may list another team's calendars"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/calendars",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    CalendarsController_connect: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CalendarConnectDto"];
            };
        };
        responses: {
            /** @description The calendars the credentials reach */
            200: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "calendars": [
                     *         {
                     *           "id": "primary",
                     *           "name": "Primary",
                     *           "email": "owner@example.test",
                     *           "is_primary": true
                     *         },
                     *         {
                     *           "id": "ana@acme.com",
                     *           "name": "ana@acme.com",
                     *           "email": "ana@acme.com",
                     *           "is_primary": false
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["RawCalendarListDto"];
                };
            };
            /** @description Connected */
            201: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f9c2a7e-5b1d-4c8e-9a6f-00000000002c",
                     *       "team_id": "3f9c2a7e-5b1d-4c8e-9a6f-00000000002d",
                     *       "platform": "google",
                     *       "raw_calendar_id": "ana@acme.com",
                     *       "account_email": "ana@acme.com",
                     *       "owner_email": "ana@acme.com",
                     *       "status": "active",
                     *       "error": null,
                     *       "last_synced_at": "2026-11-29T02:23:32.522Z",
                     *       "subscription_expires_at": "2026-12-06T02:23:32.522Z",
                     *       "rule": {
                     *         "bot": {
                     *           "transcription": {
                     *             "summary": "concise"
                     *           }
                     *         },
                     *         "mode": "external",
                     *         "accepted_only": false,
                     *         "exclude_keywords": [],
                     *         "include_keywords": [],
                     *         "internal_domains": []
                     *       },
                     *       "created_at": "2026-11-29T02:23:32.536Z",
                     *       "updated_at": "2026-11-29T02:23:32.536Z"
                     *     }
                     */
                    "application/json": components["schemas"]["CalendarDto"];
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/calendars",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "property bogus should not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/calendars",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Only admin keys may connect calendars in another team's name */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/calendars",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 403,
                     *       "message": "Only admin keys may connect calendars in another team's name"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Not found, or another team's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/calendars",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 404,
                     *       "message": "Team not found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request body stopped arriving (REQUEST_BODY_TIMEOUT_MS) */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/calendars",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 408,
                     *       "message": "The request body stopped arriving"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Conflict with what exists (a name taken, an Idempotency-Key reused with another body) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/calendars",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 409,
                     *       "message": "Your team has already connected this calendar"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Body larger than JSON_BODY_LIMIT */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/calendars",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 413,
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description JSON in another charset than UTF-8 */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/calendars",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 415,
                     *       "message": "Unsupported charset"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The vendor refused the request's content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/calendars",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 422,
                     *       "message": "The calendar provider refused the credentials: (its words)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/calendars",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The vendor failed, was unreachable or answered what the bridge cannot pass on */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/calendars",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 502,
                     *       "message": "The meeting-bot vendor is unreachable"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The vendor did not answer in time (VENDOR_TIMEOUT_MS) */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/calendars",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 504,
                     *       "message": "The meeting-bot vendor did not answer in time"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    CalendarsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f9c2a7e-5b1d-4c8e-9a6f-00000000002c",
                     *       "team_id": "3f9c2a7e-5b1d-4c8e-9a6f-00000000002d",
                     *       "platform": "google",
                     *       "raw_calendar_id": "ana@acme.com",
                     *       "account_email": "ana@acme.com",
                     *       "owner_email": "ana@acme.com",
                     *       "status": "active",
                     *       "error": null,
                     *       "last_synced_at": "2026-11-29T02:23:32.522Z",
                     *       "subscription_expires_at": "2026-12-06T02:23:32.522Z",
                     *       "rule": {
                     *         "bot": {
                     *           "transcription": {
                     *             "summary": "concise"
                     *           }
                     *         },
                     *         "mode": "external",
                     *         "accepted_only": false,
                     *         "exclude_keywords": [],
                     *         "include_keywords": [],
                     *         "internal_domains": []
                     *       },
                     *       "created_at": "2026-11-29T02:23:32.536Z",
                     *       "updated_at": "2026-11-29T02:23:32.536Z"
                     *     }
                     */
                    "application/json": components["schemas"]["CalendarDto"];
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/calendars/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "Validation failed (uuid is expected)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/calendars/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Not found, or another team's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/calendars/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 404,
                     *       "message": "Calendar not found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/calendars/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    CalendarsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Disconnected */
            204: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/calendars/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "Validation failed (uuid is expected)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/calendars/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Not found, or another team's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/calendars/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 404,
                     *       "message": "Calendar not found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/calendars/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    CalendarsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CalendarUpdateDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f9c2a7e-5b1d-4c8e-9a6f-00000000002c",
                     *       "team_id": "3f9c2a7e-5b1d-4c8e-9a6f-00000000002d",
                     *       "platform": "google",
                     *       "raw_calendar_id": "ana@acme.com",
                     *       "account_email": "ana@acme.com",
                     *       "owner_email": "ana@acme.com",
                     *       "status": "active",
                     *       "error": null,
                     *       "last_synced_at": "2026-11-29T02:23:32.522Z",
                     *       "subscription_expires_at": "2026-12-06T02:23:32.522Z",
                     *       "rule": {
                     *         "bot": {},
                     *         "mode": "all",
                     *         "accepted_only": false,
                     *         "exclude_keywords": [
                     *           "1:1"
                     *         ],
                     *         "include_keywords": [],
                     *         "internal_domains": []
                     *       },
                     *       "created_at": "2026-11-29T02:23:32.536Z",
                     *       "updated_at": "2026-11-29T02:23:32.757Z"
                     *     }
                     */
                    "application/json": components["schemas"]["CalendarDto"];
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/calendars/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "Validation failed (uuid is expected)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/calendars/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Not found, or another team's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/calendars/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 404,
                     *       "message": "Calendar not found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request body stopped arriving (REQUEST_BODY_TIMEOUT_MS) */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/calendars/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 408,
                     *       "message": "The request body stopped arriving"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Conflict with what exists (a name taken, an Idempotency-Key reused with another body) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/calendars/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 409,
                     *       "message": "Calendars need the meeting-bot API v2 (MEETING_BOT_API_VERSION=v2): v1 has no calendars"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Body larger than JSON_BODY_LIMIT */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/calendars/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 413,
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description JSON in another charset than UTF-8 */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/calendars/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 415,
                     *       "message": "Unsupported charset"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The vendor refused the request's content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/calendars/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 422,
                     *       "message": "The calendar provider refused the credentials: (its words)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/calendars/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The vendor failed, was unreachable or answered what the bridge cannot pass on */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/calendars/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 502,
                     *       "message": "The meeting-bot vendor is unreachable"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The vendor did not answer in time (VENDOR_TIMEOUT_MS) */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/calendars/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 504,
                     *       "message": "The meeting-bot vendor did not answer in time"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    CalendarsController_events: {
        parameters: {
            query?: {
                limit?: number;
                /** @description next_cursor of the previous page */
                cursor?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "event_id": "3f9c2a7e-5b1d-4c8e-9a6f-00000000002e",
                     *           "title": "Quarterly review with Globex",
                     *           "start_time": "2026-11-29T03:23:32.459Z",
                     *           "end_time": "2026-11-29T03:53:32.459Z",
                     *           "meeting_url": "https://meet.google.com/abc-defg-hij",
                     *           "record": true,
                     *           "reason": "external attendee",
                     *           "override": null,
                     *           "scheduled": true,
                     *           "schedule": {
                     *             "id": "3f9c2a7e-5b1d-4c8e-9a6f-00000000002f",
                     *             "state": "scheduled",
                     *             "attempts": [
                     *               {
                     *                 "at": "2026-11-29T02:23:32.651Z",
                     *                 "outcome": "scheduled",
                     *                 "calendar_id": "3f9c2a7e-5b1d-4c8e-9a6f-00000000002c"
                     *               }
                     *             ],
                     *             "bot_id": null,
                     *             "refused": null
                     *           }
                     *         }
                     *       ],
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["CalendarEventListDto"];
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/calendars/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/events",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "Validation failed (uuid is expected)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/calendars/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/events",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Not found, or another team's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/calendars/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/events",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 404,
                     *       "message": "Calendar not found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/calendars/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/events",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    CalendarsController_decide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                eventId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DecisionDto"];
            };
        };
        responses: {
            /** @description Decided */
            204: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/calendars/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/events/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/decision",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "Validation failed (uuid is expected)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/calendars/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/events/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/decision",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Not found, or another team's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/calendars/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/events/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/decision",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 404,
                     *       "message": "No such event in this calendar"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request body stopped arriving (REQUEST_BODY_TIMEOUT_MS) */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/calendars/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/events/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/decision",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 408,
                     *       "message": "The request body stopped arriving"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Body larger than JSON_BODY_LIMIT */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/calendars/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/events/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/decision",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 413,
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description JSON in another charset than UTF-8 */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/calendars/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/events/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/decision",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 415,
                     *       "message": "Unsupported charset"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/calendars/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/events/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/decision",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    RetranscriptionController_forBot: {
        parameters: {
            query?: never;
            header?: {
                /** @description Global across admins. Same key + same bot: the same record, no second call. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description A replayed Idempotency-Key (Idempotent-Replayed: true): the first request */
            200: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f9c2a7e-5b1d-4c8e-9a6f-00000000000a",
                     *       "bot_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000008",
                     *       "bot_uuid": "3f9c2a7e-5b1d-4c8e-9a6f-000000000009",
                     *       "team_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000001",
                     *       "mode": "vendor",
                     *       "parameters": null,
                     *       "job_id": null,
                     *       "result": null,
                     *       "state": "accepted",
                     *       "requested_by": "BRIDGE_ADMIN_KEY",
                     *       "requested_by_key_id": null,
                     *       "vendor_status": 202,
                     *       "vendor_response": null,
                     *       "idempotency_key": "retranscribe-1",
                     *       "created_at": "2026-11-29T02:23:29.962Z",
                     *       "completed_at": null
                     *     }
                     */
                    "application/json": components["schemas"]["RetranscriptionResponseDto"];
                };
            };
            /** @description Accepted by the vendor */
            202: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f9c2a7e-5b1d-4c8e-9a6f-00000000000a",
                     *       "bot_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000008",
                     *       "bot_uuid": "3f9c2a7e-5b1d-4c8e-9a6f-000000000009",
                     *       "team_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000001",
                     *       "mode": "vendor",
                     *       "parameters": null,
                     *       "job_id": null,
                     *       "result": null,
                     *       "state": "accepted",
                     *       "requested_by": "BRIDGE_ADMIN_KEY",
                     *       "requested_by_key_id": null,
                     *       "vendor_status": 202,
                     *       "vendor_response": null,
                     *       "idempotency_key": "retranscribe-1",
                     *       "created_at": "2026-11-29T02:23:29.962Z",
                     *       "completed_at": null
                     *     }
                     */
                    "application/json": components["schemas"]["RetranscriptionResponseDto"];
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/retranscribe",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "Validation failed (uuid is expected)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/retranscribe",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description This operation needs an admin key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/retranscribe",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 403,
                     *       "message": "This operation needs an admin key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Not found, or another team's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/retranscribe",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 404,
                     *       "message": "Bot not found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Conflict with what exists (a name taken, an Idempotency-Key reused with another body) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/retranscribe",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 409,
                     *       "message": "Idempotency-Key was already used with a different request"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Deleted: the data was deleted on request or by the retention (the record stays) */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/retranscribe",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 410,
                     *       "message": "The bot's data was deleted at 2026-11-23T10:30:00.000Z (see GET /bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/data)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/retranscribe",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The vendor failed, was unreachable or answered what the bridge cannot pass on */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/retranscribe",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 502,
                     *       "message": "The meeting-bot vendor is unreachable"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The vendor did not answer in time (VENDOR_TIMEOUT_MS) */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/retranscribe",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 504,
                     *       "message": "The meeting-bot vendor did not answer in time"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    RetranscriptionController_forUpstreamBot: {
        parameters: {
            query?: never;
            header?: {
                /** @description Global across admins. Same key + same bot: the same record, no second call. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RetranscriptionCreateDto"];
            };
        };
        responses: {
            /** @description A replayed Idempotency-Key (Idempotent-Replayed: true): the first request */
            200: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f9c2a7e-5b1d-4c8e-9a6f-00000000000b",
                     *       "bot_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000008",
                     *       "bot_uuid": "3f9c2a7e-5b1d-4c8e-9a6f-000000000009",
                     *       "team_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000001",
                     *       "mode": "vendor",
                     *       "parameters": null,
                     *       "job_id": null,
                     *       "result": null,
                     *       "state": "accepted",
                     *       "requested_by": "BRIDGE_ADMIN_KEY",
                     *       "requested_by_key_id": null,
                     *       "vendor_status": 202,
                     *       "vendor_response": null,
                     *       "idempotency_key": "retranscribe-2",
                     *       "created_at": "2026-11-29T02:23:30.055Z",
                     *       "completed_at": null
                     *     }
                     */
                    "application/json": components["schemas"]["RetranscriptionResponseDto"];
                };
            };
            /** @description Accepted by the vendor */
            202: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f9c2a7e-5b1d-4c8e-9a6f-00000000000b",
                     *       "bot_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000008",
                     *       "bot_uuid": "3f9c2a7e-5b1d-4c8e-9a6f-000000000009",
                     *       "team_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000001",
                     *       "mode": "vendor",
                     *       "parameters": null,
                     *       "job_id": null,
                     *       "result": null,
                     *       "state": "accepted",
                     *       "requested_by": "BRIDGE_ADMIN_KEY",
                     *       "requested_by_key_id": null,
                     *       "vendor_status": 202,
                     *       "vendor_response": null,
                     *       "idempotency_key": "retranscribe-2",
                     *       "created_at": "2026-11-29T02:23:30.055Z",
                     *       "completed_at": null
                     *     }
                     */
                    "application/json": components["schemas"]["RetranscriptionResponseDto"];
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/retranscriptions",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "property bogus should not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/retranscriptions",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description This operation needs an admin key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/retranscriptions",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 403,
                     *       "message": "This operation needs an admin key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request body stopped arriving (REQUEST_BODY_TIMEOUT_MS) */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/retranscriptions",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 408,
                     *       "message": "The request body stopped arriving"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Conflict with what exists (a name taken, an Idempotency-Key reused with another body) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/retranscriptions",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 409,
                     *       "message": "Idempotency-Key was already used with a different request"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Deleted: the data was deleted on request or by the retention (the record stays) */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/retranscriptions",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 410,
                     *       "message": "The bot's data was deleted at 2026-11-23T10:30:00.000Z (see GET /bots/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/data)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Body larger than JSON_BODY_LIMIT */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/retranscriptions",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 413,
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description JSON in another charset than UTF-8 */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/retranscriptions",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 415,
                     *       "message": "Unsupported charset"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/retranscriptions",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The vendor failed, was unreachable or answered what the bridge cannot pass on */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/retranscriptions",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 502,
                     *       "message": "The meeting-bot vendor is unreachable"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The vendor did not answer in time (VENDOR_TIMEOUT_MS) */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/retranscriptions",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 504,
                     *       "message": "The meeting-bot vendor did not answer in time"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    RetranscriptionController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f9c2a7e-5b1d-4c8e-9a6f-00000000000a",
                     *       "bot_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000008",
                     *       "bot_uuid": "3f9c2a7e-5b1d-4c8e-9a6f-000000000009",
                     *       "team_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000001",
                     *       "mode": "vendor",
                     *       "parameters": null,
                     *       "job_id": null,
                     *       "result": null,
                     *       "state": "accepted",
                     *       "requested_by": "BRIDGE_ADMIN_KEY",
                     *       "requested_by_key_id": null,
                     *       "vendor_status": 202,
                     *       "vendor_response": null,
                     *       "idempotency_key": "retranscribe-1",
                     *       "created_at": "2026-11-29T02:23:29.962Z",
                     *       "completed_at": null
                     *     }
                     */
                    "application/json": components["schemas"]["RetranscriptionResponseDto"];
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/retranscriptions/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "Validation failed (uuid is expected)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/retranscriptions/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description This operation needs an admin key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/retranscriptions/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 403,
                     *       "message": "This operation needs an admin key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Not found, or another team's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/retranscriptions/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 404,
                     *       "message": "Retranscription not found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/retranscriptions/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    LiveJobsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live job's metadata */
            200: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f9c2a7e-5b1d-4c8e-9a6f-00000000000e",
                     *       "request_id": "G-152f69b2",
                     *       "version": 2,
                     *       "status": "queued",
                     *       "created_at": "2026-11-29T02:23:30.153Z",
                     *       "completed_at": null,
                     *       "custom_metadata": {
                     *         "call": "c-1"
                     *       },
                     *       "error_code": null,
                     *       "kind": "live",
                     *       "file": null,
                     *       "request_params": {
                     *         "encoding": "wav/pcm",
                     *         "bit_depth": 16,
                     *         "sample_rate": 16000,
                     *         "channels": 1,
                     *         "model": "fast",
                     *         "endpointing": 0.3,
                     *         "maximum_duration_without_endpointing": 30,
                     *         "callback": true,
                     *         "callback_config": {
                     *           "url": "https://bridge.example.com/webhooks/stt/c.3f9c2a7e-5b1d-4c8e-9a6f-000000000001.soSCGzw2-k5VsnhJoBEwF3ZcbUTqk8JtLg8-GEQUHZk",
                     *           "receive_lifecycle_events": true,
                     *           "receive_partial_transcripts": false,
                     *           "receive_final_transcripts": false,
                     *           "receive_speech_events": false,
                     *           "receive_pre_processing_events": false,
                     *           "receive_realtime_processing_events": false,
                     *           "receive_post_processing_events": false,
                     *           "receive_acknowledgments": false
                     *         }
                     *       },
                     *       "result": null
                     *     }
                     */
                    "application/json": components["schemas"]["StreamingResponse"];
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/live/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "Validation failed (uuid is expected)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/live/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Not found, or another team's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/live/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 404,
                     *       "message": "Job 6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f not found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/live/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The vendor failed, was unreachable or answered what the bridge cannot pass on */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/live/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 502,
                     *       "message": "The STT service could not be reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The vendor did not answer in time (VENDOR_TIMEOUT_MS) */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/live/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 504,
                     *       "message": "The STT service did not answer in time"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    LiveJobsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live job has been successfully deleted */
            202: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/live/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "Validation failed (uuid is expected)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/live/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description This operation needs a team API key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/live/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 403,
                     *       "message": "This operation needs a team API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Not found, or another team's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/live/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 404,
                     *       "message": "Job 6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f not found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/live/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The vendor failed, was unreachable or answered what the bridge cannot pass on */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/live/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 502,
                     *       "message": "The STT service could not be reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The vendor did not answer in time (VENDOR_TIMEOUT_MS) */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/live/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 504,
                     *       "message": "The STT service did not answer in time"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    LiveJobsController_patch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    custom_metadata?: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Amended */
            204: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/live/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "Validation failed (uuid is expected)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/live/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Not found, or another team's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/live/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 404,
                     *       "message": "Job 6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f not found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request body stopped arriving (REQUEST_BODY_TIMEOUT_MS) */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/live/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 408,
                     *       "message": "The request body stopped arriving"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Body larger than JSON_BODY_LIMIT */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/live/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 413,
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/live/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The vendor failed, was unreachable or answered what the bridge cannot pass on */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/live/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 502,
                     *       "message": "The STT service could not be reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The vendor did not answer in time (VENDOR_TIMEOUT_MS) */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/live/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 504,
                     *       "message": "The STT service did not answer in time"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    LiveJobsController_list: {
        parameters: {
            query?: {
                /** @description The starting point for pagination. A value of 0 starts from the first item. */
                offset?: number;
                /** @description The maximum number of items to return. Useful for pagination and controlling data payload size. */
                limit?: number;
                /**
                 * @description Filter items relevant to a specific date in ISO format (YYYY-MM-DD).
                 * @example 2024-09-18
                 */
                date?: string;
                /**
                 * @description Include items that occurred before the specified date in ISO format.
                 * @example 2024-09-18T15:31:53.249Z
                 */
                before_date?: string;
                /**
                 * @description Filter for items after the specified date. Use with `before_date` for a range. Date in ISO format.
                 * @example 2024-09-18T15:31:53.249Z
                 */
                after_date?: string;
                /**
                 * @description Filter the list based on item status. Accepts multiple values from the predefined list.
                 * @example [
                 *       "done"
                 *     ]
                 */
                status?: ("queued" | "processing" | "done" | "error")[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A list of live jobs matching the parameters. */
            200: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "first": "https://bridge.example.com/v2/live?offset=0&limit=20",
                     *       "current": "https://bridge.example.com/v2/live?offset=0&limit=20",
                     *       "next": null,
                     *       "items": [
                     *         {
                     *           "id": "3f9c2a7e-5b1d-4c8e-9a6f-00000000000e",
                     *           "request_id": "G-152f69b2",
                     *           "version": 2,
                     *           "status": "queued",
                     *           "created_at": "2026-11-29T02:23:30.153Z",
                     *           "completed_at": null,
                     *           "custom_metadata": null,
                     *           "error_code": null,
                     *           "kind": "live",
                     *           "file": null,
                     *           "request_params": {
                     *             "encoding": "wav/pcm",
                     *             "bit_depth": 16,
                     *             "sample_rate": 16000,
                     *             "channels": 1,
                     *             "model": "fast",
                     *             "endpointing": 0.3,
                     *             "maximum_duration_without_endpointing": 30,
                     *             "callback": true,
                     *             "callback_config": {
                     *               "url": "https://bridge.example.com/webhooks/stt/c.3f9c2a7e-5b1d-4c8e-9a6f-000000000001.soSCGzw2-k5VsnhJoBEwF3ZcbUTqk8JtLg8-GEQUHZk",
                     *               "receive_lifecycle_events": true,
                     *               "receive_partial_transcripts": false,
                     *               "receive_final_transcripts": false,
                     *               "receive_speech_events": false,
                     *               "receive_pre_processing_events": false,
                     *               "receive_realtime_processing_events": false,
                     *               "receive_post_processing_events": false,
                     *               "receive_acknowledgments": false
                     *             }
                     *           },
                     *           "result": null
                     *         },
                     *         {
                     *           "id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000010",
                     *           "request_id": "G-d34d93de",
                     *           "version": 2,
                     *           "status": "processing",
                     *           "created_at": "2026-11-29T02:23:24.398Z",
                     *           "completed_at": null,
                     *           "custom_metadata": {
                     *             "bridge_bot_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000006",
                     *             "bridge_team_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000001"
                     *           },
                     *           "error_code": null,
                     *           "kind": "live",
                     *           "file": null,
                     *           "request_params": {
                     *             "encoding": "wav/pcm",
                     *             "bit_depth": 16,
                     *             "sample_rate": 16000,
                     *             "channels": 1,
                     *             "model": "fast",
                     *             "endpointing": 0.4,
                     *             "maximum_duration_without_endpointing": 30,
                     *             "callback": true,
                     *             "language_config": {
                     *               "languages": [
                     *                 "en"
                     *               ],
                     *               "code_switching": false
                     *             },
                     *             "post_processing": {
                     *               "summarization": true,
                     *               "summarization_config": {
                     *                 "type": "general"
                     *               }
                     *             },
                     *             "messages_config": {
                     *               "receive_partial_transcripts": true,
                     *               "receive_final_transcripts": true,
                     *               "receive_speech_events": false,
                     *               "receive_pre_processing_events": false,
                     *               "receive_realtime_processing_events": false,
                     *               "receive_post_processing_events": true,
                     *               "receive_acknowledgments": true,
                     *               "receive_lifecycle_events": true
                     *             },
                     *             "callback_config": {
                     *               "url": "https://bridge.example.com/webhooks/stt/c.3f9c2a7e-5b1d-4c8e-9a6f-000000000001.soSCGzw2-k5VsnhJoBEwF3ZcbUTqk8JtLg8-GEQUHZk",
                     *               "receive_lifecycle_events": true,
                     *               "receive_partial_transcripts": false,
                     *               "receive_final_transcripts": false,
                     *               "receive_speech_events": false,
                     *               "receive_pre_processing_events": false,
                     *               "receive_realtime_processing_events": false,
                     *               "receive_post_processing_events": false,
                     *               "receive_acknowledgments": false
                     *             }
                     *           },
                     *           "result": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ListStreamingResponse"];
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/live",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "property bogus should not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/live",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/live",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The vendor failed, was unreachable or answered what the bridge cannot pass on */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/live",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 502,
                     *       "message": "The STT service could not be reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The vendor did not answer in time (VENDOR_TIMEOUT_MS) */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/live",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 504,
                     *       "message": "The STT service did not answer in time"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    LiveJobsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StreamingRequest"];
            };
        };
        responses: {
            /** @description The live job has been initiated */
            201: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f9c2a7e-5b1d-4c8e-9a6f-00000000000e",
                     *       "url": "wss://api.stt-vendor.example.com/v2/live?token=3f9c2a7e-5b1d-4c8e-9a6f-00000000000f"
                     *     }
                     */
                    "application/json": components["schemas"]["InitStreamingResponse"];
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/live",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "property bogus should not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/live",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description This operation needs a team API key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/live",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 403,
                     *       "message": "This operation needs a team API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request body stopped arriving (REQUEST_BODY_TIMEOUT_MS) */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/live",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 408,
                     *       "message": "The request body stopped arriving"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Body larger than JSON_BODY_LIMIT */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/live",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 413,
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The vendor refused the request's content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/live",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 422,
                     *       "message": "The STT service refused the request (its own message)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/live",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The vendor failed, was unreachable or answered what the bridge cannot pass on */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/live",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 502,
                     *       "message": "The STT service could not be reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The vendor did not answer in time (VENDOR_TIMEOUT_MS) */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/live",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 504,
                     *       "message": "The STT service did not answer in time"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    LiveJobsController_file: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The audio file used for this live job */
            200: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/live/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/file",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "Validation failed (uuid is expected)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/live/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/file",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Not found, or another team's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/live/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/file",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 404,
                     *       "message": "Job 6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f not found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Range not satisfiable */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/live/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/file",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 416,
                     *       "message": "The requested range is beyond the end of the file"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/live/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/file",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The vendor failed, was unreachable or answered what the bridge cannot pass on */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/live/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/file",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 502,
                     *       "message": "The STT service could not be reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The vendor did not answer in time (VENDOR_TIMEOUT_MS) */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/live/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/file",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 504,
                     *       "message": "The STT service did not answer in time"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    LiveJobsController_transcript: {
        parameters: {
            query?: {
                format?: "json" | "srt" | "vtt" | "txt";
                /** @description Its translation into this language (asked with the translation option or parameter) */
                language?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transcript in the format asked */
            200: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "job_id": "3f9c2a7e-5b1d-4c8e-9a6f-00000000000e",
                     *       "bot_id": null,
                     *       "status": "done",
                     *       "completed_at": "2026-11-29T02:23:31.175Z",
                     *       "speakers": [],
                     *       "utterances": [
                     *         {
                     *           "speaker": null,
                     *           "start": 0,
                     *           "end": 1,
                     *           "text": "Hello world",
                     *           "words": [
                     *             {
                     *               "word": "Hello",
                     *               "start": 0,
                     *               "end": 0.5
                     *             },
                     *             {
                     *               "word": "world",
                     *               "start": 0.5,
                     *               "end": 1
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["JobTranscriptDto"];
                    "application/x-subrip": string;
                    "text/vtt": string;
                    "text/plain": string;
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/live/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/transcript",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "Validation failed (uuid is expected)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/live/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/transcript",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Not found, or another team's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/live/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/transcript",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 404,
                     *       "message": "Job 6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f not found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Conflict with what exists (a name taken, an Idempotency-Key reused with another body) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/live/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/transcript",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 409,
                     *       "message": "The job has no transcript yet (status queued)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/live/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/transcript",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The vendor failed, was unreachable or answered what the bridge cannot pass on */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/live/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/transcript",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 502,
                     *       "message": "The STT service could not be reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The vendor did not answer in time (VENDOR_TIMEOUT_MS) */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/live/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/transcript",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 504,
                     *       "message": "The STT service did not answer in time"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    PreRecordedJobsController_list: {
        parameters: {
            query?: {
                /** @description The starting point for pagination. A value of 0 starts from the first item. */
                offset?: number;
                /** @description The maximum number of items to return. Useful for pagination and controlling data payload size. */
                limit?: number;
                /**
                 * @description Filter items relevant to a specific date in ISO format (YYYY-MM-DD).
                 * @example 2024-09-18
                 */
                date?: string;
                /**
                 * @description Include items that occurred before the specified date in ISO format.
                 * @example 2024-09-18T15:31:53.249Z
                 */
                before_date?: string;
                /**
                 * @description Filter for items after the specified date. Use with `before_date` for a range. Date in ISO format.
                 * @example 2024-09-18T15:31:53.249Z
                 */
                after_date?: string;
                /**
                 * @description Filter the list based on item status. Accepts multiple values from the predefined list.
                 * @example [
                 *       "done"
                 *     ]
                 */
                status?: ("queued" | "processing" | "done" | "error")[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A list of pre recorded jobs matching the parameters. */
            200: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "first": "https://bridge.example.com/v2/pre-recorded?offset=0&limit=20",
                     *       "current": "https://bridge.example.com/v2/pre-recorded?offset=0&limit=20",
                     *       "next": null,
                     *       "items": [
                     *         {
                     *           "id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000012",
                     *           "request_id": "G-8d12deff",
                     *           "version": 2,
                     *           "status": "queued",
                     *           "created_at": "2026-11-29T02:23:31.249Z",
                     *           "completed_at": null,
                     *           "custom_metadata": null,
                     *           "error_code": null,
                     *           "kind": "pre-recorded",
                     *           "file": {
                     *             "id": "file-3f9c2a7e-5b1d-4c8e-9a6f-000000000012",
                     *             "filename": "3f9c2a7e-5b1d-4c8e-9a6f-000000000011",
                     *             "source": "https://vendor.example.com/file/3f9c2a7e-5b1d-4c8e-9a6f-000000000011",
                     *             "audio_duration": 0.156,
                     *             "number_of_channels": 1
                     *           },
                     *           "request_params": {
                     *             "audio_url": "https://vendor.example.com/file/3f9c2a7e-5b1d-4c8e-9a6f-000000000011"
                     *           },
                     *           "result": null
                     *         },
                     *         {
                     *           "id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000013",
                     *           "request_id": "G-13a1fa51",
                     *           "version": 2,
                     *           "status": "done",
                     *           "created_at": "2026-11-29T02:23:26.711Z",
                     *           "completed_at": "2026-11-29T02:23:29.714Z",
                     *           "custom_metadata": {
                     *             "bridge_bot_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000008",
                     *             "retranscription_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000014"
                     *           },
                     *           "error_code": null,
                     *           "kind": "pre-recorded",
                     *           "file": {
                     *             "id": "file-3f9c2a7e-5b1d-4c8e-9a6f-000000000013",
                     *             "filename": "3f9c2a7e-5b1d-4c8e-9a6f-000000000015",
                     *             "source": "https://vendor.example.com/file/3f9c2a7e-5b1d-4c8e-9a6f-000000000015",
                     *             "audio_duration": 10.001,
                     *             "number_of_channels": 1
                     *           },
                     *           "request_params": {
                     *             "diarization": true,
                     *             "language": "en",
                     *             "translation": true,
                     *             "translation_config": {
                     *               "target_languages": [
                     *                 "fr"
                     *               ]
                     *             },
                     *             "summarization": true,
                     *             "summarization_config": {
                     *               "type": "general"
                     *             },
                     *             "chapterization": true,
                     *             "audio_to_llm": true,
                     *             "audio_to_llm_config": {
                     *               "prompts": [
                     *                 "What was decided?"
                     *               ]
                     *             },
                     *             "audio_url": "https://vendor.example.com/file/3f9c2a7e-5b1d-4c8e-9a6f-000000000015"
                     *           },
                     *           "result": {
                     *             "metadata": {
                     *               "audio_duration": 10.001,
                     *               "number_of_distinct_channels": 1,
                     *               "billing_time": 10.001,
                     *               "transcription_time": 1.234
                     *             },
                     *             "transcription": {
                     *               "full_transcript": "Hello everyone. Shall we start with the engine? Yes. Can a machine compute every function a clerk with rules could compute? Only what we know how to order it to perform. Then let us write the orders down.",
                     *               "languages": [
                     *                 "en"
                     *               ],
                     *               "utterances": [
                     *                 {
                     *                   "text": "Hello everyone. Shall we start with the engine?",
                     *                   "language": "en",
                     *                   "start": 1,
                     *                   "end": 4.15,
                     *                   "confidence": 0.95,
                     *                   "channel": 0,
                     *                   "words": [
                     *                     {
                     *                       "word": "Hello",
                     *                       "start": 1,
                     *                       "end": 1.35,
                     *                       "confidence": 0.95
                     *                     },
                     *                     {
                     *                       "word": "everyone.",
                     *                       "start": 1.4,
                     *                       "end": 1.75,
                     *                       "confidence": 0.95
                     *                     }
                     *                   ],
                     *                   "speaker": 0
                     *                 },
                     *                 {
                     *                   "text": "Yes. Can a machine compute every function a clerk with rules could compute?",
                     *                   "language": "en",
                     *                   "start": 5,
                     *                   "end": 10.15,
                     *                   "confidence": 0.95,
                     *                   "channel": 0,
                     *                   "words": [
                     *                     {
                     *                       "word": "Yes.",
                     *                       "start": 5,
                     *                       "end": 5.35,
                     *                       "confidence": 0.95
                     *                     },
                     *                     {
                     *                       "word": "Can",
                     *                       "start": 5.4,
                     *                       "end": 5.75,
                     *                       "confidence": 0.95
                     *                     }
                     *                   ],
                     *                   "speaker": 1
                     *                 }
                     *               ]
                     *             },
                     *             "summarization": {
                     *               "success": true,
                     *               "is_empty": false,
                     *               "exec_time": 0.1,
                     *               "error": null,
                     *               "results": "(general) Hello everyone. Yes. Only what we know how to order it to perform. Then let us write the orders down."
                     *             },
                     *             "chapters": {
                     *               "success": true,
                     *               "is_empty": false,
                     *               "exec_time": 0.1,
                     *               "error": null,
                     *               "results": {
                     *                 "chapters": [
                     *                   {
                     *                     "headline": "Hello everyone. Shall we",
                     *                     "summary": "Hello everyone. Shall we start with the engine? Yes. Can a machine compute every function a clerk with rules could compute?",
                     *                     "start": 1,
                     *                     "end": 10.15,
                     *                     "keywords": []
                     *                   },
                     *                   {
                     *                     "headline": "Only what we know",
                     *                     "summary": "Only what we know how to order it to perform. Then let us write the orders down.",
                     *                     "start": 11,
                     *                     "end": 18.75,
                     *                     "keywords": []
                     *                   }
                     *                 ]
                     *               }
                     *             },
                     *             "audio_to_llm": {
                     *               "success": true,
                     *               "is_empty": false,
                     *               "exec_time": 0.1,
                     *               "error": null,
                     *               "results": [
                     *                 {
                     *                   "success": true,
                     *                   "is_empty": false,
                     *                   "exec_time": 0.1,
                     *                   "error": null,
                     *                   "results": {
                     *                     "prompt": "What was decided?",
                     *                     "response": "Answer to \"What was decided?\": Then let us write the orders down."
                     *                   }
                     *                 }
                     *               ]
                     *             },
                     *             "translation": {
                     *               "success": true,
                     *               "is_empty": false,
                     *               "exec_time": 0.1,
                     *               "error": null,
                     *               "results": [
                     *                 {
                     *                   "error": null,
                     *                   "full_transcript": "[fr] Hello everyone. Shall we start with the engine? [fr] Yes. Can a machine compute every function a clerk with rules could compute? [fr] Only what we know how to order it to perform. [fr] Then let us write the orders down.",
                     *                   "languages": [
                     *                     "fr"
                     *                   ],
                     *                   "utterances": [
                     *                     {
                     *                       "text": "[fr] Hello everyone. Shall we start with the engine?",
                     *                       "language": "fr",
                     *                       "start": 1,
                     *                       "end": 4.15,
                     *                       "confidence": 0.9,
                     *                       "channel": 0,
                     *                       "speaker": 0,
                     *                       "words": []
                     *                     },
                     *                     {
                     *                       "text": "[fr] Yes. Can a machine compute every function a clerk with rules could compute?",
                     *                       "language": "fr",
                     *                       "start": 5,
                     *                       "end": 10.15,
                     *                       "confidence": 0.9,
                     *                       "channel": 0,
                     *                       "speaker": 1,
                     *                       "words": []
                     *                     }
                     *                   ]
                     *                 }
                     *               ]
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ListPreRecordedResponse"];
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/pre-recorded",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "property bogus should not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/pre-recorded",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/pre-recorded",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The vendor failed, was unreachable or answered what the bridge cannot pass on */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/pre-recorded",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 502,
                     *       "message": "The STT service could not be reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The vendor did not answer in time (VENDOR_TIMEOUT_MS) */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/pre-recorded",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 504,
                     *       "message": "The STT service did not answer in time"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    PreRecordedJobsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InitTranscriptionRequest"];
            };
        };
        responses: {
            /** @description The pre recorded job has been initiated */
            201: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000012",
                     *       "result_url": "https://bridge.example.com/v2/pre-recorded/3f9c2a7e-5b1d-4c8e-9a6f-000000000012"
                     *     }
                     */
                    "application/json": components["schemas"]["InitPreRecordedTranscriptionResponse"];
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/pre-recorded",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "property bogus should not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/pre-recorded",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description This operation needs a team API key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/pre-recorded",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 403,
                     *       "message": "This operation needs a team API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request body stopped arriving (REQUEST_BODY_TIMEOUT_MS) */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/pre-recorded",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 408,
                     *       "message": "The request body stopped arriving"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Body larger than JSON_BODY_LIMIT */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/pre-recorded",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 413,
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The vendor refused the request's content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/pre-recorded",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 422,
                     *       "message": "The STT service refused the request (its own message)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/pre-recorded",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The vendor failed, was unreachable or answered what the bridge cannot pass on */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/pre-recorded",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 502,
                     *       "message": "The STT service could not be reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The vendor did not answer in time (VENDOR_TIMEOUT_MS) */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/pre-recorded",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 504,
                     *       "message": "The STT service did not answer in time"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    PreRecordedJobsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pre recorded job's metadata */
            200: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000012",
                     *       "request_id": "G-8d12deff",
                     *       "version": 2,
                     *       "status": "done",
                     *       "created_at": "2026-11-29T02:23:31.249Z",
                     *       "completed_at": "2026-11-29T02:23:31.322Z",
                     *       "custom_metadata": null,
                     *       "error_code": null,
                     *       "kind": "pre-recorded",
                     *       "file": {
                     *         "id": "file-3f9c2a7e-5b1d-4c8e-9a6f-000000000012",
                     *         "filename": "3f9c2a7e-5b1d-4c8e-9a6f-000000000011",
                     *         "source": "https://vendor.example.com/file/3f9c2a7e-5b1d-4c8e-9a6f-000000000011",
                     *         "audio_duration": 0.156,
                     *         "number_of_channels": 1
                     *       },
                     *       "request_params": {
                     *         "audio_url": "https://vendor.example.com/file/3f9c2a7e-5b1d-4c8e-9a6f-000000000011"
                     *       },
                     *       "result": {
                     *         "metadata": {
                     *           "audio_duration": 0.156,
                     *           "number_of_distinct_channels": 1,
                     *           "billing_time": 0.156,
                     *           "transcription_time": 1.234
                     *         },
                     *         "transcription": {
                     *           "full_transcript": "Hello world",
                     *           "languages": [
                     *             "en"
                     *           ],
                     *           "utterances": [
                     *             {
                     *               "language": "en",
                     *               "start": 0,
                     *               "end": 0.156,
                     *               "confidence": 0.97,
                     *               "channel": 0,
                     *               "words": [
                     *                 {
                     *                   "word": "Hello",
                     *                   "start": 0,
                     *                   "end": 0.156,
                     *                   "confidence": 0.98
                     *                 },
                     *                 {
                     *                   "word": " world",
                     *                   "start": 0.156,
                     *                   "end": 0.156,
                     *                   "confidence": 0.97
                     *                 }
                     *               ],
                     *               "text": "Hello world"
                     *             }
                     *           ]
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PreRecordedResponse"];
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/pre-recorded/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "Validation failed (uuid is expected)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/pre-recorded/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Not found, or another team's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/pre-recorded/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 404,
                     *       "message": "Job 6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f not found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/pre-recorded/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The vendor failed, was unreachable or answered what the bridge cannot pass on */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/pre-recorded/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 502,
                     *       "message": "The STT service could not be reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The vendor did not answer in time (VENDOR_TIMEOUT_MS) */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/pre-recorded/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 504,
                     *       "message": "The STT service did not answer in time"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    PreRecordedJobsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pre recorded job has been successfully deleted */
            202: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/pre-recorded/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "Validation failed (uuid is expected)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/pre-recorded/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description This operation needs a team API key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/pre-recorded/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 403,
                     *       "message": "This operation needs a team API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Not found, or another team's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/pre-recorded/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 404,
                     *       "message": "Job 6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f not found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/pre-recorded/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The vendor failed, was unreachable or answered what the bridge cannot pass on */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/pre-recorded/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 502,
                     *       "message": "The STT service could not be reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The vendor did not answer in time (VENDOR_TIMEOUT_MS) */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/pre-recorded/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 504,
                     *       "message": "The STT service did not answer in time"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    PreRecordedJobsController_file: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The audio file used for this pre recorded job */
            200: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/pre-recorded/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/file",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "Validation failed (uuid is expected)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/pre-recorded/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/file",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Not found, or another team's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/pre-recorded/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/file",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 404,
                     *       "message": "Job 6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f not found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Range not satisfiable */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/pre-recorded/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/file",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 416,
                     *       "message": "The requested range is beyond the end of the file"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/pre-recorded/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/file",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The vendor failed, was unreachable or answered what the bridge cannot pass on */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/pre-recorded/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/file",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 502,
                     *       "message": "The STT service could not be reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The vendor did not answer in time (VENDOR_TIMEOUT_MS) */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/pre-recorded/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/file",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 504,
                     *       "message": "The STT service did not answer in time"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    PreRecordedJobsController_transcript: {
        parameters: {
            query?: {
                format?: "json" | "srt" | "vtt" | "txt";
                /** @description Its translation into this language (asked with the translation option or parameter) */
                language?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transcript in the format asked */
            200: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "job_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000012",
                     *       "bot_id": null,
                     *       "status": "done",
                     *       "completed_at": "2026-11-29T02:23:31.322Z",
                     *       "speakers": [],
                     *       "utterances": [
                     *         {
                     *           "speaker": null,
                     *           "start": 0,
                     *           "end": 0.156,
                     *           "text": "Hello world",
                     *           "words": [
                     *             {
                     *               "word": "Hello",
                     *               "start": 0,
                     *               "end": 0.156
                     *             },
                     *             {
                     *               "word": "world",
                     *               "start": 0.156,
                     *               "end": 0.156
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["JobTranscriptDto"];
                    "application/x-subrip": string;
                    "text/vtt": string;
                    "text/plain": string;
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/pre-recorded/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/transcript",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "Validation failed (uuid is expected)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/pre-recorded/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/transcript",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Not found, or another team's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/pre-recorded/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/transcript",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 404,
                     *       "message": "Job 6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f not found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Conflict with what exists (a name taken, an Idempotency-Key reused with another body) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/pre-recorded/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/transcript",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 409,
                     *       "message": "The job has no transcript yet (status queued)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/pre-recorded/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/transcript",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The vendor failed, was unreachable or answered what the bridge cannot pass on */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/pre-recorded/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/transcript",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 502,
                     *       "message": "The STT service could not be reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The vendor did not answer in time (VENDOR_TIMEOUT_MS) */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/pre-recorded/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/transcript",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 504,
                     *       "message": "The STT service did not answer in time"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    LegacyJobsController_list: {
        parameters: {
            query?: {
                /** @description The starting point for pagination. A value of 0 starts from the first item. */
                offset?: number;
                /** @description The maximum number of items to return. Useful for pagination and controlling data payload size. */
                limit?: number;
                /**
                 * @description Filter items relevant to a specific date in ISO format (YYYY-MM-DD).
                 * @example 2024-09-18
                 */
                date?: string;
                /**
                 * @description Include items that occurred before the specified date in ISO format.
                 * @example 2024-09-18T15:31:53.249Z
                 */
                before_date?: string;
                /**
                 * @description Filter for items after the specified date. Use with `before_date` for a range. Date in ISO format.
                 * @example 2024-09-18T15:31:53.249Z
                 */
                after_date?: string;
                /**
                 * @description Filter the list based on item status. Accepts multiple values from the predefined list.
                 * @example [
                 *       "done"
                 *     ]
                 */
                status?: ("queued" | "processing" | "done" | "error")[];
                /**
                 * @description Filter the list based on the item type. Supports multiple values from the predefined list.
                 * @example [
                 *       "pre-recorded"
                 *     ]
                 */
                kind?: ("pre-recorded" | "live")[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A list of transcription jobs matching the parameters. */
            200: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "first": "https://bridge.example.com/v2/transcription?offset=0&limit=20",
                     *       "current": "https://bridge.example.com/v2/transcription?offset=0&limit=20",
                     *       "next": null,
                     *       "items": [
                     *         {
                     *           "id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000016",
                     *           "request_id": "G-4a8feed8",
                     *           "version": 2,
                     *           "status": "queued",
                     *           "created_at": "2026-11-29T02:23:31.395Z",
                     *           "completed_at": null,
                     *           "custom_metadata": null,
                     *           "error_code": null,
                     *           "kind": "pre-recorded",
                     *           "file": {
                     *             "id": "file-3f9c2a7e-5b1d-4c8e-9a6f-000000000016",
                     *             "filename": "3f9c2a7e-5b1d-4c8e-9a6f-000000000011",
                     *             "source": "https://vendor.example.com/file/3f9c2a7e-5b1d-4c8e-9a6f-000000000011",
                     *             "audio_duration": 0.156,
                     *             "number_of_channels": 1
                     *           },
                     *           "request_params": {
                     *             "audio_url": "https://vendor.example.com/file/3f9c2a7e-5b1d-4c8e-9a6f-000000000011"
                     *           },
                     *           "result": null
                     *         },
                     *         {
                     *           "id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000012",
                     *           "request_id": "G-8d12deff",
                     *           "version": 2,
                     *           "status": "done",
                     *           "created_at": "2026-11-29T02:23:31.249Z",
                     *           "completed_at": "2026-11-29T02:23:31.322Z",
                     *           "custom_metadata": null,
                     *           "error_code": null,
                     *           "kind": "pre-recorded",
                     *           "file": {
                     *             "id": "file-3f9c2a7e-5b1d-4c8e-9a6f-000000000012",
                     *             "filename": "3f9c2a7e-5b1d-4c8e-9a6f-000000000011",
                     *             "source": "https://vendor.example.com/file/3f9c2a7e-5b1d-4c8e-9a6f-000000000011",
                     *             "audio_duration": 0.156,
                     *             "number_of_channels": 1
                     *           },
                     *           "request_params": {
                     *             "audio_url": "https://vendor.example.com/file/3f9c2a7e-5b1d-4c8e-9a6f-000000000011"
                     *           },
                     *           "result": {
                     *             "metadata": {
                     *               "audio_duration": 0.156,
                     *               "number_of_distinct_channels": 1,
                     *               "billing_time": 0.156,
                     *               "transcription_time": 1.234
                     *             },
                     *             "transcription": {
                     *               "full_transcript": "Hello world",
                     *               "languages": [
                     *                 "en"
                     *               ],
                     *               "utterances": [
                     *                 {
                     *                   "language": "en",
                     *                   "start": 0,
                     *                   "end": 0.156,
                     *                   "confidence": 0.97,
                     *                   "channel": 0,
                     *                   "words": [
                     *                     {
                     *                       "word": "Hello",
                     *                       "start": 0,
                     *                       "end": 0.156,
                     *                       "confidence": 0.98
                     *                     },
                     *                     {
                     *                       "word": " world",
                     *                       "start": 0.156,
                     *                       "end": 0.156,
                     *                       "confidence": 0.97
                     *                     }
                     *                   ],
                     *                   "text": "Hello world"
                     *                 }
                     *               ]
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ListTranscriptionResponse"];
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/transcription",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "property bogus should not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/transcription",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/transcription",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The vendor failed, was unreachable or answered what the bridge cannot pass on */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/transcription",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 502,
                     *       "message": "The STT service could not be reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The vendor did not answer in time (VENDOR_TIMEOUT_MS) */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/transcription",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 504,
                     *       "message": "The STT service did not answer in time"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    LegacyJobsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InitTranscriptionRequest"];
            };
        };
        responses: {
            /** @description The transcription job has been initiated */
            201: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000016",
                     *       "result_url": "https://bridge.example.com/v2/transcription/3f9c2a7e-5b1d-4c8e-9a6f-000000000016"
                     *     }
                     */
                    "application/json": components["schemas"]["InitPreRecordedTranscriptionResponse"];
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/transcription",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "property bogus should not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/transcription",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description This operation needs a team API key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/transcription",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 403,
                     *       "message": "This operation needs a team API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request body stopped arriving (REQUEST_BODY_TIMEOUT_MS) */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/transcription",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 408,
                     *       "message": "The request body stopped arriving"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Body larger than JSON_BODY_LIMIT */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/transcription",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 413,
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The vendor refused the request's content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/transcription",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 422,
                     *       "message": "The STT service refused the request (its own message)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/transcription",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The vendor failed, was unreachable or answered what the bridge cannot pass on */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/transcription",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 502,
                     *       "message": "The STT service could not be reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The vendor did not answer in time (VENDOR_TIMEOUT_MS) */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/transcription",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 504,
                     *       "message": "The STT service did not answer in time"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    LegacyJobsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transcription job's metadata */
            200: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000016",
                     *       "request_id": "G-4a8feed8",
                     *       "version": 2,
                     *       "status": "done",
                     *       "created_at": "2026-11-29T02:23:31.395Z",
                     *       "completed_at": "2026-11-29T02:23:31.460Z",
                     *       "custom_metadata": null,
                     *       "error_code": null,
                     *       "kind": "pre-recorded",
                     *       "file": {
                     *         "id": "file-3f9c2a7e-5b1d-4c8e-9a6f-000000000016",
                     *         "filename": "3f9c2a7e-5b1d-4c8e-9a6f-000000000011",
                     *         "source": "https://vendor.example.com/file/3f9c2a7e-5b1d-4c8e-9a6f-000000000011",
                     *         "audio_duration": 0.156,
                     *         "number_of_channels": 1
                     *       },
                     *       "request_params": {
                     *         "audio_url": "https://vendor.example.com/file/3f9c2a7e-5b1d-4c8e-9a6f-000000000011"
                     *       },
                     *       "result": {
                     *         "metadata": {
                     *           "audio_duration": 0.156,
                     *           "number_of_distinct_channels": 1,
                     *           "billing_time": 0.156,
                     *           "transcription_time": 1.234
                     *         },
                     *         "transcription": {
                     *           "full_transcript": "Hello world",
                     *           "languages": [
                     *             "en"
                     *           ],
                     *           "utterances": [
                     *             {
                     *               "language": "en",
                     *               "start": 0,
                     *               "end": 0.156,
                     *               "confidence": 0.97,
                     *               "channel": 0,
                     *               "words": [
                     *                 {
                     *                   "word": "Hello",
                     *                   "start": 0,
                     *                   "end": 0.156,
                     *                   "confidence": 0.98
                     *                 },
                     *                 {
                     *                   "word": " world",
                     *                   "start": 0.156,
                     *                   "end": 0.156,
                     *                   "confidence": 0.97
                     *                 }
                     *               ],
                     *               "text": "Hello world"
                     *             }
                     *           ]
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PreRecordedResponse"] | components["schemas"]["StreamingResponse"];
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/transcription/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "Validation failed (uuid is expected)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/transcription/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Not found, or another team's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/transcription/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 404,
                     *       "message": "Job 6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f not found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/transcription/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The vendor failed, was unreachable or answered what the bridge cannot pass on */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/transcription/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 502,
                     *       "message": "The STT service could not be reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The vendor did not answer in time (VENDOR_TIMEOUT_MS) */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/transcription/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 504,
                     *       "message": "The STT service did not answer in time"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    LegacyJobsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transcription job has been successfully deleted */
            202: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/transcription/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "Validation failed (uuid is expected)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/transcription/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description This operation needs a team API key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/transcription/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 403,
                     *       "message": "This operation needs a team API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Not found, or another team's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/transcription/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 404,
                     *       "message": "Job 6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f not found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/transcription/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The vendor failed, was unreachable or answered what the bridge cannot pass on */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/transcription/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 502,
                     *       "message": "The STT service could not be reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The vendor did not answer in time (VENDOR_TIMEOUT_MS) */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/transcription/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 504,
                     *       "message": "The STT service did not answer in time"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    LegacyJobsController_file: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The audio file used for this transcription job */
            200: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/transcription/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/file",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "Validation failed (uuid is expected)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/transcription/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/file",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Not found, or another team's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/transcription/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/file",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 404,
                     *       "message": "Job 6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f not found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Range not satisfiable */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/transcription/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/file",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 416,
                     *       "message": "The requested range is beyond the end of the file"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/transcription/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/file",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The vendor failed, was unreachable or answered what the bridge cannot pass on */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/transcription/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/file",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 502,
                     *       "message": "The STT service could not be reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The vendor did not answer in time (VENDOR_TIMEOUT_MS) */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/transcription/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/file",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 504,
                     *       "message": "The STT service did not answer in time"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    LegacyJobsController_transcript: {
        parameters: {
            query?: {
                format?: "json" | "srt" | "vtt" | "txt";
                /** @description Its translation into this language (asked with the translation option or parameter) */
                language?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transcript in the format asked */
            200: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "job_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000016",
                     *       "bot_id": null,
                     *       "status": "done",
                     *       "completed_at": "2026-11-29T02:23:31.460Z",
                     *       "speakers": [],
                     *       "utterances": [
                     *         {
                     *           "speaker": null,
                     *           "start": 0,
                     *           "end": 0.156,
                     *           "text": "Hello world",
                     *           "words": [
                     *             {
                     *               "word": "Hello",
                     *               "start": 0,
                     *               "end": 0.156
                     *             },
                     *             {
                     *               "word": "world",
                     *               "start": 0.156,
                     *               "end": 0.156
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["JobTranscriptDto"];
                    "application/x-subrip": string;
                    "text/vtt": string;
                    "text/plain": string;
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/transcription/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/transcript",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "Validation failed (uuid is expected)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/transcription/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/transcript",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Not found, or another team's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/transcription/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/transcript",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 404,
                     *       "message": "Job 6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f not found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Conflict with what exists (a name taken, an Idempotency-Key reused with another body) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/transcription/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/transcript",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 409,
                     *       "message": "The job has no transcript yet (status queued)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/transcription/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/transcript",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The vendor failed, was unreachable or answered what the bridge cannot pass on */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/transcription/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/transcript",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 502,
                     *       "message": "The STT service could not be reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The vendor did not answer in time (VENDOR_TIMEOUT_MS) */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/transcription/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/transcript",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 504,
                     *       "message": "The STT service did not answer in time"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    UploadController_upload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The file to be uploaded. This should be an audio or video file.
                     */
                    audio?: string;
                };
                "application/json": {
                    /** @description The URL of the audio or video file to be uploaded. */
                    audio_url?: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "audio_url": "https://vendor.example.com/file/3f9c2a7e-5b1d-4c8e-9a6f-000000000011",
                     *       "audio_metadata": {
                     *         "id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000011",
                     *         "filename": "call.wav",
                     *         "extension": "wav",
                     *         "size": 5000,
                     *         "audio_duration": 0.156,
                     *         "number_of_channels": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AudioUploadResponse"];
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/upload",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "property bogus should not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/upload",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description This operation needs a team API key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/upload",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 403,
                     *       "message": "This operation needs a team API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request body stopped arriving (REQUEST_BODY_TIMEOUT_MS) */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/upload",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 408,
                     *       "message": "The request body stopped arriving"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Body larger than JSON_BODY_LIMIT */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/upload",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 413,
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The vendor refused the request's content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/upload",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 422,
                     *       "message": "The STT service refused the request (its own message)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/upload",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The vendor failed, was unreachable or answered what the bridge cannot pass on */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/upload",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 502,
                     *       "message": "The STT service could not be reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The vendor did not answer in time (VENDOR_TIMEOUT_MS) */
            504: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/v2/upload",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 504,
                     *       "message": "The STT service did not answer in time"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    JobsController_list: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                /** @description A team's id, or `none` for jobs of no team */
                team_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000017",
                     *           "kind": "legacy",
                     *           "upstream_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000016",
                     *           "team_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000001",
                     *           "bot_id": null,
                     *           "status": "queued",
                     *           "archive_id": null,
                     *           "archive_state": null,
                     *           "created_at": "2026-11-29T02:23:31.399Z",
                     *           "ended_at": null,
                     *           "deleted_at": null
                     *         },
                     *         {
                     *           "id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000018",
                     *           "kind": "pre_recorded",
                     *           "upstream_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000012",
                     *           "team_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000001",
                     *           "bot_id": null,
                     *           "status": "done",
                     *           "archive_id": null,
                     *           "archive_state": null,
                     *           "created_at": "2026-11-29T02:23:31.254Z",
                     *           "ended_at": "2026-11-29T02:23:31.351Z",
                     *           "deleted_at": null
                     *         }
                     *       ],
                     *       "total": 5,
                     *       "total_exact": true,
                     *       "limit": 50,
                     *       "offset": 0
                     *     }
                     */
                    "application/json": components["schemas"]["AdminJobListResponseDto"];
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/jobs",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "property bogus should not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/jobs",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Only admin keys may list another team's jobs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/jobs",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 403,
                     *       "message": "Only admin keys may list another team's jobs"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/jobs",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    WebhookEndpointsController_list: {
        parameters: {
            query?: {
                /** @description Admin keys: that team's (default: every team's) */
                team_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000003",
                     *           "team_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000001",
                     *           "url": "https://hooks.example.com/bridge",
                     *           "description": "",
                     *           "event_types": [],
                     *           "disabled": false,
                     *           "disabled_at": null,
                     *           "disabled_reason": null,
                     *           "failing_since": null,
                     *           "previous_secret_expires_at": null,
                     *           "created_at": "2026-11-29T02:23:19.951Z",
                     *           "updated_at": "2026-11-29T02:23:19.951Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["EndpointListDto"];
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhook-endpoints",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "property bogus should not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhook-endpoints",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Only admin keys may read another team's endpoints and events */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhook-endpoints",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 403,
                     *       "message": "Only admin keys may read another team's endpoints and events"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhook-endpoints",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    WebhookEndpointsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EndpointCreateDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000003",
                     *       "team_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000001",
                     *       "url": "https://hooks.example.com/bridge",
                     *       "description": "",
                     *       "event_types": [],
                     *       "disabled": false,
                     *       "disabled_at": null,
                     *       "disabled_reason": null,
                     *       "failing_since": null,
                     *       "previous_secret_expires_at": null,
                     *       "created_at": "2026-11-29T02:23:19.951Z",
                     *       "updated_at": "2026-11-29T02:23:19.951Z",
                     *       "secret": "whsec_ZXhhbXBsZS1zZWNyZXQtc2hvd24tb25jZQ=="
                     *     }
                     */
                    "application/json": components["schemas"]["EndpointWithSecretDto"];
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhook-endpoints",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "property bogus should not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhook-endpoints",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Only admin keys may act in another team's name */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhook-endpoints",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 403,
                     *       "message": "Only admin keys may act in another team's name"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Not found, or another team's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhook-endpoints",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 404,
                     *       "message": "Team not found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request body stopped arriving (REQUEST_BODY_TIMEOUT_MS) */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhook-endpoints",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 408,
                     *       "message": "The request body stopped arriving"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Body larger than JSON_BODY_LIMIT */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhook-endpoints",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 413,
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description JSON in another charset than UTF-8 */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhook-endpoints",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 415,
                     *       "message": "Unsupported charset"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhook-endpoints",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    WebhookEndpointsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000003",
                     *       "team_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000001",
                     *       "url": "https://hooks.example.com/bridge",
                     *       "description": "",
                     *       "event_types": [],
                     *       "disabled": false,
                     *       "disabled_at": null,
                     *       "disabled_reason": null,
                     *       "failing_since": null,
                     *       "previous_secret_expires_at": null,
                     *       "created_at": "2026-11-29T02:23:19.951Z",
                     *       "updated_at": "2026-11-29T02:23:19.951Z"
                     *     }
                     */
                    "application/json": components["schemas"]["EndpointDto"];
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhook-endpoints/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "Validation failed (uuid is expected)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhook-endpoints/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Not found, or another team's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhook-endpoints/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 404,
                     *       "message": "Webhook endpoint not found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhook-endpoints/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    WebhookEndpointsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhook-endpoints/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "Validation failed (uuid is expected)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhook-endpoints/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Not found, or another team's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhook-endpoints/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 404,
                     *       "message": "Webhook endpoint not found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhook-endpoints/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    WebhookEndpointsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EndpointUpdateDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000003",
                     *       "team_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000001",
                     *       "url": "https://hooks.example.com/bridge",
                     *       "description": "Billing service",
                     *       "event_types": [],
                     *       "disabled": false,
                     *       "disabled_at": null,
                     *       "disabled_reason": null,
                     *       "failing_since": null,
                     *       "previous_secret_expires_at": null,
                     *       "created_at": "2026-11-29T02:23:19.951Z",
                     *       "updated_at": "2026-11-29T02:23:19.994Z"
                     *     }
                     */
                    "application/json": components["schemas"]["EndpointDto"];
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhook-endpoints/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "Validation failed (uuid is expected)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhook-endpoints/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Not found, or another team's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhook-endpoints/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 404,
                     *       "message": "Webhook endpoint not found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request body stopped arriving (REQUEST_BODY_TIMEOUT_MS) */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhook-endpoints/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 408,
                     *       "message": "The request body stopped arriving"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Body larger than JSON_BODY_LIMIT */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhook-endpoints/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 413,
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description JSON in another charset than UTF-8 */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhook-endpoints/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 415,
                     *       "message": "Unsupported charset"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhook-endpoints/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    WebhookEndpointsController_rotate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000003",
                     *       "team_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000001",
                     *       "url": "https://hooks.example.com/bridge",
                     *       "description": "Billing service",
                     *       "event_types": [],
                     *       "disabled": false,
                     *       "disabled_at": null,
                     *       "disabled_reason": null,
                     *       "failing_since": null,
                     *       "previous_secret_expires_at": "2026-11-30T02:23:20.008Z",
                     *       "created_at": "2026-11-29T02:23:19.951Z",
                     *       "updated_at": "2026-11-29T02:23:20.011Z",
                     *       "secret": "whsec_ZXhhbXBsZS1zZWNyZXQtc2hvd24tb25jZQ=="
                     *     }
                     */
                    "application/json": components["schemas"]["EndpointWithSecretDto"];
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhook-endpoints/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/rotate-secret",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "Validation failed (uuid is expected)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhook-endpoints/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/rotate-secret",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Not found, or another team's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhook-endpoints/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/rotate-secret",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 404,
                     *       "message": "Webhook endpoint not found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhook-endpoints/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/rotate-secret",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    WebhookEndpointsController_test: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000004",
                     *       "event_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000005",
                     *       "succeeded": true,
                     *       "status_code": 204,
                     *       "duration_ms": 23,
                     *       "error": null,
                     *       "response": ""
                     *     }
                     */
                    "application/json": components["schemas"]["TestResultDto"];
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhook-endpoints/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/test",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "Validation failed (uuid is expected)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhook-endpoints/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/test",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Not found, or another team's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhook-endpoints/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/test",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 404,
                     *       "message": "Webhook endpoint not found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Conflict with what exists (a name taken, an Idempotency-Key reused with another body) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhook-endpoints/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/test",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 409,
                     *       "message": "The endpoint is disabled; enable it first"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhook-endpoints/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/test",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    WebhookEndpointsController_deliveries: {
        parameters: {
            query?: {
                limit?: number;
                /** @description next_cursor of the previous page */
                cursor?: string;
                status?: "succeeded" | "failed";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000020",
                     *           "message_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000021",
                     *           "event_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000022",
                     *           "event_type": "audio.archived",
                     *           "attempted_at": "2026-11-29T02:23:31.517Z",
                     *           "succeeded": true,
                     *           "status_code": 204,
                     *           "duration_ms": 3,
                     *           "error": null,
                     *           "response": "",
                     *           "message_status": "succeeded"
                     *         },
                     *         {
                     *           "id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000023",
                     *           "message_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000024",
                     *           "event_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000025",
                     *           "event_type": "bot.recording_archived",
                     *           "attempted_at": "2026-11-29T02:23:31.471Z",
                     *           "succeeded": true,
                     *           "status_code": 204,
                     *           "duration_ms": 5,
                     *           "error": null,
                     *           "response": "",
                     *           "message_status": "succeeded"
                     *         }
                     *       ],
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["AttemptListDto"];
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhook-endpoints/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/deliveries",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "Validation failed (uuid is expected)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhook-endpoints/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/deliveries",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Not found, or another team's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhook-endpoints/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/deliveries",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 404,
                     *       "message": "Webhook endpoint not found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhook-endpoints/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/deliveries",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    WebhookEndpointsController_replay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReplayDto"];
            };
        };
        responses: {
            202: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "replayed": 0
                     *     }
                     */
                    "application/json": components["schemas"]["ReplayResultDto"];
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhook-endpoints/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/replay",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "Validation failed (uuid is expected)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhook-endpoints/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/replay",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Not found, or another team's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhook-endpoints/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/replay",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 404,
                     *       "message": "Webhook endpoint not found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request body stopped arriving (REQUEST_BODY_TIMEOUT_MS) */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhook-endpoints/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/replay",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 408,
                     *       "message": "The request body stopped arriving"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Conflict with what exists (a name taken, an Idempotency-Key reused with another body) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhook-endpoints/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/replay",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 409,
                     *       "message": "The endpoint is disabled"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Body larger than JSON_BODY_LIMIT */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhook-endpoints/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/replay",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 413,
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description JSON in another charset than UTF-8 */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhook-endpoints/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/replay",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 415,
                     *       "message": "Unsupported charset"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhook-endpoints/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/replay",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    TeamEventsController_retry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            202: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000021",
                     *       "event_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000022",
                     *       "endpoint_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000003",
                     *       "status": "pending",
                     *       "attempts": 0,
                     *       "next_attempt_at": "2026-11-29T02:23:31.868Z"
                     *     }
                     */
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhook-messages/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/retry",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "Validation failed (uuid is expected)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhook-messages/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/retry",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Not found, or another team's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhook-messages/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/retry",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 404,
                     *       "message": "Message not found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Conflict with what exists (a name taken, an Idempotency-Key reused with another body) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhook-messages/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/retry",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 409,
                     *       "message": "The message is waiting for delivery already"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhook-messages/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/retry",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    TeamEventsController_events: {
        parameters: {
            query?: {
                /** @description Admin keys: that team's (default: every team's) */
                team_id?: string;
                limit?: number;
                /** @description next_cursor of the previous page */
                cursor?: string;
                type?: "bot.status_changed" | "bot.completed" | "bot.failed" | "bot.create_failed" | "bot.recording_archived" | "bot.recording_archive_failed" | "bot.data_deleted" | "bot.data_expired" | "bot.live_started" | "bot.live_transcript" | "bot.live_degraded" | "bot.live_ended" | "bot.insights_ready" | "calendar.connected" | "calendar.disconnected" | "calendar.bot_scheduled" | "calendar.bot_cancelled" | "transcription.live.ended" | "transcription.pre_recorded.completed" | "transcription.pre_recorded.failed" | "audio.archived" | "audio.archive_failed" | "retranscription.completed" | "retranscription.failed" | "ping";
                /** @description Events created at or after this time (ISO 8601) */
                since?: string;
                /** @description Events written after this one (its id), in the log order: where a reader left off. Not with cursor. */
                after?: string;
                /** @description Only the events about this bot (`data.bot_id`) */
                bot_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000005",
                     *           "team_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000001",
                     *           "type": "ping",
                     *           "data": {
                     *             "message": "A test event from the meeting-bot bridge",
                     *             "endpoint_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000003"
                     *           },
                     *           "timestamp": "2026-11-29T02:23:20.029Z"
                     *         },
                     *         {
                     *           "id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000026",
                     *           "team_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000001",
                     *           "type": "bot.status_changed",
                     *           "data": {
                     *             "url": "https://bridge.example.com/bots/3f9c2a7e-5b1d-4c8e-9a6f-000000000006",
                     *             "bot_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000006",
                     *             "status": "joining_call",
                     *             "occurred_at": "2026-11-29T02:23:22.175Z",
                     *             "previous_status": "created",
                     *             "upstream_bot_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000007"
                     *           },
                     *           "timestamp": "2026-11-29T02:23:22.223Z"
                     *         }
                     *       ],
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["EventListDto"];
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/events",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "property bogus should not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/events",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Only admin keys may read another team's endpoints and events */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/events",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 403,
                     *       "message": "Only admin keys may read another team's endpoints and events"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/events",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    UsageController_team: {
        parameters: {
            query?: {
                /** @description Start (ISO 8601, inclusive); default: the month began */
                from?: string;
                /** @description End (ISO 8601, exclusive); default: now */
                to?: string;
                granularity?: "day" | "month";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description JSON; with `Accept: text/csv`, the rows as CSV (a header line, CRLF) */
            200: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "from": "2026-11-01T00:00:00.000Z",
                     *       "to": "2026-11-29T02:23:31.767Z",
                     *       "granularity": "day",
                     *       "data": [
                     *         {
                     *           "team_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000001",
                     *           "team_name": "payments",
                     *           "period": "2026-11-29",
                     *           "bots_created": 3,
                     *           "bot_minutes": 0.02,
                     *           "live_sessions": 2,
                     *           "live_audio_seconds": 1.001,
                     *           "pre_recorded_jobs": 4,
                     *           "pre_recorded_audio_seconds": 10.313,
                     *           "retranscriptions": 4,
                     *           "archived_bytes": 32044,
                     *           "recording_bytes": 640088,
                     *           "api_requests": 152
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["UsageReportDto"];
                    "text/csv": string;
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/usage",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "property bogus should not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/usage",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/usage",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    UsageController_all: {
        parameters: {
            query?: {
                /** @description Start (ISO 8601, inclusive); default: the month began */
                from?: string;
                /** @description End (ISO 8601, exclusive); default: now */
                to?: string;
                granularity?: "day" | "month";
                /** @description One team's usage; default: every team's */
                team_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description JSON; with `Accept: text/csv`, the rows as CSV (a header line, CRLF) */
            200: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "from": "2026-11-01T00:00:00.000Z",
                     *       "to": "2026-11-29T02:23:31.797Z",
                     *       "granularity": "day",
                     *       "data": [
                     *         {
                     *           "team_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000001",
                     *           "team_name": "payments",
                     *           "period": "2026-11-29",
                     *           "bots_created": 3,
                     *           "bot_minutes": 0.02,
                     *           "live_sessions": 2,
                     *           "live_audio_seconds": 1.001,
                     *           "pre_recorded_jobs": 4,
                     *           "pre_recorded_audio_seconds": 10.313,
                     *           "retranscriptions": 4,
                     *           "archived_bytes": 32044,
                     *           "recording_bytes": 640088,
                     *           "api_requests": 152
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["UsageReportDto"];
                    "text/csv": string;
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/usage",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "property bogus should not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/usage",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description This operation needs an admin key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/usage",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 403,
                     *       "message": "This operation needs an admin key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/usage",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    WhoAmIController_whoAmI: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "team_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000001",
                     *       "team_name": "payments",
                     *       "key_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000002",
                     *       "key_name": "ci",
                     *       "role": "member",
                     *       "limits": {
                     *         "max_active_bots": null,
                     *         "bots_per_day": null,
                     *         "max_live_sessions": null,
                     *         "requests_per_minute": 600
                     *       },
                     *       "meeting_bot_api_version": "v1"
                     *     }
                     */
                    "application/json": components["schemas"]["WhoAmIDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/me",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/me",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    WebhooksController_stt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description WEBHOOK_TOKEN, or a team's STT callback token (the bridge's own live callbacks) */
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "duplicate"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookAckDto"];
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhooks/stt/[redacted]",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "Invalid JSON body"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhooks/stt/[redacted]",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Invalid webhook token"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request body stopped arriving (REQUEST_BODY_TIMEOUT_MS) */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhooks/stt/[redacted]",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 408,
                     *       "message": "The request body stopped arriving"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Body larger than JSON_BODY_LIMIT */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhooks/stt/[redacted]",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 413,
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description JSON in another charset than UTF-8 */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhooks/stt/[redacted]",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 415,
                     *       "message": "Unsupported charset"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    WebhooksController_meetingBot: {
        parameters: {
            query?: {
                /** @description A v1 retranscription's id: the bridge names it in the URL the retranscription's `transcription_complete` is sent to, to tell that event apart from the same body of another retranscription of the bot */
                retranscription?: string;
            };
            header?: never;
            path: {
                /** @description WEBHOOK_TOKEN, or a team's STT callback token (the bridge's own live callbacks) */
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "accepted"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookAckDto"];
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhooks/meeting-bot/[redacted]",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "Invalid JSON body"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhooks/meeting-bot/[redacted]",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Invalid webhook token"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request body stopped arriving (REQUEST_BODY_TIMEOUT_MS) */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhooks/meeting-bot/[redacted]",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 408,
                     *       "message": "The request body stopped arriving"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Body larger than JSON_BODY_LIMIT */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhooks/meeting-bot/[redacted]",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 413,
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description JSON in another charset than UTF-8 */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhooks/meeting-bot/[redacted]",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 415,
                     *       "message": "Unsupported charset"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    WebhooksController_meetingBotCallback: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The bridge's bot id */
                botId: string;
                /** @description WEBHOOK_TOKEN, or a team's STT callback token (the bridge's own live callbacks) */
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "accepted"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookAckDto"];
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhooks/meeting-bot/[redacted]/callbacks/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "Invalid JSON body"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhooks/meeting-bot/[redacted]/callbacks/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Invalid webhook token"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request body stopped arriving (REQUEST_BODY_TIMEOUT_MS) */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhooks/meeting-bot/[redacted]/callbacks/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 408,
                     *       "message": "The request body stopped arriving"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Body larger than JSON_BODY_LIMIT */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhooks/meeting-bot/[redacted]/callbacks/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 413,
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description JSON in another charset than UTF-8 */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/webhooks/meeting-bot/[redacted]/callbacks/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 415,
                     *       "message": "Unsupported charset"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    HealthController_live: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok",
                     *       "info": {},
                     *       "error": {},
                     *       "details": {}
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        status?: "ok";
                        /**
                         * @example {
                         *       "database": {
                         *         "status": "up"
                         *       }
                         *     }
                         */
                        info?: {
                            [key: string]: unknown;
                        };
                        /** @example {} */
                        error?: {
                            [key: string]: unknown;
                        };
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
    };
    HealthController_ready: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok",
                     *       "info": {
                     *         "database": {
                     *           "status": "up"
                     *         },
                     *         "storage": {
                     *           "status": "up"
                     *         }
                     *       },
                     *       "error": {},
                     *       "details": {
                     *         "database": {
                     *           "status": "up"
                     *         },
                     *         "storage": {
                     *           "status": "up"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        status?: "ok";
                        /**
                         * @example {
                         *       "database": {
                         *         "status": "up"
                         *       }
                         *     }
                         */
                        info?: {
                            [key: string]: unknown;
                        };
                        /** @example {} */
                        error?: {
                            [key: string]: unknown;
                        };
                        details?: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Not ready, or an earlier attempt is still being confirmed (see Retry-After) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/health/ready",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 503,
                     *       "message": "Not ready: database"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    VendorHealthController_check: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "vendors": [
                     *         {
                     *           "vendor": "meeting_bot",
                     *           "api": "v1",
                     *           "up": true,
                     *           "status_code": 200,
                     *           "error": null,
                     *           "latency_ms": 26,
                     *           "checked_at": "2026-11-29T02:23:19.928Z"
                     *         },
                     *         {
                     *           "vendor": "stt",
                     *           "api": "v2",
                     *           "up": true,
                     *           "status_code": 200,
                     *           "error": null,
                     *           "latency_ms": 21,
                     *           "checked_at": "2026-11-29T02:23:19.924Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["VendorHealthDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/vendors/health",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/vendors/health",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    AuditController_list: {
        parameters: {
            query?: {
                limit?: number;
                /** @description next_cursor of the previous page */
                cursor?: string;
                /** @description A key id, or `BRIDGE_ADMIN_KEY` / `cli` */
                actor?: string;
                action?: string;
                /** @description The id of the team, key, job… acted on */
                target?: string;
                /** @description Entries at or after this time (ISO 8601) */
                since?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "13",
                     *           "at": "2026-11-29T02:23:31.911Z",
                     *           "actor_key_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000002",
                     *           "actor_name": "ci",
                     *           "actor_team_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000001",
                     *           "action": "bot.data_deletion_requested",
                     *           "target_type": "bot",
                     *           "target_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000008",
                     *           "request_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000029",
                     *           "address": "127.0.0.1",
                     *           "change": {
                     *             "team_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000001",
                     *             "deletion_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000027"
                     *           }
                     *         },
                     *         {
                     *           "id": "12",
                     *           "at": "2026-11-29T02:23:31.704Z",
                     *           "actor_key_id": null,
                     *           "actor_name": "BRIDGE_ADMIN_KEY",
                     *           "actor_team_id": null,
                     *           "action": "archive.retried",
                     *           "target_type": "archive",
                     *           "target_id": "3f9c2a7e-5b1d-4c8e-9a6f-00000000001c",
                     *           "request_id": "3f9c2a7e-5b1d-4c8e-9a6f-00000000002a",
                     *           "address": "127.0.0.1",
                     *           "change": {
                     *             "state": {
                     *               "to": "pending",
                     *               "from": "failed"
                     *             },
                     *             "bot_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000008",
                     *             "job_id": null
                     *           }
                     *         }
                     *       ],
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["AuditListResponseDto"];
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/audit",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "property bogus should not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/audit",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description This operation needs an admin key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/audit",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 403,
                     *       "message": "This operation needs an admin key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/audit",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    TeamsAdminController_listTeams: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000001",
                     *         "name": "payments",
                     *         "created_at": "2026-11-29T02:23:19.771Z",
                     *         "offboarded_at": null
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["TeamResponseDto"][];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/teams",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description This operation needs an admin key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/teams",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 403,
                     *       "message": "This operation needs an admin key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/teams",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    TeamsAdminController_createTeam: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TeamCreateDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000001",
                     *       "name": "payments",
                     *       "created_at": "2026-11-29T02:23:19.771Z",
                     *       "offboarded_at": null
                     *     }
                     */
                    "application/json": components["schemas"]["TeamResponseDto"];
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/teams",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "property bogus should not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/teams",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description This operation needs an admin key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/teams",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 403,
                     *       "message": "This operation needs an admin key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request body stopped arriving (REQUEST_BODY_TIMEOUT_MS) */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/teams",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 408,
                     *       "message": "The request body stopped arriving"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Conflict with what exists (a name taken, an Idempotency-Key reused with another body) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/teams",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 409,
                     *       "message": "A team named \"payments\" exists"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Body larger than JSON_BODY_LIMIT */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/teams",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 413,
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description JSON in another charset than UTF-8 */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/teams",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 415,
                     *       "message": "Unsupported charset"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/teams",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    TeamsAdminController_getTeam: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000001",
                     *       "name": "payments",
                     *       "created_at": "2026-11-29T02:23:19.771Z",
                     *       "offboarded_at": null,
                     *       "limits": {
                     *         "max_active_bots": null,
                     *         "bots_per_day": null,
                     *         "max_live_sessions": null,
                     *         "requests_per_minute": 600
                     *       },
                     *       "retention": {
                     *         "recordings_days": null,
                     *         "transcripts_days": 90,
                     *         "vendor_data_days": null
                     *       },
                     *       "transcription": {
                     *         "summary": "general",
                     *         "languages": [
                     *           "en"
                     *         ]
                     *       },
                     *       "offboarding": null
                     *     }
                     */
                    "application/json": components["schemas"]["TeamDetailDto"];
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/teams/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "Validation failed (uuid v 4 is expected)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/teams/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description This operation needs an admin key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/teams/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 403,
                     *       "message": "This operation needs an admin key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Not found, or another team's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/teams/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 404,
                     *       "message": "No team 6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/teams/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    TeamOffboardingController_offboard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            202: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "team_id": "3f9c2a7e-5b1d-4c8e-9a6f-00000000002b",
                     *       "offboarded_at": "2026-11-29T02:23:32.236Z",
                     *       "keys_revoked": 1,
                     *       "deletions_started": 1
                     *     }
                     */
                    "application/json": components["schemas"]["OffboardingDto"];
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/teams/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "Validation failed (uuid v 4 is expected)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/teams/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description This operation needs an admin key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/teams/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 403,
                     *       "message": "This operation needs an admin key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Not found, or another team's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/teams/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 404,
                     *       "message": "No team 6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Conflict with what exists (a name taken, an Idempotency-Key reused with another body) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/teams/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 409,
                     *       "message": "A key cannot offboard its own team; use another admin key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/teams/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    TeamsAdminController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TeamPatchDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000001",
                     *       "name": "payments",
                     *       "created_at": "2026-11-29T02:23:19.771Z",
                     *       "offboarded_at": null,
                     *       "limits": {
                     *         "max_active_bots": null,
                     *         "bots_per_day": null,
                     *         "max_live_sessions": null,
                     *         "requests_per_minute": 600
                     *       },
                     *       "retention": {
                     *         "recordings_days": null,
                     *         "transcripts_days": 90,
                     *         "vendor_data_days": null
                     *       },
                     *       "transcription": {
                     *         "summary": "general",
                     *         "languages": [
                     *           "en"
                     *         ]
                     *       },
                     *       "offboarding": null
                     *     }
                     */
                    "application/json": components["schemas"]["TeamDetailDto"];
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/teams/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "Validation failed (uuid v 4 is expected)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/teams/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description This operation needs an admin key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/teams/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 403,
                     *       "message": "This operation needs an admin key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Not found, or another team's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/teams/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 404,
                     *       "message": "No team 6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request body stopped arriving (REQUEST_BODY_TIMEOUT_MS) */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/teams/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 408,
                     *       "message": "The request body stopped arriving"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Body larger than JSON_BODY_LIMIT */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/teams/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 413,
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description JSON in another charset than UTF-8 */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/teams/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 415,
                     *       "message": "Unsupported charset"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/teams/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    TeamsAdminController_listKeys: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000002",
                     *         "team_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000001",
                     *         "name": "ci",
                     *         "role": "member",
                     *         "prefix": "mbb_hzKTMMC_",
                     *         "created_at": "2026-11-29T02:23:19.855Z",
                     *         "last_used_at": null,
                     *         "revoked_at": null
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApiKeyResponseDto"][];
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/teams/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/keys",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "Validation failed (uuid v 4 is expected)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/teams/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/keys",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description This operation needs an admin key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/teams/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/keys",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 403,
                     *       "message": "This operation needs an admin key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Not found, or another team's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/teams/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/keys",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 404,
                     *       "message": "No team 6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/teams/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/keys",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    TeamsAdminController_createKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApiKeyCreateDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000002",
                     *       "team_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000001",
                     *       "name": "ci",
                     *       "role": "member",
                     *       "prefix": "mbb_hzKTMMC_",
                     *       "created_at": "2026-11-29T02:23:19.855Z",
                     *       "last_used_at": null,
                     *       "revoked_at": null,
                     *       "key": "mbb_Zk3q0a1BexampleKeyShownOnce00000000000000"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiKeyCreatedDto"];
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/teams/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/keys",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "Validation failed (uuid v 4 is expected)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/teams/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/keys",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description This operation needs an admin key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/teams/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/keys",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 403,
                     *       "message": "This operation needs an admin key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Not found, or another team's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/teams/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/keys",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 404,
                     *       "message": "No team 6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request body stopped arriving (REQUEST_BODY_TIMEOUT_MS) */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/teams/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/keys",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 408,
                     *       "message": "The request body stopped arriving"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Conflict with what exists (a name taken, an Idempotency-Key reused with another body) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/teams/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/keys",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 409,
                     *       "message": "Team 6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f was offboarded"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Body larger than JSON_BODY_LIMIT */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/teams/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/keys",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 413,
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description JSON in another charset than UTF-8 */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/teams/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/keys",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 415,
                     *       "message": "Unsupported charset"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/teams/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/keys",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    TeamsAdminController_revokeKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000002",
                     *       "team_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000001",
                     *       "name": "ci",
                     *       "role": "member",
                     *       "prefix": "mbb_hzKTMMC_",
                     *       "created_at": "2026-11-29T02:23:19.855Z",
                     *       "last_used_at": "2026-11-29T02:23:19.885Z",
                     *       "revoked_at": "2026-11-29T02:23:32.158Z"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiKeyResponseDto"];
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/keys/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "Validation failed (uuid v 4 is expected)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/keys/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description This operation needs an admin key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/keys/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 403,
                     *       "message": "This operation needs an admin key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Not found, or another team's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/keys/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 404,
                     *       "message": "No API key 6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/keys/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    JobsAdminController_list: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                /** @description A team's id, or `none` for jobs of no team */
                team_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000017",
                     *           "kind": "legacy",
                     *           "upstream_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000016",
                     *           "team_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000001",
                     *           "bot_id": null,
                     *           "status": "done",
                     *           "archive_id": null,
                     *           "archive_state": null,
                     *           "created_at": "2026-11-29T02:23:31.399Z",
                     *           "ended_at": "2026-11-29T02:23:31.468Z",
                     *           "deleted_at": null
                     *         },
                     *         {
                     *           "id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000018",
                     *           "kind": "pre_recorded",
                     *           "upstream_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000012",
                     *           "team_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000001",
                     *           "bot_id": null,
                     *           "status": "done",
                     *           "archive_id": null,
                     *           "archive_state": null,
                     *           "created_at": "2026-11-29T02:23:31.254Z",
                     *           "ended_at": "2026-11-29T02:23:31.351Z",
                     *           "deleted_at": null
                     *         }
                     *       ],
                     *       "total": 5,
                     *       "total_exact": true,
                     *       "limit": 50,
                     *       "offset": 0
                     *     }
                     */
                    "application/json": components["schemas"]["AdminJobListResponseDto"];
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/jobs",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "property bogus should not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/jobs",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description This operation needs an admin key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/jobs",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 403,
                     *       "message": "This operation needs an admin key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/jobs",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    JobsAdminController_attach: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttachJobDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000019",
                     *       "kind": "live",
                     *       "upstream_id": "3f9c2a7e-5b1d-4c8e-9a6f-00000000000e",
                     *       "team_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000001",
                     *       "bot_id": null,
                     *       "status": "done",
                     *       "archive_id": "3f9c2a7e-5b1d-4c8e-9a6f-00000000001a",
                     *       "archive_state": "archived",
                     *       "created_at": "2026-11-29T02:23:30.159Z",
                     *       "ended_at": "2026-11-29T02:23:31.218Z",
                     *       "deleted_at": null
                     *     }
                     */
                    "application/json": components["schemas"]["AdminJobResponseDto"];
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/jobs/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "Validation failed (uuid is expected)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/jobs/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description This operation needs an admin key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/jobs/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 403,
                     *       "message": "This operation needs an admin key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Not found, or another team's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/jobs/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 404,
                     *       "message": "Job 6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f not found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description The request body stopped arriving (REQUEST_BODY_TIMEOUT_MS) */
            408: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/jobs/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 408,
                     *       "message": "The request body stopped arriving"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Conflict with what exists (a name taken, an Idempotency-Key reused with another body) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/jobs/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 409,
                     *       "message": "Job 6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f already belongs to another team"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Body larger than JSON_BODY_LIMIT */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/jobs/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 413,
                     *       "message": "Request body too large"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description JSON in another charset than UTF-8 */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/jobs/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 415,
                     *       "message": "Unsupported charset"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/jobs/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    ArchivesAdminController_list: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                state?: "pending" | "in_progress" | "archived" | "gone" | "unauthorized" | "failed" | "expired" | "deleted";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "3f9c2a7e-5b1d-4c8e-9a6f-00000000001a",
                     *           "job_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000019",
                     *           "bot_id": null,
                     *           "media": "audio",
                     *           "upstream_id": "3f9c2a7e-5b1d-4c8e-9a6f-00000000000e",
                     *           "team_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000001",
                     *           "state": "archived",
                     *           "attempts": 1,
                     *           "next_attempt_at": "2026-11-29T02:23:31.383Z",
                     *           "lease_owner": null,
                     *           "lease_expires_at": null,
                     *           "storage_key": "live/3f9c2a7e-5b1d-4c8e-9a6f-000000000019",
                     *           "size_bytes": 32044,
                     *           "sha256": "20c64d20421cb40bbe14241596f3cc171e915560a4687bb0b4d694792d68c5bd",
                     *           "content_type": "application/octet-stream",
                     *           "size_verified": true,
                     *           "last_error": null,
                     *           "created_at": "2026-11-29T02:23:31.383Z",
                     *           "updated_at": "2026-11-29T02:23:31.482Z",
                     *           "archived_at": "2026-11-29T02:23:31.482Z"
                     *         },
                     *         {
                     *           "id": "3f9c2a7e-5b1d-4c8e-9a6f-00000000001b",
                     *           "job_id": null,
                     *           "bot_id": "3f9c2a7e-5b1d-4c8e-9a6f-00000000000c",
                     *           "media": "audio",
                     *           "upstream_id": "3f9c2a7e-5b1d-4c8e-9a6f-00000000000d",
                     *           "team_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000001",
                     *           "state": "archived",
                     *           "attempts": 1,
                     *           "next_attempt_at": "2026-11-29T02:23:31.219Z",
                     *           "lease_owner": null,
                     *           "lease_expires_at": null,
                     *           "storage_key": "bots/3f9c2a7e-5b1d-4c8e-9a6f-00000000000c/audio",
                     *           "size_bytes": 320044,
                     *           "sha256": "4a3b16cb23d4cc3e4516b373eacea507beb1ce7124a0de844d59710f99c5ca3f",
                     *           "content_type": "audio/wav",
                     *           "size_verified": true,
                     *           "last_error": null,
                     *           "created_at": "2026-11-29T02:23:31.219Z",
                     *           "updated_at": "2026-11-29T02:23:31.438Z",
                     *           "archived_at": "2026-11-29T02:23:31.438Z"
                     *         }
                     *       ],
                     *       "total": 3,
                     *       "total_exact": true,
                     *       "limit": 50,
                     *       "offset": 0
                     *     }
                     */
                    "application/json": components["schemas"]["ArchiveListResponseDto"];
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/archives",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "property bogus should not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/archives",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description This operation needs an admin key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/archives",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 403,
                     *       "message": "This operation needs an admin key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/archives",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    ArchivesAdminController_stats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "states": {
                     *         "pending": 0,
                     *         "in_progress": 0,
                     *         "archived": 3,
                     *         "gone": 0,
                     *         "unauthorized": 0,
                     *         "failed": 0,
                     *         "expired": 0,
                     *         "deleted": 0
                     *       },
                     *       "due": 0,
                     *       "archived_bytes": 672132
                     *     }
                     */
                    "application/json": components["schemas"]["ArchiveStatsDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/archives/stats",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description This operation needs an admin key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/archives/stats",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 403,
                     *       "message": "This operation needs an admin key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/archives/stats",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    ArchivesAdminController_consistency: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "objects": 3,
                     *       "rows": 3,
                     *       "missing": {
                     *         "count": 0,
                     *         "items": []
                     *       },
                     *       "size_mismatch": {
                     *         "count": 0,
                     *         "items": []
                     *       },
                     *       "orphans": {
                     *         "count": 0,
                     *         "keys": []
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ConsistencyReportDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/archives/consistency",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description This operation needs an admin key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/archives/consistency",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 403,
                     *       "message": "This operation needs an admin key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/archives/consistency",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    ArchivesAdminController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f9c2a7e-5b1d-4c8e-9a6f-00000000001a",
                     *       "job_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000019",
                     *       "bot_id": null,
                     *       "media": "audio",
                     *       "upstream_id": "3f9c2a7e-5b1d-4c8e-9a6f-00000000000e",
                     *       "team_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000001",
                     *       "state": "archived",
                     *       "attempts": 1,
                     *       "next_attempt_at": "2026-11-29T02:23:31.383Z",
                     *       "lease_owner": null,
                     *       "lease_expires_at": null,
                     *       "storage_key": "live/3f9c2a7e-5b1d-4c8e-9a6f-000000000019",
                     *       "size_bytes": 32044,
                     *       "sha256": "20c64d20421cb40bbe14241596f3cc171e915560a4687bb0b4d694792d68c5bd",
                     *       "content_type": "application/octet-stream",
                     *       "size_verified": true,
                     *       "last_error": null,
                     *       "created_at": "2026-11-29T02:23:31.383Z",
                     *       "updated_at": "2026-11-29T02:23:31.482Z",
                     *       "archived_at": "2026-11-29T02:23:31.482Z"
                     *     }
                     */
                    "application/json": components["schemas"]["ArchiveResponseDto"];
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/archives/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "Validation failed (uuid is expected)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/archives/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description This operation needs an admin key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/archives/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 403,
                     *       "message": "This operation needs an admin key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Not found, or another team's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/archives/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 404,
                     *       "message": "Archive 6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f not found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/archives/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    ArchivesAdminController_retry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            202: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f9c2a7e-5b1d-4c8e-9a6f-00000000001c",
                     *       "job_id": null,
                     *       "bot_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000008",
                     *       "media": "audio",
                     *       "upstream_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000009",
                     *       "team_id": "3f9c2a7e-5b1d-4c8e-9a6f-000000000001",
                     *       "state": "pending",
                     *       "attempts": 0,
                     *       "next_attempt_at": "1970-01-01T00:00:00.000Z",
                     *       "lease_owner": null,
                     *       "lease_expires_at": null,
                     *       "storage_key": "bots/3f9c2a7e-5b1d-4c8e-9a6f-000000000008/audio",
                     *       "size_bytes": 320044,
                     *       "sha256": "4a3b16cb23d4cc3e4516b373eacea507beb1ce7124a0de844d59710f99c5ca3f",
                     *       "content_type": "audio/wav",
                     *       "size_verified": true,
                     *       "last_error": "HTTP 503 from the vendor",
                     *       "created_at": "2026-11-29T02:23:26.325Z",
                     *       "updated_at": "2026-11-29T02:23:31.688Z",
                     *       "archived_at": "2026-11-29T02:23:26.446Z"
                     *     }
                     */
                    "application/json": components["schemas"]["ArchiveResponseDto"];
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/archives/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/retry",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "Validation failed (uuid is expected)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/archives/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/retry",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description This operation needs an admin key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/archives/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/retry",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 403,
                     *       "message": "This operation needs an admin key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Not found, or another team's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/archives/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/retry",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 404,
                     *       "message": "Archive 6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f not found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Conflict with what exists (a name taken, an Idempotency-Key reused with another body) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/archives/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/retry",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 409,
                     *       "message": "Archive 6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f is archived, being downloaded or deleted; nothing to retry"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/archives/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/retry",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    ArchivesAdminController_sweep: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "expired_leases": 0,
                     *       "exclusive_ran": true,
                     *       "reconciled": {
                     *         "checked": 0,
                     *         "tasks_created": 0,
                     *         "errors": 0
                     *       },
                     *       "retention": {
                     *         "expired": 0,
                     *         "insights_jobs_started": 1,
                     *         "inbox_events_deleted": 0,
                     *         "status_changes_deleted": 0,
                     *         "request_counts_deleted": 0,
                     *         "duplicate_transcripts_dropped": 0,
                     *         "data_deletions": 0,
                     *         "offboarded_bots": 0,
                     *         "late_events_scrubbed": 0,
                     *         "usage_days_rolled": 0,
                     *         "archive_totals_folded": 10
                     *       },
                     *       "stale_temp_removed": 0,
                     *       "due": 0
                     *     }
                     */
                    "application/json": components["schemas"]["SweepReportDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/archives/sweep",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description This operation needs an admin key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/archives/sweep",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 403,
                     *       "message": "This operation needs an admin key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/archives/sweep",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    WebhookEventsAdminController_list: {
        parameters: {
            query?: {
                limit?: number;
                /** @description pending: not finished yet (including retries waiting); failed: given up */
                state?: "pending" | "processed" | "failed";
                source?: "stt" | "meeting_bot";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "3f9c2a7e-5b1d-4c8e-9a6f-00000000001d",
                     *         "source": "meeting_bot",
                     *         "kind": "bot.status_change",
                     *         "dedup_key": "status:3f9c2a7e-5b1d-4c8e-9a6f-000000000009:in_call_recording:2026-11-29T02:23:31.720Z",
                     *         "received_at": "2026-11-29T02:23:31.723Z",
                     *         "processed_at": null,
                     *         "outcome": null,
                     *         "attempts": 1,
                     *         "last_error": null,
                     *         "next_attempt_at": "2026-11-29T02:23:31.723Z",
                     *         "lease_owner": "vm:769:25b2cf",
                     *         "lease_expires_at": "2026-11-29T02:24:01.725Z"
                     *       },
                     *       {
                     *         "id": "3f9c2a7e-5b1d-4c8e-9a6f-00000000001e",
                     *         "source": "stt",
                     *         "kind": "transcription.created",
                     *         "dedup_key": "webhook:transcription.created:3f9c2a7e-5b1d-4c8e-9a6f-00000000001f",
                     *         "received_at": "2026-11-29T02:23:31.615Z",
                     *         "processed_at": "2026-11-29T02:23:31.648Z",
                     *         "outcome": "unknown_job",
                     *         "attempts": 1,
                     *         "last_error": null,
                     *         "next_attempt_at": "2026-11-29T02:23:31.615Z",
                     *         "lease_owner": "vm:769:25b2cf",
                     *         "lease_expires_at": null
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["WebhookEventResponseDto"][];
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/webhook-events",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "property bogus should not exist"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/webhook-events",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description This operation needs an admin key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/webhook-events",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 403,
                     *       "message": "This operation needs an admin key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/webhook-events",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
    WebhookEventsAdminController_retry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f9c2a7e-5b1d-4c8e-9a6f-00000000001e",
                     *       "source": "stt",
                     *       "kind": "transcription.created",
                     *       "dedup_key": "webhook:transcription.created:3f9c2a7e-5b1d-4c8e-9a6f-00000000001f",
                     *       "received_at": "2026-11-29T02:23:31.615Z",
                     *       "processed_at": null,
                     *       "outcome": null,
                     *       "attempts": 0,
                     *       "last_error": null,
                     *       "next_attempt_at": "2026-11-29T02:23:31.746Z",
                     *       "lease_owner": null,
                     *       "lease_expires_at": null
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookEventResponseDto"];
                };
            };
            /** @description Invalid request: malformed JSON, unknown fields or invalid values (see validation_errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/webhook-events/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/retry",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 400,
                     *       "message": "Validation failed (uuid is expected)"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Missing, unknown or revoked API key (or webhook token) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/webhook-events/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/retry",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 401,
                     *       "message": "Missing API key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description This operation needs an admin key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/webhook-events/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/retry",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 403,
                     *       "message": "This operation needs an admin key"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Not found, or another team's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/webhook-events/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/retry",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 404,
                     *       "message": "Webhook event 6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f not found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description Conflict with what exists (a name taken, an Idempotency-Key reused with another body) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/webhook-events/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/retry",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 409,
                     *       "message": "Webhook event 6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f is still pending"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
            /** @description A limit is reached: one of the team's (see the RateLimit-* headers) or the vendor account's (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description The limit closest to refusing the request */
                    "RateLimit-Limit"?: number;
                    /** @description Requests (or places) left under it */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it renews */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "timestamp": "2026-11-23T10:30:00.000Z",
                     *       "path": "/admin/webhook-events/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/retry",
                     *       "request_id": "0c6f2a8e-5d1b-4f3a-9e7c-2b8d4a6f1e30",
                     *       "statusCode": 429,
                     *       "message": "This team's limit of 600 requests per minute is reached"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorBodyDto"];
                };
            };
        };
    };
}
