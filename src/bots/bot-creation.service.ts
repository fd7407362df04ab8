import {
  BadGatewayException,
  BadRequestException,
  ConflictException,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Admission } from '../platform/auth/admission.js';
import { actingTeam, type Principal } from '../platform/auth/principal.js';
import { AppConfig } from '../platform/config/app-config.js';
import { isUniqueViolation } from '../platform/database/prisma-errors.js';
import { type Bot, Prisma } from '../generated/prisma/client.js';
import { VendorBodyInvalid } from '../platform/transcripts/stt-options.js';
import { mergeOptions } from '../platform/transcripts/transcription-options.js';
import { ConcurrencyLimits } from '../platform/limits/concurrency-limits.js';
import { type HeaderSink } from '../platform/limits/quota-headers.js';
import { EventOutbox, type EventWriter } from '../platform/outbox/event-outbox.js';
import {
  MeetingBotError,
  type MeetingBotFailure,
} from '../platform/vendors/meeting-bot.transport.js';
import { BRIDGE_BOT_ID_EXTRA } from './bot-event.js';
import { BotVendor, type StoredRequest } from './bot-vendor.js';
import { BridgeStatus } from './bot-life.js';
import { sha256Canonical } from '../platform/common/idempotency.js';
import { type BotCreateDto } from './bots.dto.js';
import { shownText } from '../platform/transcripts/utterances.js';
import { BotMetrics } from './bot-metrics.js';
import { BotsRepository } from './bots.repository.js';
import { normalizeMeetingUrl } from './meeting-url.js';
import { RetryLaterException, vendorFailureToHttp } from '../platform/vendors/vendor-errors.js';

const { creating, createFailed, createUnconfirmed } = BridgeStatus;

/** Allowance between our clock and the vendor's when asking for bots created since ours. */
const CLOCK_SKEW_MS = 10 * 60_000;

/** `bot.create_failed`: the vendor surely made no bot for the team's request. */
function tellCreateFailed(events: EventWriter, bot: Bot): Promise<void> {
  return events.emit(bot.teamId, 'bot.create_failed', {
    bot_id: bot.id,
    meeting_url: bot.meetingUrl,
    error: bot.lastError,
    url: events.url(`/bots/${bot.id}`),
  });
}

export interface CreatedBot {
  bot: Bot;
  /** True when an earlier request with the same Idempotency-Key made the bot. */
  replayed: boolean;
}

/**
 * Creates bots on the vendor at most once per Idempotency-Key. The intent row is written first
 * (status `creating`, unique per team and key), then the vendor is called. Reconciliation rule:
 * - vendor said yes → `created`; a replay returns the same bot;
 * - vendor refused (4xx) or was unreachable → `create_failed`: certainly no bot, so a replay
 *   with the same key and body calls the vendor again;
 * - 5xx, timeout, broken connection, or a process that died mid-call (`creating` for longer
 *   than the vendor timeout) → `create_unconfirmed`: a replay first looks the bot up on the
 *   vendor by `extra.bridge_bot_id` and adopts it when found; when not found it creates the bot
 *   only once BOT_RECONCILE_GRACE_MS have passed since the attempt, and answers 503 with
 *   Retry-After before that. A second bot is never made silently.
 * Requests that arrive while an identical one is calling the vendor wait for its outcome.
 */
@Injectable()
export class BotCreationService {
  private readonly logger = new Logger(BotCreationService.name);
  /** How often a request waiting for a concurrent identical one looks again. */
  pollMs = 100;

  constructor(
    private readonly repo: BotsRepository,
    private readonly outbox: EventOutbox,
    private readonly vendor: BotVendor,
    private readonly config: AppConfig,
    private readonly limits: ConcurrencyLimits,
    private readonly admission: Admission,
    private readonly metrics: BotMetrics,
  ) {}

