import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Webhook } from 'standardwebhooks';
import { SimError } from '../shared/types.js';
import type { DeliveryAttempt, OutgoingWebhook, WebhookSender } from '../shared/webhook-sender.js';
import type { Artifacts } from './mb-artifacts.js';
import {
  type BotEventInput,
  buildBotEvent,
  buildV2BotEvent,
  TERMINAL_EVENTS,
  type V2Completion,
} from './mb-events.js';
import type { BotState, SimBot } from './mb-state.js';
import { BotAudioStream, streamTarget } from './mb-stream.js';

export const LIFECYCLE: BotEventInput[] = [
  'joining_call',
  'in_waiting_room',
  'in_call_recording',
  'call_ended',
  'complete',
];

/** v2 also reports the transcription's progress before the end. */
export const LIFECYCLE_V2: BotEventInput[] = [
  'joining_call',
  'in_waiting_room',
  'in_call_recording',
  'call_ended',
  'transcribing',
  'complete',
];

/** Where a v2 bot's STT jobs are made with the customer's key (bring your own key). */
export interface SttTarget {
  baseUrl: string;
  keyHeader: string;
}

export interface AutoLifecycle {
  afterMs?: number;
  stepMs?: number;
}

/** The event that puts a bot in its meeting (its stream starts) and the one that ends it. */
const IN_CALL = 'in_call_recording';
const CALL_ENDED = 'call_ended';

/**
 * Plays the vendor's side of a bot's life: builds the webhook bodies of the bot's API version
 * and delivers them. v1: to the bot's `webhook_url` (or the account's), with the API key in the
 * key header. v2: to the account webhook, signed as Svix signs (`svix-id`, `svix-timestamp`,
 * `svix-signature` with `webhookSecret`), and the end events also to the bot's callback with
 * its secret in `x-mb-secret`.
 */
export class BotEventDriver {
  accountWebhook: string | null = null;
  private closed = false;
  private readonly signer: Webhook | null;

  constructor(
    private readonly state: BotState,
    private readonly sender: WebhookSender,
    private readonly cfg: {
      apiKey: string;
      keyHeader: string;
      baseUrl(): string;
      auto?: AutoLifecycle;
      webhookSecret?: string;
      stt?: SttTarget;
      artifacts: Artifacts;
      /** How much faster than real time streaming bots play their meeting. */
      streamSpeed: number;
    },
  ) {
    this.signer = cfg.webhookSecret ? new Webhook(cfg.webhookSecret) : null;
  }

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
      // A streaming bot's call ends once its meeting's audio has played.
      if (input === CALL_ENDED) await bot.stream?.done;
      if (this.closed || stop()) break;
      if (input === IN_CALL) this.startStream(bot);
      if (bot.version === 'v2') {
        const completion = ending(input) ? await this.complete(bot) : NO_COMPLETION;
        const { event, body } = buildV2BotEvent(bot, input, () => completion);
        track(bot, event, body);
        sent.push(...(await this.sender.sendInOrder(this.v2Deliveries(bot, event, body))));
        continue;
      }
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
  lifecycle(
    botId: string,
    stepMs = this.stepMs,
    holdStreamAt?: number,
  ): Promise<DeliveryAttempt[]> {
    const bot = this.bot(botId);
    bot.streamHoldAt = holdStreamAt ?? null;
    const steps = bot.version === 'v2' ? LIFECYCLE_V2 : LIFECYCLE;
    return this.send(botId, steps, { delayMs: stepMs, stop: () => bot.left || bot.terminal });
  }

  /**
   * A v2 bot's recording, and with the customer's STT key its STT jobs: made at the STT vendor
   * (one pre-recorded job per audio chunk, here two) and finished there, as the vendor waits
   * for the transcription before it reports the bot completed. Without an STT target, none.
   */
  private async complete(bot: SimBot): Promise<V2Completion> {
    const base = this.cfg.baseUrl();
    const audio = this.cfg.artifacts.url(base, bot, 'audio');
    const video =
      bot.request.recording_mode === 'audio_only'
        ? null
        : this.cfg.artifacts.url(base, bot, 'video');
    const config = bot.request.transcription_config as { api_key?: unknown } | null | undefined;
    const key = typeof config?.api_key === 'string' ? config.api_key : null;
    if (bot.transcriptionIds === null && key && this.cfg.stt && bot.request.transcription_enabled) {
      const ids: string[] = [];
      const custom = (config as { custom_params?: unknown }).custom_params;
      const params =
        custom && typeof custom === 'object' ? (custom as Record<string, unknown>) : {};
      for (let chunk = 0; chunk < 2; chunk++) {
        ids.push(await this.sttJob(this.cfg.stt, key, audio, params));
      }
      bot.transcriptionIds = ids;
    }
    const transcribed = bot.request.transcription_enabled === true;
    return {
      audio,
      video,
      transcription: transcribed ? this.cfg.artifacts.url(base, bot, 'transcription') : null,
      rawTranscription: transcribed ? this.cfg.artifacts.url(base, bot, 'raw_transcription') : null,
      transcriptionIds: bot.transcriptionIds,
    };
  }

