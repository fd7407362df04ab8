import { Injectable, Logger } from '@nestjs/common';
import { storageKeyOf } from '../archival/archive-keys.js';
import { ArchiveTasksRepository } from '../archival/archive-tasks.repository.js';
import { BotCreationService } from '../bots/bot-creation.service.js';
import { BotVendor } from '../bots/bot-vendor.js';
import { BotsRepository } from '../bots/bots.repository.js';
import { BridgeStatus, isTerminal, LEAVE_REQUESTED } from '../bots/bot-life.js';
import { AppConfig } from '../platform/config/app-config.js';
import { PrismaService } from '../platform/database/prisma.service.js';
import { type Bot, type DataDeletion, Prisma } from '../generated/prisma/client.js';
import { describeError, parseRetryAfter } from '../platform/queue/retry.js';
import { AudioStorage } from '../platform/storage/audio-storage.js';
import { MeetingBotError } from '../platform/vendors/meeting-bot.transport.js';
import { JOB_ROUTES, SttClient, SttHttpError } from '../platform/vendors/stt.client.js';
import { type DeletionStep, type DeletionTarget, type StepAnswer } from './deletion-plan.js';
import { scrubbedDocument } from './payload-scrub.js';

/** What one run of a step concluded. */
export type StepRun =
  | { state: 'done' | 'refused'; error?: string }
  /**
   * Try again later: after `delayMs` when given, else after the deletion's backoff; `waiting`
   * (for something else to happen first: a bot to end, events to be processed) caps the backoff.
   */
  | {
      state: 'retry';
      error: string;
      delayMs?: number;
      waiting?: boolean;
      /** The step cannot progress without someone looking (counted and logged as an error). */
      stalled?: boolean;
    };

/** Vendor answers that are worth asking again: the bot has not ended, limits, outages. */
const RETRY_STATUSES = new Set([401, 403, 408, 409, 423, 425, 429]);

/** Stored rows scrubbed per statement batch. */
const SCRUB_BATCH = 200;

const now = () => new Date().toISOString();

/** The STT jobs a deletion covers: its bot's, or for a team's own deletion those of no bot. */
const jobsOf = (deletion: DataDeletion): Prisma.TranscriptionJobWhereInput =>
  deletion.botId ? { botId: deletion.botId } : { teamId: deletion.teamId, botId: null };

/** Inbox events of the STT vendor about one of `upstreamIds` (the job id is `id` or `payload.id`). */
const sttEventsOf = (upstreamIds: string[]) =>
  Prisma.sql`(source = 'stt' AND (payload ->> 'id' = ANY(${upstreamIds}::text[])
               OR payload -> 'payload' ->> 'id' = ANY(${upstreamIds}::text[])))`;

/** Up to this many bots deleted in the last day, the late-event scrub starts from the bots. */
const LATE_SCRUB_BOTS_FIRST = 200;

/** Bot and inbox event: the event came after the bot's data was deleted (in the last day). */
const LATE = Prisma.sql`b.data_deleted_at > now() - interval '1 day'
  AND e.received_at > now() - interval '1 day'
  AND e.received_at >= b.data_deletion_requested_at AND e.processed_at IS NOT NULL`;

/** The late events, from the bots: each bot's events found through the inbox's indexes. */
const lateEventsOfBots = Prisma.sql`id IN (
  SELECT e.id FROM bots b JOIN webhook_events e
    ON e.source = 'meeting_bot' AND e.payload -> 'data' ->> 'bot_id' = b.upstream_bot_id WHERE ${LATE}
  UNION ALL
  SELECT e.id FROM bots b JOIN webhook_events e ON e.bot_scope = b.id WHERE ${LATE}
  UNION ALL
  SELECT e.id FROM bots b JOIN transcription_jobs j ON j.bot_id = b.id
    JOIN webhook_events e ON e.source = 'stt' AND e.payload ->> 'id' = j.upstream_id WHERE ${LATE}
  UNION ALL
  SELECT e.id FROM bots b JOIN transcription_jobs j ON j.bot_id = b.id
    JOIN webhook_events e ON e.source = 'stt' AND e.payload -> 'payload' ->> 'id' = j.upstream_id
   WHERE ${LATE})`;

