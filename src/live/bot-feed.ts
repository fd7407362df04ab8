import { Logger } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import type WebSocket from 'ws';
import type { LiveSession } from '../generated/prisma/client.js';
import type { LiveRepository } from './live.repository.js';
import type { LiveHub } from './live-hub.js';
import { LiveFinalDto } from './live.dto.js';
import type { LiveSessions } from './live-sessions.js';
import { shownText } from '../platform/transcripts/utterances.js';
import { FeedSpeakers, roundSeconds as round, type SessionSpeakers } from './feed-speakers.js';
import { type ParsedSpeakers } from './speakers.js';
import { SttLiveSocket, type TranscriptData } from './stt-live-socket.js';

/** 16 kHz, 16-bit, mono: the format bots are asked to stream in. */
export const BYTES_PER_SECOND = 32_000;

export interface FeedSettings {
  owner: string;
  leaseMs: number;
  bufferBytes: number;
  postFinalTimeoutMs: number;
  sessionMaxSeconds: number;
}

/** The session a feed is sending to, and where it is in it. */
interface Current {
  row: LiveSession;
  socket: SttLiveSocket;
  /** Bytes of audio the session has (as far as this replica knows): the next byte's position. */
  position: number;
  speakers: SessionSpeakers;
}

const seconds = (bytes: number) => bytes / BYTES_PER_SECOND;

/**
 * One bot's stream on this replica: the bot's socket (the latest connection), and once audio
 * comes, the STT live session it feeds. Frames go to the session as they come, never waiting
 * for anything: while the session is being opened (or reopened) they wait in a buffer bounded
 * like the session's own; past it they are lost and the loss is recorded as a gap.
 *
 * Ownership: each connection of the bot takes the stream over (a new epoch). Feeding the STT
 * session needs the feeding hold, renewed every third of LIVE_LEASE_MS; a feed whose renewal
 * finds it gone (another replica took over) stops sending at once and leaves the session for the
 * new owner to resume. Finals are kept as they arrive, in order, each named by the speaker who
 * spoke longest during it.
 */
export class BotFeed {
  private readonly logger = new Logger('LiveFeed');
  private epoch: number | null = null;
  private socket: WebSocket | null = null;
  private current: Current | null = null;
  /** The session before (rolled over or lost), whose last finals may still come. */
  private previous: Current | null = null;
  private opening: Promise<void> | null = null;
  /** The connections taking the stream over on this replica, one after the other. */
  private attaching: Promise<unknown> = Promise.resolve();
  /** Frames waiting for a session, and their bytes. */
  private waiting: Buffer[] = [];
  private waitingBytes = 0;
  /** Audio bytes the bot delivered (all connections, this stream); the live transcript's clock. */
  private streamBytes = 0;
  /** Audio given up since the last session, from where in the stream, and why. */
  private gap: { from: number; reason: string } | null = null;
  private renewTimer: NodeJS.Timeout | undefined;
  /** Who speaks when: the bot's speaker frames placed in the sessions' audio. */
  private readonly speakerLog: FeedSpeakers;
  /** Writes of finals and speaker changes, one after the other. */
  private writes: Promise<unknown> = Promise.resolve();
  /** Not before then is a new session tried (the vendor failed). */
  private retryAt = 0;
  private retryMs = 0;
  private finishing: Promise<void> | null = null;
  private released = false;
  /** The team was told the live transcript is degraded (until a session opens again). */
  private degraded = false;

  constructor(
    readonly botId: string,
    readonly teamId: string,
    private readonly repo: LiveRepository,
    private readonly sessions: LiveSessions,
    private readonly hub: LiveHub,
    private readonly settings: FeedSettings,
    /** Tells the other replicas that this feed took the stream over. */
    private readonly signalTakeover: (botId: string, epoch: number) => void,
    /** Called once the feed is over here (finished, or taken over elsewhere). */
    private readonly gone: (feed: BotFeed) => void,
  ) {
    // Bounded like the audio that waits: a change a second of it.
    const maxPending = settings.bufferBytes / BYTES_PER_SECOND;
    this.speakerLog = new FeedSpeakers(botId, repo, maxPending, (work) => this.write(work));
  }

  get over(): boolean {
    return this.released;
  }

  /** The epoch of this replica's hold on the stream; null before it took it. */
  get heldEpoch(): number | null {
    return this.epoch;
  }

  /**
   * A connection of the bot (after its handshake) takes the stream over. False when the stream
   * is over (the socket is then closed by the caller).
   */
  async attach(ws: WebSocket): Promise<boolean> {
    // One at a time, so that each carries the hold of the one before.
    const attached = this.attaching.then(() => this.takeOver(ws));
    this.attaching = attached.catch(() => undefined);
    return attached;
  }

