import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { PrismaService } from '../platform/database/prisma.service.js';
import type { LiveSession, LiveUtterance, Prisma } from '../generated/prisma/client.js';
import { EventOutbox, type EventWriter } from '../platform/outbox/event-outbox.js';
import { BOT_ID_FIELD } from '../transcription/job-request.js';
import type { KeptSpeakerChange } from './speakers.js';
import type { TranscriptionOptions } from '../platform/transcripts/transcription-options.js';

/** The bot a streaming URL's token belongs to, with its stream. */
export interface IngressBot {
  botId: string;
  teamId: string;
  upstreamBotId: string | null;
  /** The bot ended (its terminal event came). */
  botEnded: boolean;
  streamEnded: boolean;
}

/** A row of live_utterances as PostgreSQL answers it. */
interface LiveUtteranceRow {
  seq: number;
  utterance_id: string;
  start_seconds: number;
  end_seconds: number;
  speaker: string | null;
  text: string;
  language: string | null;
  words: Prisma.JsonValue;
  created_at: Date;
}

/** A final utterance as the bridge keeps it. */
export interface NewFinal {
  utteranceId: string;
  start: number;
  end: number;
  speaker: string | null;
  text: string;
  language: string | null;
  words: unknown;
}

/**
 * The live meetings' rows. Ownership of a bot's stream: a connection of the bot takes it over
 * (`owner_epoch` + 1); the STT session is fed only by the epoch holding `feeding_epoch`, whose
 * hold ends at `feeding_until` unless renewed, and which a later epoch takes only once it ended
 * or was given back. Every write of an owner is fenced on its epoch.
 *
 * Lock order: a transaction that locks the stream's row and then writes a row referring to the
 * bot (whose foreign key takes a share lock on the bot's row) locks the bot's row first, as a
 * status change of the bot does before it marks the stream over. The other order deadlocks with
 * that change, and PostgreSQL then aborts one side: a final lost, or the bot's event retried.
 */
@Injectable()
export class LiveRepository {
  constructor(
    private readonly prisma: PrismaService,
    private readonly outbox: EventOutbox,
  ) {}

  async botOfToken(tokenHash: string): Promise<IngressBot | null> {
    const rows = await this.prisma.$queryRaw<
      {
        bot_id: string;
        team_id: string;
        upstream_bot_id: string | null;
        bot_ended: boolean;
        ended: boolean;
      }[]
    >`
      SELECT b.id AS bot_id, b.team_id, b.upstream_bot_id, b.ended_at IS NOT NULL AS bot_ended,
             (s.ended_at IS NOT NULL OR s.bot_id IS NULL) AS ended
        FROM live_ingress_tokens t
        JOIN bots b ON b.id = t.bot_id
        LEFT JOIN live_streams s ON s.bot_id = b.id
       WHERE t.token_hash = ${tokenHash}`;
    const row = rows[0];
    return row
      ? {
          botId: row.bot_id,
          teamId: row.team_id,
          upstreamBotId: row.upstream_bot_id,
          botEnded: row.bot_ended,
          streamEnded: row.ended,
        }
      : null;
  }

  async upstreamBotIdOf(botId: string): Promise<string | null> {
    const bot = await this.prisma.bot.findUnique({
      where: { id: botId },
      select: { upstreamBotId: true },
    });
    return bot?.upstreamBotId ?? null;
  }

  /**
   * A new owner for the bot's stream: answers its epoch, or null when the stream is over. The
   * feeding hold of `carrying` (this replica's earlier connection) moves to the new epoch in the
   * same statement, so that hold is never found lost in between.
   */
  async takeOver(botId: string, owner: string, carrying: number | null): Promise<number | null> {
    const rows = await this.prisma.$queryRaw<{ owner_epoch: number }[]>`
      UPDATE live_streams
         SET owner = ${owner}, owner_epoch = owner_epoch + 1,
             feeding_epoch = CASE WHEN feeding_epoch = ${carrying}::int THEN owner_epoch + 1
                                  ELSE feeding_epoch END
       WHERE bot_id = ${botId}::uuid AND ended_at IS NULL
      RETURNING owner_epoch`;
    return rows[0]?.owner_epoch ?? null;
  }