/** The late events, from the inbox's last day: each event's bot found through its indexes. */
const lateEventsOfDay = Prisma.sql`id IN (
  SELECT e.id FROM webhook_events e
   WHERE e.received_at > now() - interval '1 day' AND e.processed_at IS NOT NULL
     AND ((e.source = 'meeting_bot' AND EXISTS (
            SELECT 1 FROM bots b WHERE b.upstream_bot_id = e.payload -> 'data' ->> 'bot_id' AND ${LATE}
            UNION ALL
            SELECT 1 FROM bots b WHERE b.id = e.bot_scope AND ${LATE}))
       OR (e.source = 'stt' AND EXISTS (
            SELECT 1 FROM transcription_jobs j JOIN bots b ON b.id = j.bot_id
             WHERE j.kind IN ('live', 'pre_recorded', 'legacy')
               AND j.upstream_id IN (e.payload ->> 'id', e.payload -> 'payload' ->> 'id')
               AND ${LATE}))))`;

/**
 * The steps of a deletion, one kind of copy each (see deletion-plan). Each run of a step does
 * what is left of it and records on `step` what it deleted and what the vendors answered, so
 * that running it again (a retry, another replica after a crash) repeats nothing that was done.
 */
@Injectable()
export class DeletionSteps {
  private readonly logger = new Logger('DataDeletion');

  constructor(
    private readonly prisma: PrismaService,
    private readonly vendor: BotVendor,
    private readonly bots: BotsRepository,
    private readonly creation: BotCreationService,
    private readonly stt: SttClient,
    private readonly archives: ArchiveTasksRepository,
    private readonly storage: AudioStorage,
    private readonly config: AppConfig,
  ) {}

  async run(deletion: DataDeletion, step: DeletionStep, signal: AbortSignal): Promise<StepRun> {
    const bot = deletion.botId
      ? await this.prisma.bot.findUniqueOrThrow({ where: { id: deletion.botId } })
      : null;
    const runners: Record<DeletionTarget, () => Promise<StepRun>> = {
      meeting_bot: () => this.meetingBot(bot!, step, signal),
      stt_jobs: () => this.sttJobs(deletion, step, signal),
      recordings: () => this.recordings(deletion, step),
      transcripts: () => this.transcripts(bot!, step),
      payloads: () => this.payloads(deletion, bot, step),
      uploads: () => this.uploads(deletion, step),
      team_events: () => this.teamEvents(deletion, step),
    };
    try {
      return await runners[step.target]();
    } catch (error) {
      if (signal.aborted) throw error;
      return { state: 'retry', error: describeError(error) };
    }
  }

  /**
   * The meeting-bot vendor's copy. A bot whose create has no outcome yet (in flight, or lost) is
   * waited for, and looked up at the vendor as reconciliation does: a bot the vendor made after
   * the deletion was asked is then deleted like any other. A bot still in its meeting is asked
   * to leave (once) and the step waits for it to end, since the vendor deletes only an ended
   * bot's data.
   */
  private async meetingBot(given: Bot, step: DeletionStep, signal: AbortSignal): Promise<StepRun> {
    const bot = await this.settledCreate(given, signal);
    if (!bot) {
      return {
        state: 'retry',
        error: `waiting for the vendor's create of the bot to have an outcome (${given.status})`,
        waiting: true,
      };
    }
    const { upstreamBotId } = bot;
    if (!upstreamBotId) {
      step.deleted = { vendor_bot: null };
      return { state: 'done' };
    }
    // A calendar bot other teams' records share: the vendor's bot and data are theirs too, and
    // go with the last record's deletion.
    if ((await this.bots.sharing(bot)) > 0) {
      step.deleted = { vendor_bot: null, shared_with_other_teams: true };
      return { state: 'done' };
    }
    if (!isTerminal(bot.status)) {
      const ended = await this.leaveMeeting({ ...bot, upstreamBotId }, step, signal);
      if (ended !== true) return ended;
    }
    try {
      const answer = await this.vendor.deleteData({ ...bot, upstreamBotId }, signal);
      step.answers = { meeting_bot: answer };
      step.deleted = { ...step.deleted, vendor_bot: upstreamBotId };
      return { state: 'done' };
    } catch (error) {
      if (!(error instanceof MeetingBotError)) throw error;
      const { failure } = error;
      const status = 'status' in failure ? failure.status : 0;
      step.answers = {
        meeting_bot: {
          status,
          ...(failure.kind === 'rejected' ? { body: { message: failure.message } } : {}),
        },
      };
      if (failure.kind === 'rejected' && !RETRY_STATUSES.has(status)) {
        return { state: 'refused', error: `the vendor refused (${status}): ${failure.message}` };
      }
      const retryAfter =
        failure.kind === 'rate_limited'
          ? parseRetryAfter(failure.retryAfter ?? undefined, Date.now())
          : undefined;
      const why = status ? `${error.message} (${status})` : error.message;
      return { state: 'retry', error: why, delayMs: retryAfter };
    }
  }

