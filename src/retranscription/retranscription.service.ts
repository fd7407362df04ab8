import { ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { type AuditActor } from '../audit/audit-actor.js';
import { AuditService } from '../audit/audit.service.js';
import { sha256Canonical } from '../common/idempotency.js';
import { mapJsonStrings } from '../common/json-object.js';
import { SecretMask } from '../common/secret-mask.js';
import { storableText } from '../common/storable-text.js';
import { isUniqueViolation } from '../database/prisma-errors.js';
import { type Prisma, type Retranscription } from '../generated/prisma/client.js';
import { EventOutbox, type EventWriter } from '../team-events/event-outbox.js';
import { MeetingBotClient } from '../vendors/meeting-bot.client.js';
import { MeetingBotError } from '../vendors/meeting-bot.transport.js';
import { VendorEndpoints } from '../vendors/vendor-endpoints.js';
import { RetranscriptionRepository } from './retranscription.repository.js';

const RESPONSE_LIMIT = 10_000;

export interface RequestedRetranscription {
  record: Retranscription;
  /** True when an earlier request with the same Idempotency-Key made it. */
  replayed: boolean;
}

export type RetranscriptionTarget = { botId: string } | { upstreamBotId: string };

/** What every event about a retranscription tells its team. */
const eventData = (r: Retranscription, events: EventWriter) => ({
  retranscription_id: r.id,
  bot_id: r.botId,
  upstream_bot_id: r.upstreamBotId,
  state: r.state,
  ...(r.botId ? { url: events.url(`/bots/${r.botId}`) } : {}),
});

/**
 * Admin-triggered retranscription (upstream `POST /bots/retranscribe`). The row is written
 * before the vendor call and records who asked and what the vendor said. Idempotency-Key is
 * global (the column is unique): a replay with the same key and bot never calls the vendor
 * again and returns the record as it stands, whatever its state; another bot → 409.
 * The STT key travels to the meeting-bot vendor by design and is never stored or returned.
 */
@Injectable()
export class RetranscriptionService {
  private readonly logger = new Logger(RetranscriptionService.name);
  private readonly mask: SecretMask;
  pollMs = 100;

  constructor(
    private readonly repo: RetranscriptionRepository,
    private readonly outbox: EventOutbox,
    private readonly client: MeetingBotClient,
    private readonly endpoints: VendorEndpoints,
    private readonly audit: AuditService,
  ) {
    const { stt, meetingBot, webhookToken } = endpoints;
    this.mask = new SecretMask([stt.apiKey, meetingBot.apiKey, webhookToken], 'word');
  }

  async request(
    actor: AuditActor,
    target: RetranscriptionTarget,
    key?: string,
  ): Promise<RequestedRetranscription> {
    const { bot, upstreamBotId } = await this.resolve(target);
    const requestHash = key ? sha256Canonical({ bot_uuid: upstreamBotId }) : null;
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
            idempotency_key: created.idempotencyKey,
          },
        }),
      );
    } catch (error) {
      if (!key || !isUniqueViolation(error)) throw error;
      return { record: await this.replay(key, requestHash!), replayed: true };
    }
    return { record: await this.call(record), replayed: false };
  }

  async get(id: string): Promise<Retranscription> {
    const record = await this.repo.findById(id);
    if (!record) throw new NotFoundException('Retranscription not found');
    return record;
  }

  /**
   * A `transcription_complete` event: completes the oldest open retranscription of that bot
   * (accepted or in flight first, then one whose call failed with an unknown outcome).
   */
  async complete(
    upstreamBotId: string,
    data: Record<string, unknown>,
  ): Promise<'applied' | 'duplicate' | 'ignored' | 'unknown_bot'> {
    const open =
      (await this.repo.oldestIn(upstreamBotId, ['accepted', 'requested'])) ??
      (await this.repo.oldestIn(upstreamBotId, ['failed']));
    if (open) {
      const result = this.sanitize(data) as Prisma.InputJsonValue;
      const done = await this.outbox.transaction(async (tx, events) => {
        const completedAt = new Date();
        if (!(await this.repo.complete(tx, open, result, completedAt))) return false;
        await events.emit(open.teamId, 'retranscription.completed', {
          ...eventData({ ...open, state: 'completed' }, events),
          completed_at: completedAt.toISOString(),
        });
        return true;
      });
      return done ? 'applied' : 'duplicate';
    }
    if ((await this.repo.countFor(upstreamBotId)) > 0) return 'duplicate';
    return (await this.repo.findBotByUpstreamId(upstreamBotId)) ? 'ignored' : 'unknown_bot';
  }

  /** The vendor's bot to retranscribe: a v1 one (v2 has no retranscription). */
  private async resolve(target: RetranscriptionTarget) {
    const bot =
      'upstreamBotId' in target
        ? await this.repo.findBotByUpstreamId(target.upstreamBotId)
        : await this.repo.findBot(target.botId);
    if (bot?.apiVersion === 'v2') {
      throw new ConflictException(
        "The bot was created with the meeting-bot vendor's v2 API, which has no retranscription",
      );
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
        webhook_url: this.client.webhookUrl,
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
    while (record.state === 'requested' && record.createdAt > this.client.callsEndedBefore()) {
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