  /**
   * Takes the feeding of the STT session for `epoch`, when no other epoch holds it (or its hold
   * ran out). `held`: taken (or already held); `busy`: another epoch still holds it; `lost`: a
   * later owner took the stream over, or it ended.
   */
  async startFeeding(
    botId: string,
    epoch: number,
    leaseMs: number,
  ): Promise<'held' | 'busy' | 'lost'> {
    const rows = await this.prisma.$queryRaw<{ owner_epoch: number; held: boolean }[]>`
      WITH s AS (SELECT * FROM live_streams WHERE bot_id = ${botId}::uuid FOR UPDATE),
      taken AS (
        UPDATE live_streams l
           SET feeding_epoch = ${epoch},
               feeding_until = now() + ${leaseMs}::int * interval '1 millisecond'
          FROM s
         WHERE l.bot_id = s.bot_id AND s.owner_epoch = ${epoch} AND s.ended_at IS NULL
           AND (s.feeding_epoch IS NULL OR s.feeding_epoch = ${epoch} OR s.feeding_until < now())
        RETURNING l.bot_id)
      SELECT s.owner_epoch, EXISTS (SELECT 1 FROM taken) AS held
        FROM s WHERE s.ended_at IS NULL`;
    const row = rows[0];
    if (!row || row.owner_epoch !== epoch) return 'lost';
    return row.held ? 'held' : 'busy';
  }

  /**
   * Extends the feeding hold of `epoch`: `held`, `over` (held, and the meeting is over), or
   * `lost` (it no longer holds it).
   */
  async renew(botId: string, epoch: number, leaseMs: number): Promise<'held' | 'over' | 'lost'> {
    const rows = await this.prisma.$queryRaw<{ over: boolean }[]>`
      UPDATE live_streams
         SET feeding_until = now() + ${leaseMs}::int * interval '1 millisecond'
       WHERE bot_id = ${botId}::uuid AND owner_epoch = ${epoch} AND feeding_epoch = ${epoch}
      RETURNING end_requested_at IS NOT NULL AS over`;
    if (!rows[0]) return 'lost';
    return rows[0].over ? 'over' : 'held';
  }

  /** `epoch` stopped feeding: the next owner need not wait for its hold to run out. */
  async stopFeeding(botId: string, epoch: number, streamBytes: number): Promise<void> {
    await this.prisma.$executeRaw`
      UPDATE live_streams
         SET feeding_epoch = NULL, feeding_until = NULL,
             stream_bytes = GREATEST(stream_bytes, ${streamBytes})
       WHERE bot_id = ${botId}::uuid AND feeding_epoch = ${epoch}`;
  }

  stream(botId: string) {
    return this.prisma.liveStream.findUnique({ where: { botId } });
  }

  /** The bot's session still open (the latest segment), if any. */
  openSession(botId: string): Promise<LiveSession | null> {
    return this.prisma.liveSession.findFirst({
      where: { botId, state: 'open' },
      orderBy: { segment: 'desc' },
    });
  }

  /** The speaker changes of a session, in order. */
  async speakerChanges(sessionId: string): Promise<KeptSpeakerChange[]> {
    const rows = await this.prisma.liveSpeakerChange.findMany({
      where: { sessionId },
      orderBy: { atSeconds: 'asc' },
    });
    return rows.map((r) => ({ id: r.id, at: r.atSeconds, speaking: r.speaking as string[] }));
  }

  /**
   * Records a session the vendor opened for the bot, as a live job of the bot's team linked to
   * it, and as the bot's next segment; the previous open one (if any) is left to its owner to
   * end. Fenced: null when `epoch` no longer holds the feeding (the caller cancels the session).
   */
  async recordSession(input: {
    botId: string;
    teamId: string;
    epoch: number;
    upstreamId: string;
    urlSealed: string;
    offsetSeconds: number;
  }): Promise<LiveSession | null> {
    return this.outbox.transaction(async (tx, events) => {
      await lockBot(tx, input.botId, 'KEY SHARE');
      const held = await tx.$queryRaw<{ held: boolean }[]>`
        SELECT (feeding_epoch = ${input.epoch} AND owner_epoch = ${input.epoch}) AS held
          FROM live_streams WHERE bot_id = ${input.botId}::uuid FOR UPDATE`;
      if (!held[0]?.held) return null;
      const last = await tx.liveSession.aggregate({
        where: { botId: input.botId },
        _max: { segment: true },
      });
      const job = await tx.transcriptionJob.create({
        data: {
          kind: 'live',
          upstreamId: input.upstreamId,
          teamId: input.teamId,
          botId: input.botId,
          status: 'queued',
        },
      });
      await tx.$executeRaw`
        UPDATE live_streams SET state = 'streaming', started_at = COALESCE(started_at, now())
         WHERE bot_id = ${input.botId}::uuid`;
      const session = await tx.liveSession.create({
        data: {
          id: randomUUID(),
          botId: input.botId,
          jobId: job.id,
          segment: (last._max.segment ?? 0) + 1,
          urlSealed: input.urlSealed,
          offsetSeconds: input.offsetSeconds,
        },
      });
      if (session.segment === 1) {
        await events.emit(input.teamId, 'bot.live_started', {
          bot_id: input.botId,
          job_id: job.id,
          upstream_id: input.upstreamId,
          url: events.url(`/bots/${input.botId}/live-transcript`),
        });
      }
      return session;
    });
  }