  /**
   * Makes a bot still in its meeting (by its stored status) leave: asked once, then waited for.
   * Its end event may have been lost (v1 has no status to poll), so once it has been waited for
   * BOT_STATUS_POLL_MS the vendor is asked whether it has ended: true when it has; otherwise it is
   * asked to leave again and the step is reported stalled.
   */
  private async leaveMeeting(
    bot: Bot & { upstreamBotId: string },
    step: DeletionStep,
    signal: AbortSignal,
  ): Promise<true | StepRun> {
    const asked = step.deleted?.leave_requested_at;
    const boundMs = this.config.bots.BOT_STATUS_POLL_MS;
    const waited = typeof asked === 'string' ? Date.now() - Date.parse(asked) : 0;
    const waiting: StepRun = {
      state: 'retry',
      error: `waiting for the bot to leave its meeting (${bot.status})`,
      waiting: true,
    };
    if (asked && (boundMs === 0 || waited < boundMs)) return waiting;
    if (asked && (await this.vendor.hasEnded(bot, signal))) return true;
    await this.vendor.leave(bot).catch((error: unknown) => {
      // A bot the vendor has already ended cannot leave: that is what was asked.
      if (!(error instanceof MeetingBotError && error.failure.kind === 'rejected')) throw error;
    });
    await this.bots.addHistory(bot.id, {
      code: LEAVE_REQUESTED,
      occurredAt: new Date(),
      payload: { source: 'bridge', requested_by: 'data deletion' },
    });
    const requests = Number(step.deleted?.leave_requests ?? 0) + 1;
    step.deleted = { leave_requested_at: now(), leave_requests: requests };
    if (!asked) return waiting;
    return {
      state: 'retry',
      error:
        `the vendor still shows the bot in its meeting ${Math.round(waited / 1000)} s after it ` +
        `was asked to leave; asked again (${requests} times in all)`,
      waiting: true,
      stalled: true,
    };
  }

  /** The bot once its create has an outcome (the vendor's bot adopted if it made one), else null. */
  private async settledCreate(bot: Bot, signal: AbortSignal): Promise<Bot | null> {
    const { creating, createUnconfirmed } = BridgeStatus;
    if (bot.upstreamBotId || (bot.status !== creating && bot.status !== createUnconfirmed)) {
      return bot;
    }
    // A create in flight on some replica ends within the vendor timeout.
    if (bot.status === creating && bot.updatedAt > this.vendor.callsEndedBefore()) return null;
    if ((await this.creation.settleUnattended(bot, signal)) === 'waiting') return null;
    return this.prisma.bot.findUniqueOrThrow({ where: { id: bot.id } });
  }

