import { Injectable } from '@nestjs/common';
import { type Bot, type LiveStream, Prisma } from '../generated/prisma/client.js';
import { PrismaService } from '../platform/database/prisma.service.js';
import { EventOutbox, type EventWriter } from '../platform/outbox/event-outbox.js';
import { BRIDGE_HISTORY_CODES, type BotLife, BridgeStatus, isTerminal } from './bot-life.js';
import type { BotDetail, MeetingFacts } from './bots.dto.js';
import type { TranscriptionOptions } from '../platform/transcripts/transcription-options.js';

export interface HistoryEntry {
  code: string;
  occurredAt: Date;
  payload: Prisma.InputJsonValue;
}

export interface BotListFilter {
  teamId?: string;
  status?: string;
  createdAfter?: Date;
  createdBefore?: Date;
  meetingUrl?: string;
  /** Keyset: rows strictly after this (created_at desc, id desc) position. */
  after?: { createdAt: Date; id: string };
  limit: number;
}

type Tx = Prisma.TransactionClient;

/** A bot as lists read it: without its v1 transcript. */
export type ListedBot = Omit<Bot, 'transcript'>;

/** One bot's row, locked for the length of a transaction, so its events apply one at a time. */
export class LockedBot {
  constructor(
    /** The transaction, for what other features write with the bot's change. */
    readonly tx: Tx,
    readonly bot: Bot,
    /** Events told to the bot's team, committed with the transaction. */
    readonly events: EventWriter,
  ) {}

  /** Status and the vendor time of the newest vendor event (bridge entries do not count). */
  async life(): Promise<BotLife> {
    const newest = await this.tx.botStatusChange.findFirst({
      where: { botId: this.bot.id, code: { notIn: [...BRIDGE_HISTORY_CODES] } },
      orderBy: { occurredAt: 'desc' },
      select: { occurredAt: true },
    });
    return { status: this.bot.status, statusAt: newest?.occurredAt ?? null };
  }

  /** The vendor status just before `occurredAt` in the history, if any. */
  async statusBefore(occurredAt: Date): Promise<string | null> {
    const before = await this.tx.botStatusChange.findFirst({
      where: {
        botId: this.bot.id,
        code: { notIn: [...BRIDGE_HISTORY_CODES] },
        occurredAt: { lt: occurredAt },
      },
      orderBy: { occurredAt: 'desc' },
      select: { code: true },
    });
    return before?.code ?? null;
  }

  /** False when the same (code, occurred_at) is already there: a replay. */
  async addHistory(entry: HistoryEntry): Promise<boolean> {
    const { count } = await this.tx.botStatusChange.createMany({
      data: [{ botId: this.bot.id, ...entry }],
      skipDuplicates: true,
    });
    return count === 1;
  }

  update(data: Prisma.BotUpdateInput): Promise<Bot> {
    return this.tx.bot.update({ where: { id: this.bot.id }, data });
  }
}

@Injectable()
export class BotsRepository {
  constructor(
    private readonly prisma: PrismaService,
    private readonly outbox: EventOutbox,
  ) {}