  /** A speaker change, or (the same id) the later word on who speaks from the same place. */
  saveSpeakerChange(sessionId: string, change: KeptSpeakerChange, saidAt: Date | null) {
    const speaking = [...change.speaking];
    return this.prisma.liveSpeakerChange.upsert({
      where: { id: change.id },
      create: { id: change.id, sessionId, atSeconds: change.at, speaking, saidAt },
      update: { speaking, saidAt },
    });
  }

  /**
   * Keeps a final once per session and vendor utterance id, numbered next for the bot (under the
   * stream's row lock: seq has no gaps). Not fenced: a final is the vendor's word whichever
   * connection heard it. Answers the stored row, or null when it was already kept.
   */
  async addFinal(
    botId: string,
    session: { id: string; ackedBytes: number },
    final: NewFinal,
  ): Promise<LiveUtterance | null> {
    return this.outbox.transaction(async (tx, events) => {
      await lockBot(tx, botId, 'KEY SHARE');
      // One statement: the stream's row locked (seq is its count + 1), the final inserted unless
      // its session already has it or the bot's data is being deleted, the count and the
      // session's acknowledged bytes moved along.
      const words = final.words === undefined ? null : JSON.stringify(final.words);
      const [inserted] = await tx.$queryRaw<(LiveUtteranceRow & { team_id: string })[]>`
        WITH s AS (
          SELECT l.bot_id, l.team_id, l.finals + 1 AS seq
            FROM live_streams l JOIN bots b ON b.id = l.bot_id
           WHERE l.bot_id = ${botId}::uuid AND b.data_deletion_requested_at IS NULL
             FOR UPDATE OF l),
        ins AS (
          INSERT INTO live_utterances (bot_id, seq, session_id, utterance_id, start_seconds,
                                       end_seconds, speaker, text, language, words)
          SELECT s.bot_id, s.seq, ${session.id}::uuid, ${final.utteranceId}, ${final.start},
                 ${final.end}, ${final.speaker}, ${final.text}, ${final.language},
                 ${words}::jsonb
            FROM s
           WHERE NOT EXISTS (SELECT 1 FROM live_utterances u
                              WHERE u.session_id = ${session.id}::uuid
                                AND u.utterance_id = ${final.utteranceId})
          RETURNING *),
        counted AS (
          UPDATE live_streams SET finals = ins.seq FROM ins WHERE live_streams.bot_id = ins.bot_id),
        acked AS (
          UPDATE live_sessions SET acked_bytes = GREATEST(acked_bytes, ${session.ackedBytes})
           WHERE id = ${session.id}::uuid AND EXISTS (SELECT 1 FROM ins))
        SELECT ins.*, s.team_id FROM ins, s`;
      if (!inserted) return null;
      const seq = inserted.seq;
      const row: LiveUtterance = {
        botId,
        seq,
        sessionId: session.id,
        utteranceId: inserted.utterance_id,
        startSeconds: inserted.start_seconds,
        endSeconds: inserted.end_seconds,
        speaker: inserted.speaker,
        text: inserted.text,
        language: inserted.language,
        words: inserted.words,
        createdAt: inserted.created_at,
      };
      // One event per final: its delivery keeps one webhook-id however often it is retried.
      await events.emit(inserted.team_id, 'bot.live_transcript', {
        bot_id: botId,
        seq,
        utterance_id: final.utteranceId,
        start: final.start,
        end: final.end,
        speaker: final.speaker,
        text: final.text,
        language: final.language,
        url: events.url(`/bots/${botId}/live-transcript`),
      });
      return row;
    });
  }

  /** The session is over (ended, or lost): it can no longer be resumed. */
  async endSession(id: string, state: 'ended' | 'lost', reason: string, ackedBytes: number) {
    await this.prisma.$executeRaw`
      UPDATE live_sessions
         SET state = ${state}, end_reason = ${reason}, url_sealed = NULL, ended_at = now(),
             acked_bytes = GREATEST(acked_bytes, ${ackedBytes})
       WHERE id = ${id}::uuid AND state = 'open'`;
  }

  /** The team hears that the live transcript is losing audio (once per gap). */
  async degraded(botId: string, teamId: string, reason: string): Promise<void> {
    await this.outbox.transaction((_tx, events) =>
      events.emit(teamId, 'bot.live_degraded', {
        bot_id: botId,
        reason,
        url: events.url(`/bots/${botId}`),
      }),
    );
  }