  /** The STT vendor's jobs: the bot's, or for a team those of no bot. */
  private async sttJobs(
    deletion: DataDeletion,
    step: DeletionStep,
    signal: AbortSignal,
  ): Promise<StepRun> {
    // A retranscription whose job's creation has no known outcome may yet have a job at the
    // vendor: it is waited for (reconciliation links it, or fails it in bounded time).
    const retranscribed = deletion.botId
      ? await this.prisma.retranscription.groupBy({
          by: ['state'],
          where: { botId: deletion.botId, mode: 'stt' },
          _count: true,
        })
      : [];
    const unknown = retranscribed.find((r) => r.state === 'requested')?._count ?? 0;
    if (unknown > 0) {
      return {
        state: 'retry',
        error: `${unknown} retranscription(s) whose STT job's creation has no known outcome yet`,
        waiting: true,
      };
    }
    const uploads = retranscribed.reduce((n, r) => n + r._count, 0);
    const jobs = await this.prisma.transcriptionJob.findMany({
      where: { deletedAt: null, ...jobsOf(deletion) },
      orderBy: { createdAt: 'asc' },
    });
    const answers: Record<string, StepAnswer> = { ...step.answers };
    const deleted = new Set((step.deleted?.jobs as string[] | undefined) ?? []);
    let retry: string | null = null;
    let refused: string | null = null;
    for (const job of jobs) {
      if (signal.aborted) break;
      try {
        const status = await this.stt.deleteJob(job.upstreamId, JOB_ROUTES[job.kind], signal);
        answers[job.id] = { status };
        await this.prisma.transcriptionJob.updateMany({
          where: { id: job.id, deletedAt: null },
          data: { deletedAt: new Date() },
        });
        deleted.add(job.id);
      } catch (error) {
        if (!(error instanceof SttHttpError)) throw error;
        answers[job.id] = { status: error.status, body: error.answer.slice(0, 500) };
        const why = `the STT vendor answered ${error.status} for job ${job.upstreamId}`;
        if (error.status >= 500 || RETRY_STATUSES.has(error.status)) retry ??= why;
        else refused ??= why;
      }
    }
    step.answers = answers;
    step.deleted = {
      jobs: [...deleted],
      // The vendor's API deletes jobs, not the files uploaded for them: say what may remain.
      ...(uploads > 0 ? { may_remain: `audio uploaded for ${uploads} retranscription(s)` } : {}),
    };
    if (retry) return { state: 'retry', error: retry };
    return refused ? { state: 'refused', error: refused } : { state: 'done' };
  }

  /**
   * The bridge's archived files: the bot's recordings and its jobs' audio (a team's: the audio
   * of its jobs of no bot). The rows are marked first, so a download in progress loses its
   * lease and its result is discarded; the files are deleted after, by their fixed keys. A
   * download that held a lease could still publish until the lease ends: the step runs once
   * more after that, deleting the keys again.
   */
  private async recordings(deletion: DataDeletion, step: DeletionStep): Promise<StepRun> {
    const botIds = deletion.botId ? [deletion.botId] : [];
    const jobIds = (
      await this.prisma.transcriptionJob.findMany({ where: jobsOf(deletion), select: { id: true } })
    ).map((job) => job.id);
    const marked = await this.prisma.lockingTransaction((tx) =>
      this.archives.markDeleted(tx, botIds, jobIds),
    );
    for (const subject of await this.archives.deletedOf(botIds, jobIds)) {
      await this.storage.delete(storageKeyOf(subject));
    }
    const files = [
      ...((step.deleted?.files as unknown[] | undefined) ?? []),
      ...marked.map((archive) => ({
        archive_id: archive.id,
        ...(archive.botId ? { media: archive.media } : { job_id: archive.jobId }),
        state: archive.previousState,
        size_bytes: archive.sizeBytes === null ? null : Number(archive.sizeBytes),
        sha256: archive.sha256,
      })),
    ];
    const wasDownloading = marked.some((archive) => archive.leaseExpiresAt !== null);
    const discarded = wasDownloading || step.deleted?.download_discarded === true;
    step.deleted = { files, ...(discarded ? { download_discarded: true } : {}) };
    if (wasDownloading) {
      return {
        state: 'retry',
        error: 'a download was in progress: its keys are deleted again once its lease has ended',
        delayMs: this.config.archive.ARCHIVE_LEASE_MS + 1_000,
      };
    }
    return { state: 'done' };
  }