  private async takeOver(ws: WebSocket): Promise<boolean> {
    const epoch = await this.repo.takeOver(this.botId, this.settings.owner, this.epoch);
    if (epoch === null) return false;
    this.epoch = epoch;
    this.signalTakeover(this.botId, epoch);
    if (this.socket && this.socket !== ws) this.socket.terminate();
    this.socket = ws;
    if (this.streamBytes === 0) {
      const stream = await this.repo.stream(this.botId);
      this.streamBytes = Number(stream?.streamBytes ?? 0);
    }
    return true;
  }

  /** The bot's socket closed: the STT session stays, for the bot's next connection. */
  detach(ws: WebSocket): void {
    if (this.socket === ws) this.socket = null;
  }

  /** A binary frame of the bot's socket `ws`: audio, passed on byte for byte. */
  audio(ws: WebSocket, frame: Buffer): void {
    if (ws !== this.socket || this.finishing || this.released) return;
    this.streamBytes += frame.length;
    const current = this.current;
    if (current && !this.opening) {
      if (current.socket.send(frame)) {
        current.position += frame.length;
        if (seconds(current.position) >= this.settings.sessionMaxSeconds) this.rollOver();
      }
      return;
    }
    this.hold(frame);
    this.opening ??= this.open().finally(() => (this.opening = null));
  }

  /** A speaker frame: placed where the audio is now in the session. */
  speakers(ws: WebSocket, parsed: ParsedSpeakers): void {
    if (ws !== this.socket || this.released) return;
    const current = this.current;
    if (!current) {
      // Placed once a session takes the audio that waits.
      this.speakerLog.hold(this.streamBytes, parsed);
      return;
    }
    const at = seconds(current.position + this.waitingBytes);
    this.speakerLog.add(current.row.id, current.speakers, parsed, at);
  }

  /**
   * The meeting is over: the session is asked to stop, its post-final transcript awaited (for
   * LIVE_POST_FINAL_TIMEOUT_MS at most), the finals written, and the stream finished. Idempotent.
   */
  finish(): Promise<void> {
    this.finishing ??= this.finishNow().catch((error: unknown) => {
      this.logger.error({ err: error }, `bot ${this.botId}: finishing its live stream failed`);
    });
    return this.finishing;
  }

  /**
   * This replica lets go (shutting down, or another replica took over): the STT session is left
   * open for the next owner to resume, the feeding hold given back.
   */
  async release(code: number, reason: string): Promise<void> {
    if (this.released) return;
    this.released = true;
    clearInterval(this.renewTimer);
    const current = this.current;
    this.current = null;
    current?.socket.close();
    this.socket?.close(code, reason);
    if (this.epoch !== null) {
      await this.repo.stopFeeding(this.botId, this.epoch, this.streamBytes).catch(() => undefined);
    }
    this.gone(this);
  }

  private hold(frame: Buffer): void {
    if (this.waitingBytes + frame.length > this.settings.bufferBytes) {
      // Nowhere to send it: the oldest audio waiting is given up.
      this.openGap(
        this.streamBytes - frame.length - this.waitingBytes,
        'no session to send the audio to',
      );
      this.waitingBytes -= this.waiting.shift()!.length;
    }
    this.waiting.push(frame);
    this.waitingBytes += frame.length;
  }

  /** Takes the feeding hold, then resumes the open session or opens the next one. */
  private async open(): Promise<void> {
    while (!this.released && !this.finishing && this.epoch !== null) {
      if (Date.now() < this.retryAt) {
        await sleep(this.retryAt - Date.now(), undefined, { ref: false });
        continue;
      }
      const epoch = this.epoch;
      const hold = await this.repo
        .startFeeding(this.botId, epoch, this.settings.leaseMs)
        .catch(() => 'unknown' as const);
      if (hold === 'lost') {
        if (await this.takenOverHere(epoch)) continue;
        return void (await this.release(4409, 'taken over'));
      }
      if (hold === 'unknown') {
        // The database did not answer: the audio waits, and the hold is asked for again.
        await sleep(Math.max(100, this.settings.leaseMs / 3), undefined, { ref: false });
        continue;
      }
      if (hold === 'busy') {
        // Another replica still feeds it: its hold ends when it lets go or runs out.
        await sleep(Math.max(50, this.settings.leaseMs / 10), undefined, { ref: false });
        continue;
      }
      this.keepHold();
      try {
        this.current = await this.connect();
        this.retryMs = 0;
      } catch (error) {
        this.retryMs = Math.min(30_000, Math.max(500, this.retryMs * 2));
        this.retryAt = Date.now() + this.retryMs;
        this.logger.warn(
          `bot ${this.botId}: no STT live session (${(error as Error).message}); ` +
            `trying again in ${this.retryMs} ms`,
        );
        // The audio waits (up to LIVE_BUFFER_SECONDS): delayed, not lost, unless it overflows.
        this.degrade('the STT vendor opens no session');
        continue;
      }
      this.degraded = false;
      this.flush();
      return;
    }
  }

