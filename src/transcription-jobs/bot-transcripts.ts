import { Injectable } from '@nestjs/common';
import { mapJsonStrings } from '../platform/common/json-object.js';
import { storableText } from '../platform/common/storable-text.js';
import { PrismaService } from '../platform/database/prisma.service.js';
import { type BotTranscript, Prisma } from '../generated/prisma/client.js';
import { type Insights, insightKinds } from '../platform/transcripts/insights.js';
import { searchConfig } from '../search/search-language.js';
import type { EventWriter } from '../platform/outbox/event-outbox.js';
import type { Utterance } from '../platform/transcripts/utterances.js';

type Tx = Prisma.TransactionClient;

/**
 * Where a version came from: the meeting-bot vendor's transcript, the bridge's live transcript
 * of the meeting, or a retranscription.
 */
export type TranscriptSource = 'meeting_bot' | 'live' | 'retranscription';

export interface NewVersion {
  source: TranscriptSource;
  retranscriptionId?: string;
  utterances: Utterance[];
  /** What the source sent, as received. */
  raw: unknown;
  /** The STT vendor's audio intelligence that came with it, if any. */
  insights?: Insights | null;
}

/** A version without its content, for listings. */
export type VersionSummary = Pick<
  BotTranscript,
  'version' | 'source' | 'retranscriptionId' | 'createdAt'
>;

const storable = (value: unknown) =>
  (value === undefined ? null : mapJsonStrings(value, storableText)) as Prisma.InputJsonValue;

/**
 * The versions of bots' transcripts (`bot_transcripts`), numbered as they come: the meeting-bot
 * vendor's transcript, the live transcript, and one per retranscription. A bot has one vendor
 * version and one live version at most, and a retranscription one version at most, so a
 * repeated event or completion adds nothing.
 */
@Injectable()
export class BotTranscripts {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * Adds the next version, in `tx` (the bot's row is locked first, so versions are numbered one
   * at a time); null when the source already has one (the vendor's, or this retranscription's),
   * or when the bot's data is being deleted. The new version is the one search finds the bot by
   * (SearchRepository), and a version with insights is told to the team (`bot.insights_ready`)
   * through `events`.
   */
  async add(
    tx: Tx,
    botId: string,
    next: NewVersion,
    events: EventWriter | null,
  ): Promise<number | null> {
    const [bot] = await tx.$queryRaw<
      { deleting: boolean; team_id: string; created_at: Date; languages: unknown }[]
    >`
      SELECT data_deletion_requested_at IS NOT NULL AS deleting, team_id, created_at,
             transcription -> 'languages' AS languages
        FROM bots WHERE id = ${botId}::uuid FOR UPDATE`;
    // A bot whose data is being deleted keeps no new transcript.
    if (!bot || bot.deleting) return null;
    const existing = await tx.botTranscript.findFirst({
      where:
        next.source === 'retranscription'
          ? { retranscriptionId: next.retranscriptionId ?? null }
          : { botId, source: next.source },
      select: { version: true },
    });
    if (existing) return null;
    const last = await tx.botTranscript.aggregate({ where: { botId }, _max: { version: true } });
    const version = (last._max.version ?? 0) + 1;
    await tx.botTranscript.create({
      data: {
        botId,
        version,
        source: next.source,
        retranscriptionId: next.retranscriptionId ?? null,
        utterances: storable(next.utterances),
        raw: storable(next.raw),
        insights: next.insights ? storable(next.insights) : undefined,
      },
    });
    await this.index(tx, bot, botId, version);
    if (next.insights && events) {
      await events.emit(bot.team_id, 'bot.insights_ready', {
        bot_id: botId,
        version,
        source: next.source,
        insights: insightKinds(next.insights),
        translations: Object.keys(next.insights.translations),
        url: events.url(`/bots/${botId}/insights?version=${version}`),
      });
    }
    return version;
  }

  /**
   * The bot's searchable utterances become this version's (the latest): its earlier version's
   * rows go, one row per utterance of this one comes, indexed in the bot's language.
   */
  private async index(
    tx: Tx,
    bot: { team_id: string; created_at: Date; languages: unknown },
    botId: string,
    version: number,
  ): Promise<void> {
    const config = searchConfig(bot.languages);
    await tx.$executeRaw`DELETE FROM transcript_search WHERE bot_id = ${botId}::uuid`;
    await tx.$executeRaw`
      INSERT INTO search_configs (config) VALUES (${config}::regconfig) ON CONFLICT DO NOTHING`;
    await tx.$executeRaw`
      INSERT INTO transcript_search
             (bot_id, version, ordinal, team_id, meeting_at, speaker, start_seconds, end_seconds,
              text, config)
      SELECT t.bot_id, t.version, u.ordinal::int, ${bot.team_id}::uuid, ${bot.created_at},
             COALESCE(u.item ->> 'speaker', ''), (u.item ->> 'start')::float8,
             (u.item ->> 'end')::float8, u.item ->> 'text', ${config}::regconfig
        FROM bot_transcripts t
        CROSS JOIN LATERAL jsonb_array_elements(t.utterances) WITH ORDINALITY AS u(item, ordinal)
       WHERE t.bot_id = ${botId}::uuid AND t.version = ${version}
         AND COALESCE(u.item ->> 'text', '') <> ''`;
  }

  /** Whether the vendor's transcript of the bot is stored. */
  async hasVendorVersion(botId: string): Promise<boolean> {
    return (await this.prisma.botTranscript.count({ where: { botId, source: 'meeting_bot' } })) > 0;
  }

  /** One version, or the latest when `version` is undefined. */
  find(botId: string, version?: number): Promise<BotTranscript | null> {
    return this.prisma.botTranscript.findFirst({
      where: { botId, ...(version === undefined ? {} : { version }) },
      orderBy: { version: 'desc' },
    });
  }

  /** The latest version with insights. */
  findWithInsights(botId: string): Promise<BotTranscript | null> {
    return this.prisma.botTranscript.findFirst({
      where: { botId, insights: { not: Prisma.DbNull } },
      orderBy: { version: 'desc' },
    });
  }

  /** The latest version with a translation into `language`. */
  async findTranslated(botId: string, language: string): Promise<BotTranscript | null> {
    const [row] = await this.prisma.$queryRaw<{ version: number }[]>`
      SELECT version FROM bot_transcripts
       WHERE bot_id = ${botId}::uuid AND insights -> 'translations' ? ${language}
       ORDER BY version DESC LIMIT 1`;
    return row ? this.find(botId, row.version) : null;
  }

  /** The latest version's utterances, if any (retranscription names its speakers after it). */
  async latestUtterances(botId: string): Promise<Utterance[]> {
    return ((await this.find(botId))?.utterances as Utterance[] | undefined) ?? [];
  }
}
