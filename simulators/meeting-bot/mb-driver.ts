import { setTimeout as sleep } from 'node:timers/promises';
import { SimError } from '../shared/types.js';
import type { DeliveryAttempt, WebhookSender } from '../shared/webhook-sender.js';
import { type BotEventInput, buildBotEvent, TERMINAL_EVENTS } from './mb-events.js';
import type { BotState, SimBot } from './mb-state.js';

export const LIFECYCLE: BotEventInput[] = [
  'joining_call',
  'in_waiting_room',
  'in_call_recording',
  'call_ended',
  'complete',
];

export interface AutoLifecycle {
  afterMs?: number;
  stepMs?: number;
}

/** Plays the vendor's side of a bot's life: builds the v1 webhook bodies and delivers them. */
export class BotEventDriver {
  accountWebhook: string | null = null;
  private closed = false;

  constructor(
    private readonly state: BotState,
    private readonly sender: WebhookSender,
    private readonly cfg: {
      apiKey: string;
      keyHeader: string;
      baseUrl(): string;
      auto?: AutoLifecycle;
    },
  ) {}

  /** In order, `delayMs` apart; `stop` is checked before each event. */
  async send(
    botId: string,
    inputs: BotEventInput[],
    { delayMs = 0, stop = () => false }: { delayMs?: number; stop?: () => boolean } = {},
  ): Promise<DeliveryAttempt[]> {
    const bot = this.bot(botId);
    const sent: DeliveryAttempt[] = [];
    for (const [i, input] of inputs.entries()) {
      if (i > 0 && delayMs > 0) await sleep(delayMs, undefined, { ref: false });
      if (this.closed || stop()) break;
      const { event, body } = buildBotEvent(bot, input, this.cfg.baseUrl());
      track(bot, event, body);
      const url = this.destination(bot, event);
      if (!url) continue;
      const headers = { [this.cfg.keyHeader]: this.cfg.apiKey };
      sent.push(...(await this.sender.sendInOrder([{ url, body, headers }])));
    }
    return sent;
  }

  /** Stops early once the bot left or ended. */
  lifecycle(botId: string, stepMs = this.stepMs): Promise<DeliveryAttempt[]> {
    const bot = this.bot(botId);
    return this.send(botId, LIFECYCLE, { delayMs: stepMs, stop: () => bot.left || bot.terminal });
  }

  bot(botId: string): SimBot {
    const bot = this.state.bots.get(botId);
    if (!bot) throw new SimError(404, `Bot ${botId} not found`);
    return bot;
  }

  onJoin(bot: SimBot): void {
    if (!this.cfg.auto) return;
    bot.timer = setTimeout(() => ignore(this.lifecycle(bot.id)), this.cfg.auto.afterMs ?? 2_000);
    bot.timer.unref();
  }

  onLeave(bot: SimBot): void {
    clearTimeout(bot.timer);
    if (this.cfg.auto && !bot.terminal) {
      ignore(this.send(bot.id, ['call_ended', 'complete'], { delayMs: this.stepMs }));
    }
  }

  onRetranscribe(bot: SimBot): void {
    if (!this.cfg.auto) return;
    const later = sleep(this.stepMs, undefined, { ref: false });
    ignore(later.then(() => this.send(bot.id, ['transcription_complete'])));
  }

  close(): void {
    this.closed = true;
  }

  private get stepMs(): number {
    return this.cfg.auto?.stepMs ?? 1_000;
  }

  private destination(bot: SimBot, event: unknown): string | null {
    if (event === 'transcription_complete' && bot.retranscribeWebhookUrl) {
      return bot.retranscribeWebhookUrl;
    }
    const own = bot.request.webhook_url;
    return typeof own === 'string' ? own : this.accountWebhook;
  }
}

const ignore = (p: Promise<unknown>) => void p.catch(() => undefined);

/** Keeps meeting_data truthful about what the events said. */
function track(bot: SimBot, event: unknown, body: unknown): void {
  const now = new Date();
  if (event === 'bot.status_change') {
    type StatusBody = { data?: { status?: { code?: unknown; created_at?: unknown } } };
    const status = (body as StatusBody).data?.status;
    const code = String(status?.code);
    bot.statuses.push({ code, created_at: String(status?.created_at ?? now.toISOString()) });
    if (code.startsWith('in_call') && !bot.joinedAt) bot.joinedAt = now;
    if (code === 'call_ended') bot.endedAt ??= now;
  } else if (TERMINAL_EVENTS.includes(String(event))) {
    bot.terminal = true;
    bot.endedAt ??= now;
  }
}
