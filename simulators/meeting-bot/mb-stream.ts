import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';
import { meetingPcm, meetingTurns } from '../shared/meeting.js';

/** Audio goes out in frames of this many milliseconds, as the vendor's bot sends them. */
const FRAME_MS = 100;
/** Reconnect delays double from 1 s up to 60 s (at speed 1). */
const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 60_000;

/** What of a simulated bot its stream needs. */
interface StreamingBot {
  id: string;
  version: 'v1' | 'v2';
  request: Record<string, unknown>;
}

/** What a bot was asked to stream: where, and at which sample rate. */
export interface StreamTarget {
  url: string;
  sampleRate: number;
}

/** v2 `streaming_enabled` + `streaming_config`, v1 `streaming`; null when not asked. */
export function streamTarget(bot: StreamingBot): StreamTarget | null {
  const r = bot.request;
  if (bot.version === 'v2') {
    const config = r.streaming_config as { output_url?: unknown; audio_frequency?: unknown } | null;
    if (r.streaming_enabled !== true || typeof config?.output_url !== 'string') return null;
    const hz = typeof config.audio_frequency === 'number' ? config.audio_frequency : 24_000;
    return { url: config.output_url, sampleRate: hz };
  }
  const streaming = r.streaming as { output?: unknown; audio_frequency?: unknown } | null;
  if (typeof streaming?.output !== 'string') return null;
  return {
    url: streaming.output,
    sampleRate: streaming.audio_frequency === '16khz' ? 16_000 : 24_000,
  };
}

/**
 * A bot in its meeting streaming the meeting's audio to the URL it was given, as the vendor's
 * bot does: it dials the URL (no header), sends a JSON handshake on every connect, then the
 * meeting's mix as binary frames of 100 ms of 16-bit little-endian mono PCM at real-time pace
 * (times `speed`), and a JSON array of the participants with who is speaking at each change.
 * The meeting's audio starts once its first dial settles (the socket opened, or it failed), as
 * the bot starts streaming when it reaches its URL; audio produced while it is not connected
 * after that is dropped. A socket that closes is dialled again
 * after 1 s, 2 s, 4 s … up to 60 s (divided by `speed`); `drop()` closes it abnormally. When the
 * meeting's audio is over the socket closes with 1000 and `done` resolves. With `holdAt`, the
 * audio stops at that second (the socket stays) until `release()`, then goes on at its pace.
 */
export class BotAudioStream {
  readonly done: Promise<void>;
  /** Connections opened so far. */
  connects = 0;
  /** Frames that found no open socket (dropped at the source). */
  dropped = 0;
  /** When each frame that went out was sent (epoch ms), in order: what latency is counted from. */
  readonly sentAt: number[] = [];
  private ws: WebSocket | null = null;
  private timer: NodeJS.Timeout | undefined;
  /** When the meeting's audio started (its first dial settled); null before. */
  private startedAt: number | null = null;
  /** The frame the stream holds at until released; null once released (or never held). */
  private holdFrame: number | null;
  private readonly pcm: Buffer;
  private readonly frameBytes: number;
  private readonly frames: number;
  private nextFrame = 0;
  private speakingNow: number | null = null;
  private stopped = false;
  private failures = 0;
  private finish!: () => void;

  constructor(
    private readonly bot: StreamingBot,
    private readonly target: StreamTarget,
    private readonly speed: number,
    holdAt: number | null = null,
  ) {
    this.pcm = meetingPcm(target.sampleRate);
    this.frameBytes = (target.sampleRate * 2 * FRAME_MS) / 1000;
    this.frames = Math.ceil(this.pcm.length / this.frameBytes);
    this.holdFrame = holdAt === null ? null : Math.round((holdAt * 1000) / FRAME_MS);
    this.done = new Promise((resolve) => (this.finish = resolve));
    this.connect();
    this.timer = setInterval(() => this.tick(), Math.max(1, FRAME_MS / speed));
    this.timer.unref();
  }

  /** A held stream goes on from where it stopped, at its pace (none of the meeting skipped). */
  release(): void {
    if (this.holdFrame === null) return;
    if (this.startedAt !== null) {
      const heldSince = this.startedAt + (this.holdFrame * FRAME_MS) / this.speed;
      this.startedAt += Math.max(0, Date.now() - heldSince);
    }
    this.holdFrame = null;
  }

  /** Closes the socket abnormally (the network failed); the bot dials again. */
  drop(): void {
    this.ws?.terminate();
  }

  /** The bot left: the socket closes and is not dialled again. */
  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    clearInterval(this.timer);
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.close(1000, 'meeting over');
    else this.ws?.terminate();
    this.finish();
  }

  private connect(): void {
    if (this.stopped) return;
    const ws = new WebSocket(this.target.url, { handshakeTimeout: 5_000 });
    this.ws = ws;
    ws.on('open', () => {
      this.startedAt ??= Date.now();
      this.connects++;
      this.failures = 0;
      ws.send(JSON.stringify(this.handshake()));
      if (this.speakingNow !== null) ws.send(JSON.stringify(this.participants()));
    });
    // Whatever the other side sends is ignored, as the vendor's bot ignores it.
    ws.on('error', () => undefined);
    ws.on('close', () => {
      this.startedAt ??= Date.now();
      if (this.ws === ws) this.ws = null;
      if (!this.stopped) void this.redial();
    });
  }

  private async redial(): Promise<void> {
    const delay = Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** this.failures++);
    await sleep(delay / this.speed, undefined, { ref: false });
    if (!this.stopped && !this.ws) this.connect();
  }

  /** v2's bot says its sample rate; v1's does not (some versions of the bot leave it out). */
  private handshake() {
    const offset = (this.nextFrame * FRAME_MS) / 1000;
    return this.bot.version === 'v2'
      ? { protocol_version: 2, bot_id: this.bot.id, offset, sample_rate: this.target.sampleRate }
      : { protocol_version: 1, bot_id: this.bot.id, offset };
  }

  /** Sends the frames that are due by now (dropped when no socket is open), then the end. */
  private tick(): void {
    if (this.startedAt === null) return;
    const due = Math.min(
      this.frames,
      this.holdFrame ?? Infinity,
      Math.floor(((Date.now() - this.startedAt) * this.speed) / FRAME_MS) + 1,
    );
    for (; this.nextFrame < due; this.nextFrame++) {
      this.speakers((this.nextFrame * FRAME_MS) / 1000);
      const open = this.ws?.readyState === WebSocket.OPEN;
      if (!open) {
        this.dropped++;
        continue;
      }
      const start = this.nextFrame * this.frameBytes;
      this.ws!.send(this.pcm.subarray(start, start + this.frameBytes), { binary: true });
      this.sentAt.push(Date.now());
    }
    if (this.nextFrame >= this.frames) this.stop();
  }

  /** At a change of speaker, the participants with who speaks, timed by the bot's clock. */
  private speakers(second: number): void {
    const turn = meetingTurns().find((t) => second >= t.start && second < t.end);
    const speaking = turn?.speaker.id ?? null;
    if (speaking === this.speakingNow) return;
    this.speakingNow = speaking;
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(this.participants()));
  }

  /** v2's bot times them in milliseconds, v1's in seconds (both are seen). */
  private participants() {
    const now = Date.now();
    const timestamp = this.bot.version === 'v2' ? now : now / 1000;
    const people = new Map(meetingTurns().map((t) => [t.speaker.id, t.speaker.name]));
    return [...people].map(([id, name]) => ({
      name,
      id,
      timestamp,
      isSpeaking: id === this.speakingNow,
    }));
  }
}
