import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import { Bus } from '../platform/bus/bus.js';
import { Shutdown } from '../platform/common/shutdown.js';
import { AppConfig } from '../platform/config/app-config.js';
import { requestTargetProblem } from '../platform/http-edge/request-target.js';
import { OccasionalWarning } from '../platform/logging/occasional-warning.js';
import { newLeaseOwner } from '../platform/queue/lease-owner.js';
import { BotFeed, BYTES_PER_SECOND, type FeedSettings } from './bot-feed.js';
import { INGRESS_PATH, ingressTokenHash, LiveCore } from './live-core.js';
import { LiveHub } from './live-hub.js';
import { type IngressBot, LiveRepository } from './live.repository.js';
import { LiveSessions } from './live-sessions.js';
import { type ParsedSpeakers, parseSpeakerFrame } from './speakers.js';

/** A frame larger than this closes the socket (1009): a bot sends 100 ms frames of a few KiB. */
const MAX_FRAME_BYTES = 256 * 1024;
/** Connections of one bot open at once on a replica, at most: a bot has one; more is a flood. */
const MAX_CONNECTIONS_PER_BOT = 4;
/**
 * Frames kept while a handshake is checked, at most (besides their bytes, bounded like a feed's
 * buffer): audio frames are 100 ms each, and 10 ms is the least any bot sends.
 */
const EARLY_FRAMES = 6_000;
/** The handshake must come within this. */
const HANDSHAKE_MS = 10_000;
/** Streams whose meeting is over that the finisher takes on per round. */
const FINISH_BATCH = 20;
/**
 * Text frames (speaker frames, the handshake) a connection may send: a burst of this many, then
 * SPEAKER_FRAMES_PER_SECOND. A bot sends one when the set of speakers changes; past this budget
 * the socket is closed (CLOSE.flood).
 */
const SPEAKER_FRAMES_BURST = 100;
const SPEAKER_FRAMES_PER_SECOND = 10;
/** A token is 32 random bytes, base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Close codes of the bridge's side, each with a log line (the vendor's bot gives no feedback). */
export const CLOSE = {
  protocol: 4400,
  wrongBot: 4403,
  handshakeTimeout: 4408,
  takenOver: 4409,
  over: 4410,
  earlyOverflow: 4413,
  flood: 4429,
  notJson: 1007,
} as const;

/**
 * The bridge's WebSocket route for bots' audio, `/live/ingress/<token>` on its own port (an HTTP
 * upgrade, so it needs no fast-lane route): any replica may take it. The token is the only
 * credential the vendor's bot can carry; a token the bridge does not know, or a bot whose stream
 * is over, is refused at the upgrade (404, 410) before anything is read. After the upgrade the
 * first text frame must be the handshake, naming the vendor's id of the token's bot; then binary
 * frames are audio and text frames speaker updates. Bad input closes the socket with a code of
 * its own and a log line, never more.
 *
 * Feeds live here, one per bot with a connection on this replica; a finisher takes on the
 * streams whose meeting is over and that no replica holds (their owner died or never came).
 */