  addGap(botId: string, from: number, to: number, reason: string) {
    return this.prisma.liveGap.create({
      data: { id: randomUUID(), botId, fromSeconds: from, toSeconds: Math.max(from, to), reason },
    });
  }

  /** The finals after `after` (seq), in order, at most `limit`. */
  finals(botId: string, after: number, limit: number): Promise<LiveUtterance[]> {
    return this.prisma.liveUtterance.findMany({
      where: { botId, seq: { gt: after } },
      orderBy: { seq: 'asc' },
      take: limit,
    });
  }

  /**
   * The streams whose meeting is over but which are not finished, and which nobody holds (never
   * fed, or the feeder's hold ran out): what the finisher takes on.
   */
  async unattendedEnds(limit: number): Promise<{ botId: string; teamId: string }[]> {
    const rows = await this.prisma.$queryRaw<{ bot_id: string; team_id: string }[]>`
      SELECT bot_id, team_id FROM live_streams
       WHERE end_requested_at IS NOT NULL AND ended_at IS NULL
         AND (feeding_until IS NULL OR feeding_until < now())
       ORDER BY end_requested_at LIMIT ${limit}`;
    return rows.map((r) => ({ botId: r.bot_id, teamId: r.team_id }));
  }

  /**
   * The stream is finished (fenced on `epoch`): its sessions are over and its state says how it
   * went. Answers false when another owner took it over.
   */
  /** The transcription options the bot was created with. */
  async transcriptionOptions(botId: string): Promise<TranscriptionOptions> {
    const bot = await this.prisma.bot.findUnique({
      where: { id: botId },
      select: { transcription: true },
    });
    return (bot?.transcription ?? {}) as TranscriptionOptions;
  }

  async finish(
    botId: string,
    epoch: number,
    outcome: { state: 'ended' | 'failed'; error: string | null; streamBytes: number },
    /** More of the same transaction: answers the transcript version it kept, if any. */
    inTx?: (tx: Prisma.TransactionClient, events: EventWriter) => Promise<number | null>,
  ): Promise<boolean> {
    return this.outbox.transaction(async (tx, events) => {
      // The transcript version kept below locks the bot's row for update: first, as ever.
      await lockBot(tx, botId, 'UPDATE');
      const count = await tx.$executeRaw`
        UPDATE live_streams
           SET state = ${outcome.state}, error = ${outcome.error}, ended_at = now(),
               feeding_epoch = NULL, feeding_until = NULL, owner = NULL,
               stream_bytes = GREATEST(stream_bytes, ${outcome.streamBytes})
         WHERE bot_id = ${botId}::uuid AND owner_epoch = ${epoch} AND ended_at IS NULL`;
      if (count !== 1) return false;
      await tx.$executeRaw`
        UPDATE live_sessions SET state = 'ended', url_sealed = NULL,
               ended_at = COALESCE(ended_at, now()), end_reason = COALESCE(end_reason, 'meeting over')
         WHERE bot_id = ${botId}::uuid AND state = 'open'`;
      const version = (await inTx?.(tx, events)) ?? null;
      const stream = await tx.liveStream.findUniqueOrThrow({
        where: { botId },
        include: { bot: { select: { _count: { select: { liveGaps: true } } } } },
      });
      await events.emit(stream.teamId, 'bot.live_ended', {
        bot_id: botId,
        state: outcome.state,
        finals: stream.finals,
        gaps: stream.bot._count.liveGaps,
        transcript_version: version,
        url: events.url(`/bots/${botId}/live-transcript`),
      });
      return true;
    });
  }

  /** Every final of the bot, in order (the live transcript's version). */
  allFinals(botId: string, tx: Prisma.TransactionClient): Promise<LiveUtterance[]> {
    return tx.liveUtterance.findMany({ where: { botId }, orderBy: { seq: 'asc' } });
  }
}

/**
 * The bot's row locked, before its stream's (the class's lock order): `KEY SHARE` is what the
 * foreign keys of the rows written next take anyway, `UPDATE` what a transcript version takes.
 */
async function lockBot(
  tx: Prisma.TransactionClient,
  botId: string,
  mode: 'KEY SHARE' | 'UPDATE',
): Promise<void> {
  await (mode === 'UPDATE'
    ? tx.$queryRaw`SELECT 1 FROM bots WHERE id = ${botId}::uuid FOR UPDATE`
    : tx.$queryRaw`SELECT 1 FROM bots WHERE id = ${botId}::uuid FOR KEY SHARE`);
}

/** The custom metadata a bot's live session carries: the bot and its team. */
export const sessionMetadata = (botId: string, teamId: string) => ({
  [BOT_ID_FIELD]: botId,
  bridge_team_id: teamId,
});
