/**
 * A year of the bridge's data for 50 teams, written in SQL the way the bridge writes it: bots
 * with their status histories, live and pre-recorded STT jobs with their archives, bots'
 * recordings and transcripts (v1 ones also on the bot, as the bridge kept them), the team event
 * log with its deliveries and attempts, the vendors' processed events in the inbox, audit
 * entries, per-minute request counts, and some deletions. At `scale` 1 the sizes are those of a
 * year seen in production (200,000 bots, 400,000 jobs, 3.2 million events…); the query-plan
 * test seeds a small fraction.
 *
 * One statement per table and team, so that a batch stays a few tens of thousands of rows.
 */
import { type Client } from 'pg';

export interface SeedOptions {
  /** 1 = a year at production size. */
  scale: number;
  /** Teams seeded; the first one is the large team (5 % of the bots). */
  teams?: number;
  log?: (line: string) => void;
}

export interface SeededTeam {
  id: string;
  name: string;
  bots: number;
}

/** Totals at scale 1 (the bots of the large team included). */
export const YEAR = {
  bots: 200_000,
  largeTeamBots: 10_000,
  preRecordedJobs: 200_000,
  eventsPerBot: 16,
  inboxEventsPerBot: 5,
  auditEntries: 100_000,
  /** Minutes with requests, per team and day. */
  requestMinutesPerDay: 24,
};

/** A v1 `complete` transcript of `n` turns, as the vendor sends it (`{speaker, offset, words}`). */
const TRANSCRIPT_SQL = (turns: number) => `(
  SELECT jsonb_agg(jsonb_build_object(
           'speaker', 'Speaker ' || (t % 4 + 1),
           'offset', t * 6.5,
           'words', (SELECT jsonb_agg(jsonb_build_object('start', t * 6.5 + w * 0.4,
                                                         'end', t * 6.5 + w * 0.4 + 0.35,
                                                         'word', 'word' || ((t * 13 + w) % 97)))
                       FROM generate_series(0, 11) w)))
    FROM generate_series(0, ${turns - 1}) t)`;

/** The same transcript in the bridge's own utterance form. */
const UTTERANCES_SQL = (turns: number) => `(
  SELECT jsonb_agg(jsonb_build_object(
           'speaker', 'Speaker ' || (t % 4 + 1), 'start', t * 6.5, 'end', t * 6.5 + 4.75,
           'text', (SELECT string_agg('word' || ((t * 13 + w) % 97), ' ') FROM generate_series(0, 11) w)))
    FROM generate_series(0, ${turns - 1}) t)`;

const STATUS_CODES = [
  'joining_call',
  'in_waiting_room',
  'in_call_not_recording',
  'in_call_recording',
  'call_ended',
];