  async create(
    principal: Principal,
    given: BotCreateDto,
    key?: string,
    res?: HeaderSink,
  ): Promise<CreatedBot> {
    const teamId = actingTeam(principal, given.team_id, "create bots in another team's name");
    if (given.team_id && !(await this.repo.teamExists(given.team_id))) {
      throw new NotFoundException('Team not found');
    }
    const meeting = normalizeMeetingUrl(given.meeting_url, this.config.bots.BOT_ALLOWED_HOSTS);
    if ('problem' in meeting) throw new BadRequestException(meeting.problem);
    // The vendor gets the URL that was checked, in its one normal form.
    const dto = { ...given, meeting_url: meeting.url };
    if (dto.extra && BRIDGE_BOT_ID_EXTRA in dto.extra) {
      throw new BadRequestException(`extra.${BRIDGE_BOT_ID_EXTRA} is reserved for the bridge`);
    }
    const id = randomUUID();
    const apiVersion = this.vendor.currentVersion;
    const options = mergeOptions(await this.repo.teamTranscription(teamId), dto.transcription);
    let request: StoredRequest;
    try {
      request = this.vendor.request(apiVersion, dto, id, options);
    } catch (error) {
      if (!(error instanceof VendorBodyInvalid)) throw error;
      throw new BadRequestException(`transcription: ${error.message}`);
    }
    const requestHash = key ? sha256Canonical({ ...dto, team_id: teamId }) : null;
    let bot: Bot | null;
    try {
      // A replayed key is no new bot: neither counted nor refused by the team's limits.
      bot = await this.limits.createBot(teamId, res, key ?? null, async (tx) => {
        await this.admission.hold(tx, principal, teamId);
        return this.repo.create(
          {
            id,
            teamId,
            meetingUrl: request.meeting_url,
            botName: request.bot_name,
            title: shownText(dto.title) || null,
            status: creating,
            apiVersion,
            // Stored without the secrets added at call time (receiver URLs, keys).
            request: request as unknown as Prisma.InputJsonValue,
            transcription: Object.keys(options).length
              ? (options as Prisma.InputJsonValue)
              : Prisma.DbNull,
            idempotencyKey: key ?? null,
            requestHash,
            ...(dto.live_transcript && { liveStream: { create: { teamId } } }),
          },
          tx,
        );
      });
    } catch (error) {
      if (!key || !isUniqueViolation(error)) throw error;
      bot = null;
    }
    if (!bot) {
      return { bot: await this.replay(principal, teamId, key!, requestHash!, res), replayed: true };
    }
    return { bot: await this.attempt(bot), replayed: false };
  }

  /** One upstream create call for a row this request owns (status `creating`). */
  private async attempt(bot: Bot): Promise<Bot> {
    let upstreamBotId: string;
    try {
      upstreamBotId = await this.vendor.create(bot);
    } catch (error) {
      if (!(error instanceof MeetingBotError)) throw error;
      const status = error.certainlyNotDone ? createFailed : createUnconfirmed;
      const failure = {
        status,
        error: vendorFailureToHttp(error.failure).message,
        entry: {
          code: status,
          occurredAt: new Date(),
          payload: { source: 'bridge', failure: error.failure } as Prisma.InputJsonValue,
        },
      };
      await this.outbox.transaction(async (tx, events) => {
        const failed = await this.repo.markCreateFailure(tx, bot.id, failure);
        // Only when the vendor surely made no bot.
        if (status === createFailed) await tellCreateFailed(events, failed);
      });
      if (status === createFailed) this.metrics.ended(createFailed);
      throw error;
    }
    return this.repo.markCreated(bot, upstreamBotId, creating);
  }

  private async replay(
    principal: Principal,
    teamId: string,
    key: string,
    requestHash: string,
    res: HeaderSink | undefined,
  ): Promise<Bot> {
    const bot = await this.repo.findByIdempotencyKey(teamId, key);
    if (!bot) throw new ConflictException('Idempotency-Key is being used; retry');
    if (bot.requestHash !== requestHash) {
      throw new ConflictException('Idempotency-Key was already used with a different request');
    }
    return this.settle(principal, bot, res);
  }

  /** Answers a replay from the bot's recorded state, waiting out a concurrent call first. */
  private async settle(
    principal: Principal,
    initial: Bot,
    res: HeaderSink | undefined,
  ): Promise<Bot> {
    let bot = initial;
    let waited = false;
    while (bot.status === creating && this.inFlight(bot)) {
      waited = true;
      await sleep(this.pollMs);
      bot = (await this.repo.findById(bot.id))!;
    }
    if (waited && (bot.status === createFailed || bot.status === createUnconfirmed)) {
      // This request ran alongside that attempt: its outcome is this request's outcome.
      throw await this.recordedFailure(bot);
    }
    if (bot.status === createFailed) return this.retry(principal, bot, res);
    if (bot.status === createUnconfirmed || bot.status === creating) {
      return this.reconcile(principal, bot, res);
    }
    return bot;
  }

  private inFlight(bot: Bot): boolean {
    return bot.updatedAt > this.vendor.callsEndedBefore();
  }