@Injectable()
export class LiveIngress implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(LiveIngress.name);
  /** Anyone can probe tokens: the warning is logged once a minute at most. */
  private readonly unknownToken = new OccasionalWarning(this.logger);
  private readonly sockets = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_FRAME_BYTES,
    perMessageDeflate: false,
  });
  private readonly feeds = new Map<string, BotFeed>();
  private readonly connections = new Map<string, number>();
  private readonly settings: FeedSettings;
  private finisher: NodeJS.Timeout | undefined;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly repo: LiveRepository,
    private readonly sessions: LiveSessions,
    private readonly hub: LiveHub,
    private readonly core: LiveCore,
    private readonly shutdown: Shutdown,
    config: AppConfig,
    bus: Bus,
  ) {
    const live = config.live;
    this.settings = {
      owner: newLeaseOwner(),
      leaseMs: live.LIVE_LEASE_MS,
      bufferBytes: live.LIVE_BUFFER_SECONDS * BYTES_PER_SECOND,
      postFinalTimeoutMs: live.LIVE_POST_FINAL_TIMEOUT_MS,
      sessionMaxSeconds: live.LIVE_SESSION_MAX_SECONDS,
    };
    bus.on('live.over', (botId) => void this.feeds.get(botId)?.finish());
    // Another replica took the stream over: a feed here of an earlier epoch lets go at once.
    bus.on('live.takeover', (botId, epoch, origin) => {
      if (origin !== 'peer') return;
      const feed = this.feeds.get(botId);
      if (feed && feed.heldEpoch !== null && feed.heldEpoch < epoch) {
        void feed.release(CLOSE.takenOver, 'taken over');
      }
    });
  }

  onApplicationBootstrap(): void {
    const server = this.adapterHost.httpAdapter?.getHttpServer() as Server | undefined;
    if (!server) return;
    server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      socket.on('error', () => undefined);
      void this.upgrade(req, socket, head).catch((error: unknown) => {
        this.logger.error({ err: error }, 'a streaming connection failed');
        refuse(socket, 503, 'Service Unavailable');
      });
    });
    this.finisher = setInterval(() => void this.finishUnattended(), this.settings.leaseMs);
    this.finisher.unref();
  }

  /**
   * Feeds let go (before the database closes: this module is destroyed before the ones it
   * uses): their sessions stay open for the replica the bots reconnect to.
   */
  async onModuleDestroy(): Promise<void> {
    clearInterval(this.finisher);
    await Promise.all([...this.feeds.values()].map((f) => f.release(1001, 'going away')));
    for (const ws of this.sockets.clients) ws.terminate();
    this.sockets.close();
  }

  private async upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    // The front door's rule for every request target holds for upgrades too.
    if (requestTargetProblem(req.url)) return refuse(socket, 400, 'Bad Request');
    const path = new URL(req.url!, 'http://bridge.invalid').pathname;
    if (!path.startsWith(INGRESS_PATH)) return refuse(socket, 404, 'Not Found');
    const token = path.slice(INGRESS_PATH.length);
    const bot = TOKEN.test(token) ? await this.repo.botOfToken(ingressTokenHash(token)) : null;
    if (!bot) {
      this.unknownToken.warn('a streaming connection with an unknown token was refused');
      return refuse(socket, 404, 'Not Found');
    }
    if (bot.streamEnded || bot.botEnded || this.shutdown.signal.aborted) {
      this.logger.warn(
        `bot ${bot.botId}: a streaming connection after its stream ended was refused`,
      );
      return refuse(socket, 410, 'Gone');
    }
    if ((this.connections.get(bot.botId) ?? 0) >= MAX_CONNECTIONS_PER_BOT) {
      this.logger.warn(`bot ${bot.botId}: too many streaming connections at once; refused`);
      return refuse(socket, 429, 'Too Many Requests');
    }
    // Counted once open (handleUpgrade calls back, synchronously, only then): an upgrade that
    // fails its handshake, or whose client hung up during the lookup, counts for nothing.
    this.sockets.handleUpgrade(req, socket, head, (ws) => this.connected(ws, bot));
  }

  private connected(ws: WebSocket, bot: IngressBot): void {
    this.connections.set(bot.botId, (this.connections.get(bot.botId) ?? 0) + 1);
    let feed: BotFeed | null = null;
    let attaching: Promise<void> | null = null;
    /** What came while the handshake was being checked (audio, speakers), passed on after it. */
    let early: (Buffer | ParsedSpeakers)[] = [];
    let earlyBytes = 0;
    const timer = setTimeout(() => close(CLOSE.handshakeTimeout, 'no handshake'), HANDSHAKE_MS);
    const close = (code: number, reason: string) => {
      this.logger.warn(`bot ${bot.botId}: streaming connection closed (${code}): ${reason}`);
      ws.close(code, reason);
    };
    /** Kept for after the handshake; a bot that outruns it by a whole buffer is closed. */
    const keepEarly = (item: Buffer | ParsedSpeakers) => {
      if (ws.readyState !== ws.OPEN) return;
      earlyBytes += Buffer.isBuffer(item) ? item.length : 0;
      if (early.length >= EARLY_FRAMES || earlyBytes > this.settings.bufferBytes) {
        early = [];
        return close(CLOSE.earlyOverflow, 'more audio than the buffer before the handshake');
      }
      early.push(item);
    };
    const textFrames = budget(SPEAKER_FRAMES_BURST, SPEAKER_FRAMES_PER_SECOND);
    ws.on('error', () => undefined);
    ws.on('close', () => {
      clearTimeout(timer);
      const left = (this.connections.get(bot.botId) ?? 1) - 1;
      if (left > 0) this.connections.set(bot.botId, left);
      else this.connections.delete(bot.botId);
      feed?.detach(ws);
    });
    ws.on('message', (data: RawData, isBinary: boolean) => {
      if (ws.readyState !== ws.OPEN) return;
      if (isBinary) {
        if (feed) return feed.audio(ws, toBuffer(data));
        if (!attaching) return close(CLOSE.protocol, 'audio before the handshake');
        return keepEarly(toBuffer(data));
      }
      if (!textFrames()) return close(CLOSE.flood, 'more speaker frames than its budget');
      let message: unknown;
      try {
        message = JSON.parse(toBuffer(data).toString('utf8'));
      } catch {
        return close(CLOSE.notJson, 'a text frame that is not JSON');
      }
      if (isHandshake(message)) {
        if (attaching) return;
        clearTimeout(timer);
        attaching = this.handshake(ws, bot, message, close).then((attached) => {
          feed = attached;
          for (const item of early) {
            if (Buffer.isBuffer(item)) attached?.audio(ws, item);
            else attached?.speakers(ws, item);
          }
          early = [];
          // It closed while it was being attached: the feed waits for the bot's next one.
          if (ws.readyState !== ws.OPEN) attached?.detach(ws);
        });
        return;
      }
      const speakers = parseSpeakerFrame(message);
      if (!speakers)
        return close(CLOSE.protocol, 'a text frame that is neither a handshake nor speakers');
      if (feed) feed.speakers(ws, speakers);
      else if (attaching) keepEarly(speakers);
    });
  }

  /** The handshake must name the token's bot, as the vendor knows it. */
  private async handshake(
    ws: WebSocket,
    bot: IngressBot,
    message: { bot_id: unknown },
    close: (code: number, reason: string) => void,
  ): Promise<BotFeed | null> {
    // The vendor's id may have been recorded since the upgrade.
    const upstreamBotId = bot.upstreamBotId ?? (await this.repo.upstreamBotIdOf(bot.botId));
    if (typeof message.bot_id !== 'string' || message.bot_id !== upstreamBotId) {
      close(CLOSE.wrongBot, 'the handshake names another bot');
      return null;
    }
    let feed = this.feeds.get(bot.botId);
    if (!feed || feed.over) {
      feed = this.newFeed(bot.botId, bot.teamId);
    }
    if (!(await feed.attach(ws))) {
      close(CLOSE.over, 'the live stream is over');
      return null;
    }
    return feed;
  }

  /** A feed of the bot on this replica, forgotten once it is over here. */
  private newFeed(botId: string, teamId: string): BotFeed {
    const feed = new BotFeed(
      botId,
      teamId,
      this.repo,
      this.sessions,
      this.hub,
      this.settings,
      (id, epoch) => this.core.signalTakeover(id, epoch),
      (gone) => {
        if (this.feeds.get(gone.botId) === gone) this.feeds.delete(gone.botId);
      },
    );
    this.feeds.set(botId, feed);
    return feed;
  }

  /** Streams whose meeting is over and that nobody holds are finished here. */
  private async finishUnattended(): Promise<void> {
    if (this.shutdown.signal.aborted) return;
    let due: { botId: string; teamId: string }[];
    try {
      due = await this.repo.unattendedEnds(FINISH_BATCH);
    } catch {
      return;
    }
    for (const { botId, teamId } of due) {
      if (this.feeds.has(botId)) continue;
      await this.newFeed(botId, teamId).finish();
    }
  }
}

function isHandshake(message: unknown): message is { bot_id: unknown; protocol_version: unknown } {
  return typeof message === 'object' && message !== null && 'protocol_version' in message;
}

/** A token bucket: true while a frame fits in `burst`, refilled at `perSecond`. */
function budget(burst: number, perSecond: number): () => boolean {
  let tokens = burst;
  let at = performance.now();
  return () => {
    const now = performance.now();
    tokens = Math.min(burst, tokens + ((now - at) / 1000) * perSecond);
    at = now;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}

function refuse(socket: Duplex, status: number, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

function toBuffer(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  return Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
}