  /**
   * The bot's transcript versions (with their insights and translations, and the searchable
   * utterances of the latest), its retranscriptions' results, the transcript on the bot, its
   * transcription options, its live transcript (finals and who spoke when).
   */
  private async transcripts(bot: Bot, step: DeletionStep): Promise<StepRun> {
    const [versions, results, finals, insights] = await this.prisma.lockingTransaction(
      async (tx) => {
        const withInsights = await tx.botTranscript.count({
          where: { botId: bot.id, insights: { not: Prisma.DbNull } },
        });
        const removed = await tx.botTranscript.deleteMany({ where: { botId: bot.id } });
        const live = await tx.liveUtterance.deleteMany({ where: { botId: bot.id } });
        await tx.liveSpeakerChange.deleteMany({ where: { session: { botId: bot.id } } });
        const cleared = await tx.retranscription.updateMany({
          where: { botId: bot.id },
          // What an admin typed for them (vocabulary, prompts) is the meeting's content too.
          data: { result: Prisma.DbNull, vendorResponse: Prisma.DbNull, parameters: Prisma.DbNull },
        });
        // Its transcription options' words (vocabulary, spelling, prompts) are content too: the
        // options go, and their copy in the vendor request kept on the bot.
        await tx.$executeRaw`
          UPDATE bots SET transcript = NULL, speakers = NULL, mp4_url = NULL, transcription = NULL,
                 request = (request - 'transcription_custom_parameters')
                           #- '{transcription_config,custom_params}',
                 updated_at = ${new Date()}
           WHERE id = ${bot.id}::uuid`;
        return [removed.count, cleared.count, live.count, withInsights];
      },
    );
    const before = step.deleted ?? {};
    step.deleted = {
      transcript_versions: Number(before.transcript_versions ?? 0) + versions,
      retranscriptions: Number(before.retranscriptions ?? 0) + results,
      live_finals: Number(before.live_finals ?? 0) + finals,
      insights: Number(before.insights ?? 0) + insights,
    };
    return { state: 'done' };
  }

  /**
   * The personal content of what the bridge stored as received or sent: the vendors' events in
   * the webhook inbox, the bot's status history, the team's event log. Ids, times and statuses
   * stay (see scrubPayload). An inbox event not yet processed is waited for.
   */
  private async payloads(deletion: DataDeletion, bot: Bot | null, step: DeletionStep) {
    const jobs = await this.prisma.transcriptionJob.findMany({
      where: jobsOf(deletion),
      select: { id: true, upstreamId: true },
    });
    const ofJobs = sttEventsOf(jobs.map((job) => job.upstreamId));
    const inbox = bot
      ? Prisma.sql`((source = 'meeting_bot' AND (payload -> 'data' ->> 'bot_id' = ${bot.upstreamBotId ?? ''}
                     OR bot_scope = ${bot.id}::uuid)) OR ${ofJobs})`
      : Prisma.sql`(team_scope = ${deletion.teamId}::uuid OR ${ofJobs})`;
    const [waiting] = await this.prisma.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM webhook_events WHERE processed_at IS NULL AND ${inbox}`;
    if (waiting && waiting.n > 0) {
      return {
        state: 'retry',
        error: `${waiting.n} vendor event(s) still to be processed`,
        waiting: true,
      } as const;
    }
    // The deletion events themselves hold receipts, no content: they stay as sent. The bot's and
    // its jobs' ids are the team's only: no team condition, which PostgreSQL would combine with
    // the two ids' indexes by reading all of the team's events from the team's index.
    const events = bot
      ? Prisma.sql`type NOT IN ('bot.data_deleted', 'bot.data_expired')
                   AND (payload -> 'data' ->> 'bot_id' = ${bot.id}
                        OR payload -> 'data' ->> 'job_id' = ANY(${jobs.map((j) => j.id)}::text[]))`
      : Prisma.sql`false`;
    const counts = {
      inbox_events: await this.scrub('webhook_events', inbox),
      team_events: await this.scrub('team_events', events),
      status_changes: bot
        ? await this.scrub('bot_status_changes', Prisma.sql`bot_id = ${bot.id}::uuid`)
        : 0,
    };
    const before = step.deleted ?? {};
    step.deleted = Object.fromEntries(
      Object.entries(counts).map(([key, n]) => [key, Number(before[key] ?? 0) + n]),
    );
    return { state: 'done' } as const;
  }

  /**
   * Vendor events that arrived for a bot (or an STT job) after its data was deleted: processed
   * (nothing of them was kept), then scrubbed like the ones the deletion found. The bots whose
   * data was deleted in the last day are matched with the inbox's last day by their indexes,
   * from the smaller side: a few such bots are each looked up in the inbox; after an offboarding
   * (thousands), the day's events are each looked up among the bots. A sweep costs what is
   * due, never the inbox. Answers how many were scrubbed.
   */
  async scrubLateEvents(): Promise<number> {
    const [deleted] = await this.prisma.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM (
        SELECT 1 FROM bots WHERE data_deleted_at > now() - interval '1 day'
         LIMIT ${LATE_SCRUB_BOTS_FIRST + 1}::int) recent`;
    if (!deleted?.n) return 0;
    return this.scrub(
      'webhook_events',
      deleted.n <= LATE_SCRUB_BOTS_FIRST ? lateEventsOfBots : lateEventsOfDay,
    );
  }