  /** The open session resumed, or a new one opened and recorded (the next segment). */
  private async connect(): Promise<Current> {
    const resumed = await this.resume();
    if (resumed) return resumed;
    const start = this.streamBytes - this.waitingBytes;
    const created = await this.sessions.create(this.botId, this.teamId);
    const row = await this.repo.recordSession({
      botId: this.botId,
      teamId: this.teamId,
      epoch: this.epoch!,
      upstreamId: created.id,
      urlSealed: this.sessions.seal(created.url),
      offsetSeconds: round(seconds(start)),
    });
    if (!row) {
      await this.sessions.cancel(created.id);
      throw new Error('the stream was taken over while its session was being opened');
    }
    if (this.gap) {
      const gap = {
        from: round(seconds(this.gap.from)),
        to: round(seconds(start)),
        reason: this.gap.reason,
      };
      await this.repo.addGap(this.botId, gap.from, gap.to, gap.reason);
      this.hub.publish(this.botId, { kind: 'gap', gap });
      this.gap = null;
    }
    const current: Current = {
      row,
      socket: this.sessions.socket(created.url, this.handlers(row.id)),
      position: 0,
      speakers: [],
    };
    this.takePendingSpeakers(current);
    return current;
  }

  /** The bot's open session, resumed; null when it has none. */
  private async resume(): Promise<Current | null> {
    const open = await this.repo.openSession(this.botId);
    // The one this feed just left (rolled over, or lost) is not resumed, whatever its row says.
    if (!open?.urlSealed || open.id === this.previous?.row.id) return null;
    const current: Current = {
      row: open,
      socket: this.sessions.socket(this.sessions.unseal(open.urlSealed), this.handlers(open.id)),
      position: Number(open.ackedBytes),
      speakers: await this.repo.speakerChanges(open.id),
    };
    this.takePendingSpeakers(current);
    return current;
  }

  /** Audio is being lost from `from` (stream bytes) on. */
  private openGap(from: number, reason: string): void {
    if (this.gap) return;
    this.gap = { from, reason };
    this.degrade(reason);
  }

  /** The team hears once per episode that the live transcript is delayed or losing audio. */
  private degrade(reason: string): void {
    if (this.degraded) return;
    this.degraded = true;
    this.write(() => this.repo.degraded(this.botId, this.teamId, reason));
  }

  /** The speaker frames that waited for a session, placed in `current`'s audio. */
  private takePendingSpeakers(current: Current): void {
    const start = this.streamBytes - this.waitingBytes;
    this.speakerLog.takePending(current.row.id, current.speakers, start, (bytes) =>
      seconds(current.position + bytes),
    );
  }

  /** Sends what waited for the session. */
  private flush(): void {
    const current = this.current!;
    const frames = this.waiting;
    this.waiting = [];
    this.waitingBytes = 0;
    for (const frame of frames) {
      if (!current.socket.send(frame)) return;
      current.position += frame.length;
    }
  }

  private keepHold(): void {
    if (this.renewTimer) return;
    const every = Math.max(100, Math.floor(this.settings.leaseMs / 3));
    this.renewTimer = setInterval(() => void this.renew(), every);
    this.renewTimer.unref();
  }

  private async renew(): Promise<void> {
    const epoch = this.epoch;
    if (epoch === null || this.released) return;
    const held = await this.repo.renew(this.botId, epoch, this.settings.leaseMs).catch(() => null);
    // null: the database did not answer; the hold may still be ours until it runs out.
    if (held === 'lost' && !this.finishing && !(await this.takenOverHere(epoch))) {
      this.logger.log(`bot ${this.botId}: its live stream was taken over elsewhere`);
      await this.release(4409, 'taken over');
    } else if (held === 'over') {
      // The meeting ended and the word of it did not reach this replica: the row says it.
      void this.finish();
    }
  }

  /**
   * Whether the hold found lost for `epoch` went to a later connection of the bot on this
   * replica (which carries it under its own epoch), not to another replica.
   */
  private async takenOverHere(epoch: number): Promise<boolean> {
    await this.attaching;
    return this.epoch !== epoch;
  }

  private handlers(sessionId: string) {
    return {
      transcript: (data: TranscriptData) => {
        if (data.is_final) this.final(sessionId, data);
        else this.partial(sessionId, data);
      },
      lost: (reason: string) => void this.sessionLost(sessionId, reason),
    };
  }

  /** The session `id`, while this feed sends to it or has just left it. */
  private sessionOf(id: string): Current | null {
    if (this.current?.row.id === id) return this.current;
    return this.previous?.row.id === id ? this.previous : null;
  }