export async function seedYear(client: Client, options: SeedOptions): Promise<SeededTeam[]> {
  const log = options.log ?? (() => undefined);
  const teamCount = options.teams ?? 50;
  const scaled = (n: number) => Math.max(1, Math.round(n * options.scale));
  const large = scaled(YEAR.largeTeamBots);
  const perTeam = Math.max(1, Math.round((scaled(YEAR.bots) - large) / (teamCount - 1)));
  const jobsPerTeam = Math.max(1, Math.round(scaled(YEAR.preRecordedJobs) / teamCount));
  const started = Date.now();
  const step = async (label: string, sql: string, params: unknown[] = []) => {
    const t0 = Date.now();
    const result = await client.query(sql, params);
    log(`  ${label}: ${result.rowCount ?? 0} rows in ${Date.now() - t0} ms`);
  };

  // The templates every bot's transcript is built from (a realistic size, about 14 KB).
  await client.query(`CREATE TEMP TABLE seed_templates AS
    SELECT ${TRANSCRIPT_SQL(40)} AS transcript, ${UTTERANCES_SQL(40)} AS utterances`);

  // The event log's order is its writers' transaction ids: a year's events get ids that grow
  // with their time, below every transaction still to come.
  const { rows: snapshot } = await client.query<{ xmin: string }>(
    `SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin`,
  );
  const lastXid = Number(snapshot[0]!.xmin) - 1;

  const teams: SeededTeam[] = [];
  for (let i = 0; i < teamCount; i++) {
    const bots = i === 0 ? large : perTeam;
    const name = i === 0 ? 'datascale-large' : `datascale-${String(i).padStart(2, '0')}`;
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO teams (id, name, created_at) VALUES (gen_random_uuid(), $1, now() - interval '400 days')
       RETURNING id`,
      [name],
    );
    teams.push({ id: rows[0]!.id, name, bots });
  }
  await client.query(
    `INSERT INTO webhook_endpoints (id, team_id, url, event_types, secret, created_at, updated_at)
     SELECT gen_random_uuid(), id, 'http://127.0.0.1:9/' || name, '{}',
            'sealed-secret-placeholder', created_at, created_at
       FROM teams WHERE id = ANY($1::uuid[])`,
    [teams.map((t) => t.id)],
  );

  for (const [index, team] of teams.entries()) {
    log(`team ${index + 1}/${teams.length} (${team.name}, ${team.bots} bots)`);
    await client.query('BEGIN');
    // Bots over the year: most complete, some failed or never created; the last hour's still
    // in their calls, but for the large team's (offboarded by the benchmark: a bot in a call
    // waits for the vendor to end it). Half on each API version; v1 ones keep the transcript on
    // the bot too, as the bridge did.
    await step(
      'bots',
      `INSERT INTO bots (id, team_id, upstream_bot_id, meeting_url, bot_name, status, request,
                         created_at, attempted_at, updated_at, ended_at, api_version, transcript,
                         speakers, mp4_url, media_seen_at, last_error)
       SELECT id, $1::uuid, CASE WHEN status = 'create_failed' THEN NULL ELSE id::text END,
              'https://meet.google.com/' || substr(md5(g::text || $1::text), 1, 3) || '-' || substr(md5(g::text), 1, 4),
              'Notetaker', status,
              jsonb_build_object('bot_name', 'Notetaker', 'meeting_url', 'https://meet.google.com/x',
                                 'recording_mode', 'speaker_view', 'entry_message', 'Recording for notes',
                                 'speech_to_text', jsonb_build_object('provider', 'Gladia')),
              created, created, created + interval '70 minutes',
              CASE WHEN status IN ('complete', 'failed', 'create_failed') THEN created + interval '65 minutes' END,
              version,
              CASE WHEN status = 'complete' AND version = 'v1' THEN (SELECT transcript FROM seed_templates) END,
              CASE WHEN status = 'complete' THEN '["Speaker 1","Speaker 2","Speaker 3","Speaker 4"]'::jsonb END,
              CASE WHEN status = 'complete' THEN 'https://vendor.invalid/' || id || '.mp4' END,
              CASE WHEN status = 'complete' THEN created + interval '65 minutes' END,
              CASE WHEN status = 'failed' THEN 'BotNotAccepted: nobody let the bot in' END
         FROM (SELECT g, gen_random_uuid() AS id, created,
                      CASE WHEN created > now() - interval '1 hour' AND $3 THEN 'in_call_recording'
                           WHEN r < 0.85 THEN 'complete' WHEN r < 0.95 THEN 'failed'
                           ELSE 'create_failed' END AS status,
                      CASE WHEN g % 2 = 0 THEN 'v1' ELSE 'v2' END AS version
                 FROM (SELECT g, random() AS r,
                              now() - (g::float8 / $2) * interval '365 days' - interval '1 minute' AS created
                         FROM generate_series(1, $2::int) g) s) b
        ORDER BY created`,
      [team.id, team.bots, index > 0],
    );
    await step(
      'status history',
      `INSERT INTO bot_status_changes (id, bot_id, code, occurred_at, received_at, payload)
       SELECT gen_random_uuid(), b.id, c.code, b.created_at + c.n * interval '5 minutes',
              b.created_at + c.n * interval '5 minutes' + interval '300 ms',
              jsonb_build_object('event', 'bot.status_change', 'data', jsonb_build_object(
                'bot_id', b.upstream_bot_id,
                'status', jsonb_build_object('code', c.code, 'created_at', b.created_at + c.n * interval '5 minutes')))
         FROM bots b
        CROSS JOIN LATERAL (
              SELECT code, n FROM unnest($2::text[] || ARRAY[b.status]) WITH ORDINALITY AS u(code, n)
               WHERE b.status NOT IN ('in_call_recording') OR n <= 4) c
        WHERE b.team_id = $1::uuid AND b.status <> 'create_failed'`,
      [team.id, STATUS_CODES],
    );
    await step(
      'live jobs',
      `INSERT INTO transcription_jobs (id, kind, upstream_id, team_id, bot_id, status, created_at,
                                       updated_at, ended_at, audio_seconds)
       SELECT gen_random_uuid(), 'live', gen_random_uuid()::text, team_id, id,
              CASE WHEN ended_at IS NULL THEN 'processing' ELSE 'done' END,
              created_at + interval '10 minutes', coalesce(ended_at, created_at), ended_at,
              CASE WHEN ended_at IS NOT NULL THEN 3300 END
         FROM bots WHERE team_id = $1::uuid AND status <> 'create_failed'`,
      [team.id],
    );
    await step(
      'pre-recorded jobs',
      `INSERT INTO transcription_jobs (id, kind, upstream_id, team_id, status, created_at,
                                       updated_at, ended_at, audio_seconds)
       SELECT gen_random_uuid(), 'pre_recorded', gen_random_uuid()::text, $1::uuid, 'done', created,
              created + interval '2 minutes', created + interval '2 minutes', 900
         FROM (SELECT now() - (g::float8 / $2) * interval '365 days' - interval '3 minutes' AS created
                 FROM generate_series(1, $2::int) g) s`,
      [team.id, jobsPerTeam],
    );
    await step(
      'archives',
      `INSERT INTO audio_archives (id, job_id, bot_id, media, state, attempts, storage_key,
                                   size_bytes, sha256, content_type, size_verified, created_at,
                                   updated_at, archived_at, next_attempt_at)
       SELECT gen_random_uuid(), j.id, NULL, 'audio', 'archived'::"ArchiveState", 1,
              'live/' || j.upstream_id || '.wav', 105600000, md5(j.id::text) || md5(j.upstream_id),
              'audio/wav', true, j.ended_at, j.ended_at + interval '20 seconds',
              j.ended_at + interval '20 seconds', j.ended_at
         FROM transcription_jobs j WHERE j.team_id = $1::uuid AND j.kind = 'live' AND j.ended_at IS NOT NULL
       UNION ALL
       SELECT gen_random_uuid(), NULL, b.id, 'audio', 'archived'::"ArchiveState", 1,
              'bots/' || b.id || '/audio.mp3', 52800000, md5(b.id::text) || md5(b.meeting_url),
              'audio/mpeg', true, b.ended_at, b.ended_at + interval '30 seconds',
              b.ended_at + interval '30 seconds', b.ended_at
         FROM bots b WHERE b.team_id = $1::uuid AND b.status = 'complete'`,
      [team.id],
    );
    await step(
      'transcripts',
      `INSERT INTO bot_transcripts (id, bot_id, version, source, utterances, raw, created_at)
       SELECT gen_random_uuid(), b.id, 1, 'meeting_bot', t.utterances,
              CASE WHEN b.api_version = 'v1' THEN t.transcript END, b.ended_at
         FROM bots b, seed_templates t WHERE b.team_id = $1::uuid AND b.status = 'complete'`,
      [team.id],
    );
    // The event log, in the order it was written (seq follows created_at).
    await step(
      'team events',
      `INSERT INTO team_events (id, team_id, type, payload, created_at, xid)
       SELECT id, $1::uuid, type,
              jsonb_build_object('type', type, 'timestamp', created_at, 'data', data), created_at,
              3 + floor(greatest(0, least(1, extract(epoch FROM created_at - (now() - interval '366 days'))
                                            / extract(epoch FROM interval '366 days'))) * ($3::bigint - 3))
         FROM (SELECT gen_random_uuid() AS id, e.type, b.created_at + e.n * interval '4 minutes' AS created_at,
                      jsonb_build_object('bot_id', b.id, 'upstream_bot_id', b.upstream_bot_id,
                                         'url', 'https://bridge.invalid/bots/' || b.id,
                                         'status', e.type, 'occurred_at', b.created_at + e.n * interval '4 minutes',
                                         'job_id', CASE WHEN e.type LIKE 'transcription.%' OR e.type LIKE 'audio.%' THEN j.id END) AS data
                 FROM bots b
                 LEFT JOIN transcription_jobs j ON j.bot_id = b.id
                CROSS JOIN LATERAL (
                      SELECT n, CASE WHEN n = 16 THEN 'bot.completed'
                                     WHEN n = 15 THEN 'transcription.live.ended'
                                     WHEN n = 14 THEN 'audio.archived'
                                     WHEN n = 13 THEN 'bot.recording_archived'
                                     WHEN n = 12 AND b.status = 'failed' THEN 'bot.failed'
                                     ELSE 'bot.status_changed' END AS type
                        FROM generate_series(1, $2::int) n) e
                WHERE b.team_id = $1::uuid) s
        ORDER BY created_at`,
      [team.id, YEAR.eventsPerBot, lastXid],
    );
    // Deliveries to the team's endpoint: 70 % of the events, each delivered at the first attempt.
    await step(
      'deliveries',
      `INSERT INTO webhook_messages (id, event_id, endpoint_id, status, attempts, next_attempt_at,
                                     created_at, finished_at)
       SELECT gen_random_uuid(), e.id, w.id, 'succeeded'::"WebhookMessageStatus", 1, e.created_at, e.created_at,
              e.created_at + interval '80 ms'
         FROM team_events e JOIN webhook_endpoints w ON w.team_id = e.team_id
        WHERE e.team_id = $1::uuid AND e.seq % 10 < 7`,
      [team.id],
    );
    await step(
      'attempts',
      `INSERT INTO webhook_attempts (id, message_id, endpoint_id, attempted_at, succeeded,
                                     status_code, duration_ms, response)
       SELECT gen_random_uuid(), m.id, m.endpoint_id, m.created_at + interval '20 ms', true, 200, 60, 'ok'
         FROM webhook_messages m JOIN webhook_endpoints w ON w.id = m.endpoint_id
        WHERE w.team_id = $1::uuid`,
      [team.id],
    );
    // The vendors' events, processed: four about each bot, one about its live session.
    await step(
      'inbox',
      `INSERT INTO webhook_events (id, source, kind, dedup_key, payload, received_at, processed_at,
                                   attempts, outcome, next_attempt_at)
       SELECT gen_random_uuid(), 'meeting_bot'::"WebhookSource", 'bot.status_change',
              'status:' || b.upstream_bot_id || ':' || n,
              jsonb_build_object('event', 'bot.status_change', 'data', jsonb_build_object(
                'bot_id', b.upstream_bot_id,
                'status', jsonb_build_object('code', ($2::text[])[n], 'created_at', b.created_at + n * interval '5 minutes'))),
              b.created_at + n * interval '5 minutes', b.created_at + n * interval '5 minutes' + interval '40 ms',
              1, 'applied', b.created_at
         FROM bots b CROSS JOIN generate_series(1, $3::int - 1) n
        WHERE b.team_id = $1::uuid AND b.upstream_bot_id IS NOT NULL
       UNION ALL
       SELECT gen_random_uuid(), 'stt'::"WebhookSource", 'live.end_session', 'live.end_session:' || j.upstream_id,
              jsonb_build_object('id', j.upstream_id, 'event', 'live.end_session'),
              j.ended_at, j.ended_at + interval '40 ms', 1, 'applied', j.ended_at
         FROM transcription_jobs j WHERE j.team_id = $1::uuid AND j.kind = 'live' AND j.ended_at IS NOT NULL`,
      [team.id, STATUS_CODES, YEAR.inboxEventsPerBot],
    );
    await step(
      'request counts',
      `INSERT INTO api_request_counts (team_id, window_start, count, granted, last_lease)
       SELECT $1::uuid, date_trunc('day', now()) - d * interval '1 day' + m * interval '37 minutes', 40, 40, 20
         FROM generate_series(1, 365) d CROSS JOIN generate_series(0, $2::int - 1) m`,
      [team.id, scaled(YEAR.requestMinutesPerDay)],
    );
    await client.query('COMMIT');
  }

  log('audit, retranscriptions, deletions');
  await client.query('BEGIN');
  await step(
    'audit',
    `INSERT INTO audit_log (at, actor_name, action, target_type, target_id, request_id, address, change)
     SELECT now() - (g::float8 / $1::int) * interval '365 days',
            'admin-cli', (ARRAY['team.created', 'key.minted', 'limits.set', 'archive.retried', 'retranscription.requested'])[g % 5 + 1],
            'team', (SELECT id FROM teams ORDER BY name OFFSET g % $2 LIMIT 1)::text,
            md5(g::text), '127.0.0.1', jsonb_build_object('n', g)
       FROM generate_series(1, $1::int) g`,
    [scaled(YEAR.auditEntries), teamCount],
  );
  // One bot in 200 was retranscribed.
  await step(
    'retranscriptions',
    `INSERT INTO retranscriptions (id, bot_id, upstream_bot_id, team_id, requested_by, state,
                                   created_at, updated_at, completed_at, mode)
     SELECT gen_random_uuid(), id, upstream_bot_id, team_id, 'admin-cli', 'completed'::"RetranscriptionState",
            ended_at + interval '1 day', ended_at + interval '1 day', ended_at + interval '1 day', 'stt'
       FROM bots WHERE status = 'complete' AND ('x' || substr(id::text, 1, 8))::bit(32)::int % 200 = 0`,
  );
  // One bot in 100 had its data deleted on request (a tombstone, with its receipt).
  await step(
    'deleted bots',
    `WITH chosen AS (
       UPDATE bots SET data_deletion_requested_at = ended_at + interval '2 days',
                       data_deleted_at = ended_at + interval '2 days 1 minute',
                       transcript = NULL, speakers = NULL, mp4_url = NULL
        WHERE status IN ('complete', 'failed') AND ('x' || substr(id::text, 1, 8))::bit(32)::int % 100 = 1
       RETURNING id, team_id, data_deleted_at)
     INSERT INTO data_deletions (id, team_id, bot_id, subject_id, scope, reason, requested_by, state,
                                 steps, attempts, created_at, updated_at, completed_at, next_attempt_at)
     SELECT gen_random_uuid(), team_id, id, id, 'all', 'request', 'admin-cli', 'completed',
            '[{"target":"payloads","state":"done"}]', 1, data_deleted_at - interval '1 minute',
            data_deleted_at, data_deleted_at, data_deleted_at
       FROM chosen`,
  );
  await step(
    'deleted transcripts',
    `DELETE FROM bot_transcripts t USING bots b WHERE b.id = t.bot_id AND b.data_deleted_at IS NOT NULL`,
  );
  await client.query('COMMIT');
  // As autovacuum leaves a year-old table: statistics, and the visibility map index-only scans use.
  await step('vacuum', 'VACUUM ANALYZE');
  log(`seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return teams;
}