  /**
   * Calls the vendor again if this request wins the claim; otherwise waits for the winner. A
   * `create_failed` bot held no place under the team's limits: taking it back to `creating` is
   * a new bot for them, checked and counted as one (429 when the team is at a limit). An
   * unconfirmed one kept its place all along.
   */
  private async retry(principal: Principal, bot: Bot, res: HeaderSink | undefined): Promise<Bot> {
    // A bot whose data is being deleted gets no vendor bot any more.
    if (bot.dataDeletionRequestedAt) {
      throw new ConflictException(`Bot ${bot.id}'s data was deleted; use a new Idempotency-Key`);
    }
    const claim = async (tx: Prisma.TransactionClient) => {
      await this.admission.hold(tx, principal, bot.teamId);
      return bot.status === createFailed
        ? (await this.repo.claim(bot, [createFailed], creating, { attempt: true, tx })) || null
        : (await this.repo.claim(bot, [createUnconfirmed, creating], creating, { tx })) || null;
    };
    const claimed =
      bot.status === createFailed
        ? await this.limits.createBot(bot.teamId, res, null, claim)
        : await this.repo.transaction(claim);
    if (claimed) return this.attempt(bot);
    return this.settle(principal, (await this.repo.findById(bot.id))!, res);
  }

  private async reconcile(
    principal: Principal,
    bot: Bot,
    res: HeaderSink | undefined,
  ): Promise<Bot> {
    const adopted = await this.adopt(bot);
    if (adopted) return adopted;
    const sinceAttemptMs = Date.now() - bot.updatedAt.getTime();
    const graceMs = this.config.bots.BOT_RECONCILE_GRACE_MS;
    if (sinceAttemptMs >= graceMs) return this.retry(principal, bot, res);
    throw new RetryLaterException(
      'The earlier request with this Idempotency-Key has an unknown outcome and the vendor ' +
        'does not show the bot yet; the bridge will not create a second one before it is sure',
      503,
      String(Math.ceil((graceMs - sinceAttemptMs) / 1000)),
    );
  }

  /**
   * For the background reconciler: settles a create whose caller may never come back, without
   * ever creating a bot. The vendor's bot is adopted; once BOT_RECONCILE_GRACE_MS have passed
   * with none upstream, the row becomes `create_failed`, so that a retry with the same
   * Idempotency-Key creates it. `waiting`: neither yet (or a request got to the row first).
   */
  async settleUnattended(
    bot: Bot,
    signal?: AbortSignal,
  ): Promise<'adopted' | 'failed' | 'waiting'> {
    if (await this.adopt(bot, signal)) return 'adopted';
    const graceMs = this.config.bots.BOT_RECONCILE_GRACE_MS;
    if (Date.now() - bot.updatedAt.getTime() < graceMs) return 'waiting';
    const message = `The vendor shows no bot ${graceMs / 1000} s after the create's outcome was lost`;
    const entry = {
      code: createFailed,
      occurredAt: new Date(),
      payload: { source: 'bridge', reconciled: true, message },
    };
    const settled = await this.outbox.transaction(async (tx, events) => {
      if (!(await this.repo.settleAsFailed(tx, bot, message, entry))) return false;
      await tellCreateFailed(events, { ...bot, lastError: message });
      return true;
    });
    if (settled) {
      this.logger.warn(`bot ${bot.id}: ${message}; marked ${createFailed}`);
      this.metrics.ended(createFailed);
    }
    return settled ? 'failed' : 'waiting';
  }

  /** The bot the vendor made for this row, adopted; null when the vendor shows none. */
  private async adopt(bot: Bot, signal?: AbortSignal): Promise<Bot | null> {
    const since = new Date(bot.createdAt.getTime() - CLOCK_SKEW_MS);
    const found = await this.vendor.find(bot, since, signal);
    if (found.length === 0) return null;
    if (found.length > 1) {
      this.logger.error(`bot ${bot.id}: the vendor holds ${found.length} bots for it`);
    }
    this.logger.warn(`bot ${bot.id}: unconfirmed create found upstream as ${found[0]}`);
    return this.repo.markCreated(bot, found[0]!, bot.status);
  }

  private async recordedFailure(bot: Bot): Promise<Error> {
    const entry = await this.repo.latestHistory(bot.id, [createFailed, createUnconfirmed]);
    const failure = (entry?.payload as { failure?: MeetingBotFailure } | null)?.failure;
    return failure
      ? new MeetingBotError(failure)
      : new BadGatewayException(bot.lastError ?? 'The meeting-bot vendor call failed');
  }
}
