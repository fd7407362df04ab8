import {
  BadRequestException,
  ConflictException,
  GoneException,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { AppConfig } from '../platform/config/app-config.js';
import { QueueMetrics } from '../platform/metrics/queue-metrics.js';
import { isJsonObject } from '../platform/common/json-object.js';
import { setTimeout as sleep } from 'node:timers/promises';
import { type AuditActor } from '../platform/audit/audit-actor.js';
import { AuditService } from '../platform/audit/audit.service.js';
import { sha256Canonical } from '../platform/common/idempotency.js';
import { mapJsonStrings } from '../platform/common/json-object.js';
import { SecretMask } from '../platform/common/secret-mask.js';
import { storableText } from '../platform/common/storable-text.js';
import { isUniqueViolation } from '../platform/database/prisma-errors.js';
import { type Prisma, type Retranscription } from '../generated/prisma/client.js';
import { EventOutbox } from '../platform/outbox/event-outbox.js';
import { MeetingBotClient } from '../platform/vendors/meeting-bot.client.js';
import { MeetingBotError } from '../platform/vendors/meeting-bot.transport.js';
import { VendorEndpoints } from '../platform/vendors/vendor-endpoints.js';
import { RetranscriptionRepository } from './retranscription.repository.js';
import { eventData } from './retranscription-events.js';
import { SttParameters } from './stt-parameters.js';
import { SttRetranscriber } from './stt-retranscriber.js';
import { BotTranscripts } from '../transcription-jobs/bot-transcripts.js';
import { fromMeetingBotV1 } from '../platform/transcripts/utterances.js';

const RESPONSE_LIMIT = 10_000;

export interface RequestedRetranscription {
  record: Retranscription;
  /** True when an earlier request with the same Idempotency-Key made it. */
  replayed: boolean;
}

export type RetranscriptionTarget = { botId: string } | { upstreamBotId: string };

/**
 * Admin-triggered retranscription, in one of two modes. `vendor` (v1 bots, unless
 * RETRANSCRIBE_WITH=stt, and vendor bots the bridge did not make): the meeting-bot vendor's
 * `POST /bots/retranscribe`, completed by its `transcription_complete` event; the STT key travels
 * to the meeting-bot vendor by design and is never stored or returned. `stt` (v2 bots, and v1
 * with RETRANSCRIBE_WITH=stt): the bridge's own STT job on the bot's archived audio
 * (SttRetranscriber), with the caller's STT parameters. Either way the row is written before the
 * vendor call and records who asked and what the vendor said, and the result becomes the bot's
 * next transcript version. Idempotency-Key is global (the column is unique): a replay with the
 * same key and request never calls a vendor again and returns the record as it stands, whatever
 * its state; another request → 409.
 */
@Injectable()
export class RetranscriptionService {
  private readonly logger = new Logger(RetranscriptionService.name);
  private readonly mask: SecretMask;
  private readonly parameters = new SttParameters();
  pollMs = 100;

  constructor(
    private readonly repo: RetranscriptionRepository,
    private readonly outbox: EventOutbox,
    private readonly client: MeetingBotClient,
    private readonly endpoints: VendorEndpoints,
    private readonly audit: AuditService,
    private readonly sttRetranscriber: SttRetranscriber,
    private readonly transcripts: BotTranscripts,
    private readonly config: AppConfig,
    queues: QueueMetrics,
  ) {
    queues.register('retranscriptions', () => repo.backlog());
    this.mask = new SecretMask(endpoints.secrets, 'word');
  }

  async request(
    actor: AuditActor,
    target: RetranscriptionTarget,
    key?: string,
    body?: unknown,
  ): Promise<RequestedRetranscription> {
    const { bot, upstreamBotId } = await this.resolve(target);
    const stt =
      bot !== null && (bot.apiVersion === 'v2' || this.config.vendors.RETRANSCRIBE_WITH === 'stt');
    const parameters = stt ? this.parameters.check(body) : null;
    if (!stt && body !== undefined && !(isJsonObject(body) && Object.keys(body).length === 0)) {
      throw new BadRequestException(
        "STT parameters apply to retranscriptions on the bridge's archive only " +
          '(v2 bots, or v1 with RETRANSCRIBE_WITH=stt)',
      );
    }
    const archive = stt ? await this.sttRetranscriber.archivedAudio(bot) : null;
    const requestHash = key
      ? sha256Canonical(stt ? { bot_uuid: upstreamBotId, parameters } : { bot_uuid: upstreamBotId })
      : null;
    let record: Retranscription;
    try {
      record = await this.audit.within(
        actor,
        (tx) =>
          this.repo.create(
            {
              botId: bot?.id ?? null,
              upstreamBotId,
              teamId: bot?.teamId ?? null,
              requestedByKeyId: actor.keyId,
              requestedBy: actor.name,
              idempotencyKey: key ?? null,
              requestHash,
              mode: stt ? 'stt' : 'vendor',
              parameters: (parameters ?? undefined) as Prisma.InputJsonValue | undefined,
            },
            tx,
          ),
        (created) => ({
          action: 'retranscription.requested',
          target: { type: 'retranscription', id: created.id },
          change: {
            bot_id: created.botId,
            upstream_bot_id: created.upstreamBotId,
            team_id: created.teamId,
            mode: created.mode,
            // Which parameters were set, never their values (vocabulary, prompts: content).
            parameters_set: Object.keys(parameters ?? {}).sort(),
            idempotency_key: created.idempotencyKey,
          },
        }),
      );
    } catch (error) {
      if (!key || !isUniqueViolation(error)) throw error;
      return { record: await this.replay(key, requestHash!), replayed: true };
    }
    if (stt) {
      return { record: await this.sttRetranscriber.start(record, bot, archive!), replayed: false };
    }
    return { record: await this.call(record), replayed: false };
  }

  async get(id: string): Promise<Retranscription> {
    const record = await this.repo.findById(id);
    if (!record) throw new NotFoundException('Retranscription not found');
    return record;
  }

  /**
   * A `transcription_complete` event: completes the oldest open vendor retranscription of that
   * bot (accepted or in flight first, then one whose call failed with an unknown outcome). The
   * vendor's new transcript (`GET /bots/meeting_data`) becomes the bridge bot's next version;
   * when the vendor cannot be asked, this throws and the event is handled again.
   */
  async complete(
    upstreamBotId: string,
    data: Record<string, unknown>,
  ): Promise<'applied' | 'duplicate' | 'ignored' | 'unknown_bot'> {
    const open =
      (await this.repo.oldestIn(upstreamBotId, ['accepted', 'requested'])) ??
      (await this.repo.oldestIn(upstreamBotId, ['failed']));
    if (open) {
      const transcript = open.botId ? await this.vendorTranscript(upstreamBotId) : null;
      return (await this.completeWith(open, transcript, this.sanitize(data) as object))
        ? 'applied'
        : 'duplicate';
    }
    if ((await this.repo.countFor(upstreamBotId)) > 0) return 'duplicate';
    return (await this.repo.findBotByUpstreamId(upstreamBotId)) ? 'ignored' : 'unknown_bot';
  }

  /**
   * Vendor retranscriptions that heard nothing for RETRANSCRIPTION_TIMEOUT_MS (their
   * `transcription_complete` lost, or never sent): the vendor's transcript is looked up, and one
   * that differs from the bot's latest version completes the oldest of them; otherwise they
   * fail, with the reason, and their teams are told. Answers how many it settled.
   */
  async settleSilent(signal: AbortSignal): Promise<number> {
    const timeoutMs = this.config.bots.RETRANSCRIPTION_TIMEOUT_MS;
    let settled = 0;
    for (const open of await this.repo.silentVendorRetranscriptions(
      new Date(Date.now() - timeoutMs),
      100,
    )) {
      if (signal.aborted) break;
      try {
        if (await this.settle(open, timeoutMs)) settled++;
      } catch (error) {
        if (signal.aborted) break;
        this.logger.warn(`retranscription ${open.id}: lookup failed: ${(error as Error).message}`);
      }
    }
    return settled;
  }

  private async settle(open: Retranscription, timeoutMs: number): Promise<boolean> {
    const transcript = open.botId ? await this.vendorTranscript(open.upstreamBotId) : null;
    const latest = open.botId ? await this.transcripts.latestUtterances(open.botId) : [];
    if (transcript && JSON.stringify(transcript.utterances) !== JSON.stringify(latest)) {
      return this.completeWith(open, transcript, { looked_up: true });
    }
    const reason =
      `no transcription_complete came within ${timeoutMs / 1000} s, and the vendor's ` +
      'transcript of the bot is unchanged';
    return this.outbox.transaction(async (tx, events) => {
      const failed = await this.repo.failIfOpen(tx, open.id, {
        state: 'failed',
        vendorResponse: { error: reason },
      });
      if (!failed) return false;
      await events.emit(failed.teamId, 'retranscription.failed', {
        ...eventData(failed, events),
        vendor_status: failed.vendorStatus,
      });
      return true;
    });
  }

  /**
   * Completes `open` with the vendor's transcript (the bot's next version), and tells its team;
   * false when something else settled it first.
   */
  private completeWith(
    open: Retranscription,
    transcript: Awaited<ReturnType<RetranscriptionService['vendorTranscript']>>,
    data: object,
  ): Promise<boolean> {
    return this.outbox.transaction(async (tx, events) => {
      const completedAt = new Date();
      const version =
        transcript &&
        (await this.transcripts.add(
          tx,
          open.botId!,
          {
            source: 'retranscription',
            retranscriptionId: open.id,
            ...transcript,
          },
          events,
        ));
      const result = { ...data, transcript_version: version ?? null };
      if (!(await this.repo.complete(tx, open, result, completedAt))) return false;
      await events.emit(open.teamId, 'retranscription.completed', {
        ...eventData({ ...open, state: 'completed' }, events),
        completed_at: completedAt.toISOString(),
        transcript_version: version ?? null,
        transcript_url: version
          ? events.url(`/bots/${open.botId}/transcript?version=${version}`)
          : null,
      });
      return true;
    });
  }

  /** The vendor's transcript of the bot as it stands (after a retranscription: the new one). */
  private async vendorTranscript(upstreamBotId: string) {
    const data = await this.client.meetingData(upstreamBotId, { transcripts: true });
    const transcripts = (isJsonObject(data.bot_data) ? data.bot_data : {}).transcripts;
    if (!Array.isArray(transcripts)) return null;
    return { utterances: fromMeetingBotV1(transcripts), raw: transcripts };
  }

  /** The bot to retranscribe: the bridge's, and its vendor id. */
  private async resolve(target: RetranscriptionTarget) {
    const bot =
      'upstreamBotId' in target
        ? await this.repo.findBotByUpstreamId(target.upstreamBotId)
        : await this.repo.findBot(target.botId);
    if (bot?.dataDeletionRequestedAt) {
      throw new GoneException(`The bot's data was deleted (see GET /bots/${bot.id}/data)`);
    }
    if ('upstreamBotId' in target) return { bot, upstreamBotId: target.upstreamBotId };
    if (!bot) throw new NotFoundException('Bot not found');
    if (!bot.upstreamBotId) {
      throw new ConflictException(`The bot does not exist on the vendor (status ${bot.status})`);
    }
    return { bot, upstreamBotId: bot.upstreamBotId };
  }

  private async call(record: Retranscription): Promise<Retranscription> {
    const stt = this.endpoints.stt;
    try {
      const answer = await this.client.retranscribe({
        bot_uuid: record.upstreamBotId,
        speech_to_text: { provider: stt.providerName, api_key: stt.apiKey },
        // Its completion is told apart from every other retranscription's of the bot, whose
        // `transcription_complete` bodies are the same `{bot_id}` (see the webhook intake).
        webhook_url: this.client.retranscriptionWebhookUrl(record.id),
      });
      return await this.repo.update(record.id, {
        state: 'accepted',
        vendorStatus: answer.status,
        vendorResponse: this.sanitize(answer.body) as Prisma.InputJsonValue,
      });
    } catch (error) {
      if (!(error instanceof MeetingBotError)) throw error;
      const failure = error.failure;
      await this.outbox.transaction(async (tx, events) => {
        const failed = await this.repo.fail(tx, record.id, {
          state: error.certainlyNotDone ? 'rejected' : 'failed',
          vendorStatus: 'status' in failure ? failure.status : null,
          vendorResponse: { failure } as Prisma.InputJsonValue,
        });
        await events.emit(failed.teamId, 'retranscription.failed', {
          ...eventData(failed, events),
          vendor_status: failed.vendorStatus,
        });
      });
      throw error;
    }
  }

  private async replay(key: string, requestHash: string): Promise<Retranscription> {
    let record = await this.repo.findByIdempotencyKey(key);
    if (!record) throw new ConflictException('Idempotency-Key is being used; retry');
    if (record.requestHash !== requestHash) {
      throw new ConflictException('Idempotency-Key was already used with a different request');
    }
    // A vendor-mode call in flight ends within its timeout; an STT upload may take longer.
    while (
      record.state === 'requested' &&
      record.mode === 'vendor' &&
      record.createdAt > this.client.callsEndedBefore()
    ) {
      await sleep(this.pollMs);
      record = (await this.repo.findById(record.id))!;
    }
    return record;
  }

  /** Vendor JSON as stored and shown: without any secret the bridge holds, storable, bounded. */
  private sanitize(body: unknown): unknown {
    if (body === null || body === undefined) return null;
    const kept = mapJsonStrings(this.mask.json(body), storableText);
    const length = JSON.stringify(kept).length;
    if (length > RESPONSE_LIMIT) {
      this.logger.warn(`vendor response of ${length} characters not kept`);
      return { truncated: true };
    }
    return kept;
  }
}
