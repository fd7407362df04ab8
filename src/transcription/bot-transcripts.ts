import { Injectable } from '@nestjs/common';
import { mapJsonStrings } from '../common/json-object.js';
import { storableText } from '../common/storable-text.js';
import { PrismaService } from '../database/prisma.service.js';
import type { BotTranscript, Prisma } from '../generated/prisma/client.js';
import type { Utterance } from '../transcripts/utterances.js';

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
   * or when the bot's data is being deleted.
   */
  async add(tx: Tx, botId: string, next: NewVersion): Promise<number | null> {
    const [bot] = await tx.$queryRaw<{ deleting: boolean }[]>`
      SELECT data_deletion_requested_at IS NOT NULL AS deleting FROM bots
       WHERE id = ${botId}::uuid FOR UPDATE`;
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
      },
    });
    return version;
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

  /** The latest version's utterances, if any (retranscription names its speakers after it). */
  async latestUtterances(botId: string): Promise<Utterance[]> {
    return ((await this.find(botId))?.utterances as Utterance[] | undefined) ?? [];
  }
}