  /** The vendor passes the bot's `custom_params` on to the STT vendor with its own. */
  private async sttJob(
    stt: SttTarget,
    key: string,
    audioUrl: string,
    params: Record<string, unknown>,
  ): Promise<string> {
    const res = await fetch(`${stt.baseUrl}/v2/pre-recorded`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [stt.keyHeader]: key },
      body: JSON.stringify({ ...params, audio_url: audioUrl, diarization: true }),
      signal: AbortSignal.timeout(5_000),
    });
    const job = (await res.json()) as { id?: unknown };
    if (!res.ok || typeof job.id !== 'string') {
      throw new Error(`the STT vendor refused the bot's job (HTTP ${res.status})`);
    }
    // Done at the STT vendor (which then sends its own webhooks, on its own time).
    const done = await fetch(`${stt.baseUrl}/__sim/pre-recorded/${job.id}/complete`, {
      method: 'POST',
      signal: AbortSignal.timeout(5_000),
    });
    await done.body?.cancel();
    return job.id;
  }

  /** Account-level events (the calendars'), signed, in order; none without an account webhook. */
  sendAccount(bodies: unknown[]): Promise<DeliveryAttempt[]> {
    const out = bodies.map((body) => this.accountDelivery(body)).filter((d) => d !== null);
    return this.sender.sendInOrder(out);
  }

  /** The account webhook, signed as Svix signs when the simulator has a secret. */
  private accountDelivery(body: unknown): OutgoingWebhook | null {
    if (!this.accountWebhook) return null;
    const id = `msg_${randomUUID().replaceAll('-', '')}`;
    const signer = this.signer;
    return {
      url: this.accountWebhook,
      body,
      sign: signer
        ? (payload) => {
            const now = new Date();
            return {
              'svix-id': id,
              'svix-timestamp': String(Math.floor(+now / 1000)),
              'svix-signature': signer.sign(id, now, payload),
            };
          }
        : undefined,
    };
  }

  /** The account webhook (signed), and for the end events the bot's own callback. */
  private v2Deliveries(bot: SimBot, event: unknown, body: unknown): OutgoingWebhook[] {
    const out: OutgoingWebhook[] = [];
    const account = this.accountDelivery(body);
    if (account) out.push(account);
    const callback = bot.request.callback_config as { url?: unknown; secret?: unknown } | null;
    const ends = event === 'bot.completed' || event === 'bot.failed';
    if (ends && bot.request.callback_enabled === true && typeof callback?.url === 'string') {
      const headers: Record<string, string> =
        typeof callback.secret === 'string' ? { 'x-mb-secret': callback.secret } : {};
      out.push({ url: callback.url, body, headers });
    }
    return out;
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

  /** A bot asked to stream dials its `output_url` as it enters the call. */
  private startStream(bot: SimBot): void {
    const target = streamTarget(bot);
    if (!target || bot.stream) return;
    bot.stream = new BotAudioStream(bot, target, this.cfg.streamSpeed, bot.streamHoldAt);
  }

  onLeave(bot: SimBot): void {
    clearTimeout(bot.timer);
    bot.stream?.stop();
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
const NO_COMPLETION: V2Completion = {
  audio: null,
  video: null,
  transcription: null,
  rawTranscription: null,
  transcriptionIds: null,
};
const ending = (input: BotEventInput) => {
  const name = typeof input === 'string' ? input : 'event' in input ? input.event : null;
  return name === 'complete' || name === 'bot.completed';
};

/** Keeps meeting_data (v1) and the bot's details and status (v2) truthful about the events. */
function track(bot: SimBot, event: unknown, body: unknown): void {
  const now = new Date();
  if (event === 'bot.completed' || event === 'bot.failed') {
    bot.terminal = true;
    bot.endedAt ??= now;
    bot.outcome = event === 'bot.completed' ? 'completed' : 'failed';
    if (event === 'bot.failed') {
      const data = (body as { data?: { error_code?: unknown; error_message?: unknown } }).data;
      bot.error = { code: String(data?.error_code), message: String(data?.error_message) };
    }
    return;
  }
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
