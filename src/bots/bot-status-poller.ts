import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../platform/config/app-config.js';
import { type Bot } from '../generated/prisma/client.js';
import { MeetingBotV2Client } from '../platform/vendors/meeting-bot-v2.client.js';
import { type BotEventOutcome, BotEventsService } from './bot-events.service.js';
import { BotsRepository } from './bots.repository.js';

/** Bots polled per round; the rest wait for the next round. */
const BATCH = 100;

export type PollCounts = Record<'polled' | 'moved' | 'errors', number>;

/**
 * v2 account webhooks can only be set in the vendor's dashboard, and a deployment may run before
 * that step or without it: a v2 bot that has not ended and that the vendor said nothing about
 * for BOT_STATUS_POLL_MS is asked for its status (`GET /v2/bots/{id}/status`). A new status is
 * applied as its webhook would be; an end fetches the bot's details (`GET /v2/bots/{id}`) and
 * applies them as the `bot.completed`/`bot.failed` event, STT job links included. Replicas take
 * each poll by compare-and-set on the bot's silence clock, so a bot is polled once per period.
 */
@Injectable()
export class BotStatusPoller {
  private readonly logger = new Logger(BotStatusPoller.name);

  constructor(
    private readonly repo: BotsRepository,
    private readonly v2: MeetingBotV2Client,
    private readonly events: BotEventsService,
    private readonly config: AppConfig,
  ) {}

  async pollSilent(signal: AbortSignal): Promise<PollCounts> {
    const counts: PollCounts = { polled: 0, moved: 0, errors: 0 };
    const pollMs = this.config.bots.BOT_STATUS_POLL_MS;
    if (pollMs === 0) return counts;
    for (const bot of await this.repo.findSilent(new Date(Date.now() - pollMs), BATCH)) {
      if (signal.aborted) break;
      if (notJoinedYet(bot) || !(await this.repo.claimPoll(bot))) continue;
      counts.polled++;
      try {
        if ((await this.poll(bot, signal)) === 'applied') counts.moved++;
      } catch (error) {
        if (signal.aborted) break;
        counts.errors++;
        this.logger.warn(`bot ${bot.id}: status poll failed: ${(error as Error).message}`);
      }
    }
    return counts;
  }

  private async poll(bot: Bot, signal: AbortSignal): Promise<BotEventOutcome> {
    const upstream = bot.upstreamBotId!;
    const { status, updatedAt } = await this.v2.status(upstream, signal);
    const now = new Date();
    if (status === 'completed' || status === 'failed') {
      const details = await this.v2.details(upstream, signal);
      const event = status === 'completed' ? 'bot.completed' : 'bot.failed';
      const body = {
        event,
        data: { ...details, bot_id: upstream },
        extra: details.extra,
        polled: true,
      };
      return this.events.handle(body, now, null, signal);
    }
    if (status === bot.status) return 'duplicate';
    const at = (updatedAt ?? now).toISOString();
    const body = {
      event: 'bot.status_change',
      data: { bot_id: upstream, status: { code: status, created_at: at } },
      polled: true,
    };
    return this.events.handle(body, now, null, signal);
  }
}

/** A scheduled bot before its join time has no status to poll. */
function notJoinedYet(bot: Bot): boolean {
  const joinAt = (bot.request as { join_at?: unknown } | null)?.join_at;
  return typeof joinAt === 'string' && Date.parse(joinAt) > Date.now();
}