  /** Scrubs the `payload` of the rows of `table` matching `where`; answers how many. */
  private async scrub(table: string, where: Prisma.Sql): Promise<number> {
    const name = Prisma.raw(table);
    let total = 0;
    for (;;) {
      const rows = await this.prisma.$queryRaw<{ id: string; payload: unknown }[]>`
        SELECT id, payload FROM ${name}
         WHERE ${where} AND NOT coalesce(payload ? 'data_deleted', false)
         LIMIT ${SCRUB_BATCH}::int`;
      if (rows.length === 0) return total;
      // One statement for the batch: a bot's scrub is a few of these, not a round trip a row.
      const ids = rows.map((row) => row.id);
      const payloads = rows.map((row) => JSON.stringify(scrubbedDocument(row.payload)));
      await this.prisma.$executeRaw`
        UPDATE ${name} AS t SET payload = v.payload::jsonb
          FROM unnest(${ids}::uuid[], ${payloads}::text[]) AS v(id, payload)
         WHERE t.id = v.id`;
      total += rows.length;
    }
  }

  /** A team's uploads: the records of whose audio they were. */
  private async uploads(deletion: DataDeletion, step: DeletionStep): Promise<StepRun> {
    const { count } = await this.prisma.upload.deleteMany({ where: { teamId: deletion.teamId } });
    step.deleted = { uploads: Number(step.deleted?.uploads ?? 0) + count };
    return { state: 'done' };
  }

  /**
   * A team's endpoints (with their messages and delivery log) and its event log. It waits for
   * the team's bots' deletions, so that nothing they record comes after it.
   */
  private async teamEvents(deletion: DataDeletion, step: DeletionStep): Promise<StepRun> {
    const pending = await this.prisma.dataDeletion.count({
      where: { teamId: deletion.teamId, state: 'pending', scope: { not: 'team' } },
    });
    if (pending > 0) {
      return {
        state: 'retry',
        error: `waiting for ${pending} bot deletion(s) of the team`,
        waiting: true,
      };
    }
    const [endpoints, events] = await this.prisma.lockingTransaction(async (tx) => {
      // Their messages first, as deleting one endpoint does (a delivery's record locks its
      // message, then the endpoint).
      await tx.webhookMessage.deleteMany({ where: { endpoint: { teamId: deletion.teamId } } });
      return [
        (await tx.webhookEndpoint.deleteMany({ where: { teamId: deletion.teamId } })).count,
        (await tx.teamEvent.deleteMany({ where: { teamId: deletion.teamId } })).count,
      ];
    });
    const before = step.deleted ?? {};
    step.deleted = {
      webhook_endpoints: Number(before.webhook_endpoints ?? 0) + endpoints,
      team_events: Number(before.team_events ?? 0) + events,
    };
    this.logger.log(`team ${deletion.teamId}: endpoints and event log deleted`);
    return { state: 'done' };
  }
}