  /** A transaction that may wait on row locks (see PrismaService.lockingTransaction). */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.prisma.lockingTransaction(work);
  }

  create(data: Prisma.BotUncheckedCreateInput, tx: Tx = this.prisma): Promise<Bot> {
    return tx.bot.create({ data });
  }

  async teamExists(id: string): Promise<boolean> {
    return (await this.prisma.team.count({ where: { id } })) === 1;
  }

  findById(id: string): Promise<Bot | null> {
    return this.prisma.bot.findUnique({ where: { id } });
  }

  /** The bot's live transcript, if it asked for one. */
  liveStream(botId: string): Promise<LiveStream | null> {
    return this.prisma.liveStream.findUnique({ where: { botId } });
  }

  findByIdempotencyKey(teamId: string, idempotencyKey: string): Promise<Bot | null> {
    return this.prisma.bot.findUnique({
      where: { teamId_idempotencyKey: { teamId, idempotencyKey } },
    });
  }

  /**
   * How many other teams' records share the bot's vendor bot (a calendar bot) and still keep
   * their data: the vendor bot is theirs too.
   */
  sharing(bot: Pick<Bot, 'id' | 'upstreamBotId'>): Promise<number> {
    if (!bot.upstreamBotId) return Promise.resolve(0);
    return this.prisma.bot.count({
      where: {
        upstreamBotId: bot.upstreamBotId,
        id: { not: bot.id },
        dataDeletionRequestedAt: null,
      },
    });
  }

  /**
   * The bridge's bots for a vendor bot: one, or for a calendar bot one per team that wanted the
   * meeting (oldest first).
   */
  findByUpstreamId(upstreamBotId: string): Promise<Bot[]> {
    return this.prisma.bot.findMany({
      where: { upstreamBotId },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
  }

  /**
   * The bot with everything its page shows. A v1 bot's transcript as the vendor sent it is kept
   * once, as its vendor transcript version (`raw`); bots completed before versions were kept
   * still hold it on their row.
   */
  /**
   * The bot with everything its page shows, from one snapshot: without it, a live stream that
   * ended between two of its reads showed as ended beside a version list without its live
   * version.
   */
  findDetail(id: string): Promise<BotDetail | null> {
    return this.prisma.snapshot(async (tx) => {
      const bot = await tx.bot.findUnique({
        where: { id },
        include: {
          statusHistory: { orderBy: [{ occurredAt: 'asc' }, { receivedAt: 'asc' }] },
          jobs: { include: { archive: true }, orderBy: { createdAt: 'asc' } },
          retranscriptions: { orderBy: { createdAt: 'asc' } },
          recordings: true,
          transcripts: {
            select: { version: true, source: true, retranscriptionId: true, createdAt: true },
            orderBy: { version: 'asc' },
          },
          liveStream: true,
          liveSessions: { orderBy: { segment: 'asc' }, include: { job: true } },
          liveGaps: { orderBy: { fromSeconds: 'asc' } },
        },
      });
      if (!bot) return null;
      const withInsights = await tx.botTranscript.findMany({
        where: { botId: id, insights: { not: Prisma.DbNull } },
        select: { version: true },
        orderBy: { version: 'asc' },
      });
      const detail = { ...bot, insightVersions: withInsights.map((t) => t.version) };
      if (bot.transcript !== null || bot.apiVersion !== 'v1') return detail;
      const vendor = await tx.botTranscript.findFirst({
        where: { botId: id, source: 'meeting_bot' },
        select: { raw: true },
      });
      return vendor && vendor.raw !== null ? { ...detail, transcript: vendor.raw } : detail;
    });
  }

  /**
   * A page of bots, newest first, without the v1 transcript the bot row still holds (a list
   * never shows it). The keyset condition has a redundant `created_at <=` so that PostgreSQL
   * uses it as the index bound rather than filtering every row before the position.
   */
  list(filter: BotListFilter): Promise<ListedBot[]> {
    const after = filter.after;
    const where: Prisma.BotWhereInput = {
      teamId: filter.teamId,
      status: filter.status,
      meetingUrl: filter.meetingUrl,
      createdAt: { gte: filter.createdAfter, lt: filter.createdBefore, lte: after?.createdAt },
    };
    if (after) {
      where.OR = [
        { createdAt: { lt: after.createdAt } },
        { createdAt: after.createdAt, id: { lt: after.id } },
      ];
    }
    return this.prisma.bot.findMany({
      where,
      omit: { transcript: true },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: filter.limit,
    });
  }

  /**
   * What a person looks for in a list of meetings, for a page of bots at once: how long the bot
   * recorded (its first `in_call_recording` to its first end of call, or to now while it
   * records; at least to the end of the last word its transcripts hold, which the vendor's
   * timeline can understate), and whether a transcript and insights are kept.
   */
  async meetingFacts(ids: string[]): Promise<Map<string, MeetingFacts>> {
    if (ids.length === 0) return new Map();
    const rows = await this.prisma.$queryRaw<
      { id: string; recording_seconds: number | null; transcript: boolean; insights: boolean }[]
    >`
      SELECT b.id,
             GREATEST(
               EXTRACT(EPOCH FROM (COALESCE(e.at, CASE WHEN r.at IS NULL THEN NULL ELSE now() END)
                                   - r.at))::float8,
               (SELECT max(s.end_seconds)::float8 FROM transcript_search s WHERE s.bot_id = b.id)
             ) AS recording_seconds,
             EXISTS (SELECT 1 FROM bot_transcripts t WHERE t.bot_id = b.id) AS transcript,
             EXISTS (SELECT 1 FROM bot_transcripts t
                      WHERE t.bot_id = b.id AND t.insights IS NOT NULL) AS insights
        FROM unnest(${ids}::uuid[]) AS b(id)
        LEFT JOIN LATERAL (SELECT min(occurred_at) AS at FROM bot_status_changes c
                            WHERE c.bot_id = b.id AND c.code = 'in_call_recording') r ON true
        LEFT JOIN LATERAL (SELECT min(occurred_at) AS at FROM bot_status_changes c
                            WHERE c.bot_id = b.id
                              AND c.code IN ('call_ended', 'complete', 'failed')
                              AND c.occurred_at >= r.at) e ON true`;
    return new Map(
      rows.map((row) => [
        row.id,
        {
          recordingSeconds:
            row.recording_seconds === null ? null : Math.round(row.recording_seconds),
          transcript: row.transcript,
          insights: row.insights,
        },
      ]),
    );
  }

  /**
   * Moves the bot from one of `from` to `to` only if nobody else did since it was read
   * (compare-and-set on status and updated_at): decides which request makes the upstream call.
   * `attempt`: a new create attempt, counted on today's bots_per_day.
   */
  async claim(
    bot: Bot,
    from: string[],
    to: string,
    { attempt = false, tx = this.prisma }: { attempt?: boolean; tx?: Tx } = {},
  ): Promise<boolean> {
    // attempted_at by the database's clock, which the bots_per_day count reads its day by.
    const count = await tx.$executeRaw`
      UPDATE bots
         SET status = ${to}, updated_at = ${new Date()},
             attempted_at = CASE WHEN ${attempt} THEN now() ELSE attempted_at END
       WHERE id = ${bot.id}::uuid AND status = ANY(${from}::text[])
         AND updated_at = ${bot.updatedAt} AND data_deletion_requested_at IS NULL`;
    return count === 1;
  }

  /**
   * The vendor has the bot. Events may already have moved the status on: keep theirs. A v2 bot's
   * silence is timed from now on (see findSilent).
   */
  async markCreated(bot: Bot, upstreamBotId: string, fromStatus: string): Promise<Bot> {
    const { id } = bot;
    const watched = bot.apiVersion === 'v2' ? { vendorSeenAt: new Date() } : {};
    // One statement, so nobody reads `created` without the upstream id.
    const { count } = await this.prisma.bot.updateMany({
      where: { id, status: fromStatus },
      data: { status: BridgeStatus.created, lastError: null, upstreamBotId, ...watched },
    });
    if (count === 1) return this.prisma.bot.findUniqueOrThrow({ where: { id } });
    // Events came first: the bot is watched unless it has ended already.
    const updated = await this.prisma.bot.update({ where: { id }, data: { upstreamBotId } });
    if (!watched.vendorSeenAt || isTerminal(updated.status)) return updated;
    return this.prisma.bot.update({ where: { id }, data: watched });
  }

  /** Records the hash of a v2 callback secret about to be sent for the bot. */
  async addCallbackSecret(id: string, hash: string): Promise<void> {
    await this.prisma.$executeRaw`
      UPDATE bots SET callback_secret_hashes = array_append(callback_secret_hashes, ${hash})
       WHERE id = ${id}::uuid`;
  }

  /** The hashes of the callback secrets sent for the bot (none for a bot unknown or v1). */
  async callbackSecretHashes(id: string): Promise<string[]> {
    const bot = await this.prisma.bot.findUnique({
      where: { id },
      select: { callbackSecretHashes: true },
    });
    return bot?.callbackSecretHashes ?? [];
  }

  /**
   * v2 bots that have not ended and that the vendor has said nothing about since `before`, the
   * longest silent first.
   */
  findSilent(before: Date, limit: number): Promise<Bot[]> {
    return this.prisma.bot.findMany({
      where: { vendorSeenAt: { lt: before }, apiVersion: 'v2', upstreamBotId: { not: null } },
      orderBy: { vendorSeenAt: 'asc' },
      take: limit,
    });
  }

  /**
   * Takes a silent bot's status poll: moves its silence clock to now unless another replica did
   * since it was read (true when this one did).
   */
  async claimPoll(bot: Bot): Promise<boolean> {
    const { count } = await this.prisma.bot.updateMany({
      where: { id: bot.id, vendorSeenAt: bot.vendorSeenAt },
      data: { vendorSeenAt: new Date() },
    });
    return count === 1;
  }

  /** Records a failed create attempt on the bot and in its history, in the caller's transaction. */
  async markCreateFailure(
    tx: Tx,
    id: string,
    failure: { status: string; error: string; entry: HistoryEntry },
  ): Promise<Bot> {
    const { status, error, entry } = failure;
    const bot = await tx.bot.update({ where: { id }, data: { status, lastError: error } });
    await tx.botStatusChange.create({ data: { botId: id, ...entry } });
    return bot;
  }

  /**
   * Creates nobody may be waiting on: unconfirmed ones, and `creating` ones older than
   * `staleBefore` (the replica calling the vendor died). Oldest first.
   */
  findUnsettled(staleBefore: Date, limit: number): Promise<Bot[]> {
    const { creating, createUnconfirmed } = BridgeStatus;
    return this.prisma.bot.findMany({
      where: {
        OR: [{ status: createUnconfirmed }, { status: creating, updatedAt: { lt: staleBefore } }],
      },
      orderBy: { updatedAt: 'asc' },
      take: limit,
    });
  }

  /**
   * `create_failed` with its history entry, in the caller's transaction, unless the bot changed
   * since it was read; true when it did.
   */
  async settleAsFailed(tx: Tx, bot: Bot, error: string, entry: HistoryEntry): Promise<boolean> {
    const { count } = await tx.bot.updateMany({
      where: { id: bot.id, status: bot.status, updatedAt: bot.updatedAt },
      data: { status: BridgeStatus.createFailed, lastError: error },
    });
    if (count === 1) await tx.botStatusChange.create({ data: { botId: bot.id, ...entry } });
    return count === 1;
  }

  latestHistory(botId: string, codes: string[]) {
    return this.prisma.botStatusChange.findFirst({
      where: { botId, code: { in: codes } },
      orderBy: { receivedAt: 'desc' },
    });
  }

  addHistory(botId: string, entry: HistoryEntry) {
    return this.prisma.botStatusChange.create({ data: { botId, ...entry } });
  }

  /** The team's default transcription options. */
  async teamTranscription(teamId: string): Promise<TranscriptionOptions> {
    const team = await this.prisma.team.findUnique({
      where: { id: teamId },
      select: { transcription: true },
    });
    return (team?.transcription ?? {}) as TranscriptionOptions;
  }

  /** Runs `work` with the bot's row locked (SELECT … FOR UPDATE) in one transaction. */
  withLockedBot<T>(botId: string, work: (locked: LockedBot) => Promise<T>): Promise<T> {
    return this.outbox.transaction(async (tx, events) => {
      const rows = await tx.$queryRaw<{ id: string }[]>`
        SELECT id FROM bots WHERE id = ${botId}::uuid FOR UPDATE`;
      if (rows.length === 0) throw new Error(`bot ${botId} vanished`);
      const bot = await tx.bot.findUniqueOrThrow({ where: { id: botId } });
      return work(new LockedBot(tx, bot, events));
    });
  }
}