  /** Partials go to this replica's subscribers only; nothing of them is kept. */
  private partial(sessionId: string, data: TranscriptData): void {
    const current = this.sessionOf(sessionId);
    if (!current) return;
    const offset = current.row.offsetSeconds;
    const u = data.utterance;
    this.hub.publish(this.botId, {
      kind: 'partial',
      partial: {
        utterance_id: data.id,
        start: round(offset + u.start),
        end: round(offset + u.end),
        speaker: this.speakerOf(current, u.start, u.end),
        text: shownText(u.text),
      },
    });
  }

  private speakerOf(current: Current, start: number, end: number): string | null {
    return this.speakerLog.speakerOf(current.speakers, start, end);
  }

  private final(sessionId: string, data: TranscriptData): void {
    const current = this.sessionOf(sessionId);
    const offset = current?.row.offsetSeconds ?? 0;
    const u = data.utterance;
    const speaker = current ? this.speakerOf(current, u.start, u.end) : null;
    const acked = current ? current.position - current.socket.pending : 0;
    this.write(async () => {
      const kept = await this.repo.addFinal(
        this.botId,
        { id: sessionId, ackedBytes: acked },
        {
          utteranceId: data.id,
          start: round(offset + u.start),
          end: round(offset + u.end),
          speaker,
          text: shownText(u.text),
          language: u.language ?? null,
          words: u.words?.map((w) => ({
            ...w,
            word: shownText(w.word),
            start: round(offset + w.start),
            end: round(offset + w.end),
          })),
        },
      );
      if (kept) this.hub.publish(this.botId, { kind: 'final', final: LiveFinalDto.of(kept) });
    });
  }

  /** The vendor ended or refused the session: the next audio opens the next segment. */
  private async sessionLost(sessionId: string, reason: string): Promise<void> {
    const current = this.current;
    if (current?.row.id !== sessionId) return;
    this.current = null;
    this.previous = current;
    const acked = current.position - current.socket.pending;
    this.logger.warn(`bot ${this.botId}: its STT live session was lost (${reason})`);
    this.openGap(current.row.offsetSeconds * BYTES_PER_SECOND + acked, `session lost: ${reason}`);
    await this.repo.endSession(sessionId, 'lost', reason, acked).catch(() => undefined);
  }

  /** Near the vendor's session limit: this session ends, the next one takes the audio on. */
  private rollOver(): void {
    const current = this.current!;
    this.current = null;
    this.previous = current;
    void current.socket
      .stop(this.settings.postFinalTimeoutMs)
      .then(() =>
        this.repo.endSession(current.row.id, 'ended', 'session time limit', current.position),
      )
      .catch(() => undefined);
  }

  private async finishNow(): Promise<void> {
    if (this.epoch === null) {
      // Finishing a stream nobody holds (its owner died): its open session is resumed to end it.
      this.epoch = await this.repo.takeOver(this.botId, this.settings.owner, null);
      if (this.epoch === null) return void (await this.release(1000, 'meeting over'));
      if (
        (await this.repo.startFeeding(this.botId, this.epoch, this.settings.leaseMs)) !== 'held'
      ) {
        return void (await this.release(1000, 'held elsewhere'));
      }
      this.keepHold();
      this.current = await this.resume();
    }
    await this.opening;
    const current = this.current;
    const posts: unknown[] = [];
    if (current) {
      const post = await current.socket.stop(this.settings.postFinalTimeoutMs);
      if (post !== null) posts.push(post);
      await this.writes;
      await this.repo.endSession(
        current.row.id,
        'ended',
        'meeting over',
        current.position - current.socket.pending,
      );
    }
    if (!current && this.waitingBytes > 0) {
      // No session took it before the meeting ended: the audio that waited is lost.
      const from = this.gap?.from ?? this.streamBytes - this.waitingBytes;
      const gap = { from: round(seconds(from)), to: round(seconds(this.streamBytes)) };
      const reason = this.gap?.reason ?? 'no STT session before the meeting ended';
      await this.repo.addGap(this.botId, gap.from, gap.to, reason);
      this.hub.publish(this.botId, { kind: 'gap', gap: { ...gap, reason } });
    }
    await this.writes;
    const finished = await this.repo.finish(
      this.botId,
      this.epoch,
      { state: 'ended', error: null, streamBytes: this.streamBytes },
      (tx, events) => this.sessions.keepVersion(tx, events, this.botId, posts),
    );
    if (!finished) this.logger.warn(`bot ${this.botId}: another replica finishes its live stream`);
    this.hub.publish(this.botId, { kind: 'wake' });
    await this.release(1000, 'meeting over');
  }

  /** Finals and speaker changes are written in the order they came. */
  private write(work: () => Promise<unknown>): void {
    this.writes = this.writes.then(work).catch((error: unknown) => {
      this.logger.error({ err: error }, `bot ${this.botId}: a live write failed`);
    });
  }
}
