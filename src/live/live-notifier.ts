import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { Bus } from '../platform/bus/bus.js';
import { AppConfig } from '../platform/config/app-config.js';
import { PrismaService } from '../platform/database/prisma.service.js';
import { type LiveSignal, LiveHub, type LivePartial } from './live-hub.js';
import type { LiveFinalDto } from './live.dto.js';

/** The channel every replica listens on. */
export const CHANNEL = 'bridge_live';
/** What one notification carries at most (PostgreSQL refuses 8,000 bytes and more). */
const MAX_PAYLOAD = 7_000;
/** Wake-ups are gathered this long, then sent once per bot. */
const COALESCE_MS = 20;
/** A final longer than this (JSON) goes as a wake-up: its subscribers read it from the rows. */
const MAX_FINAL = 5_000;
/** Partials are cut to this many characters in a notification. */
const MAX_PARTIAL_TEXT = 1_000;

/** One notification: from which replica, and what happened to which bots. */
interface Message {
  r: string;
  /** Bots whose rows changed. */
  w?: string[];
  /** Partials, by bot. */
  p?: [string, LivePartial][];
  /** Finals just kept, by bot (a long one goes as a wake-up instead). */
  f?: [string, LiveFinalDto][];
  /** Gaps, by bot. */
  g?: [string, Extract<LiveSignal, { kind: 'gap' }>['gap']][];
  /** Meetings over. */
  o?: string[];
  /** Takeovers: bot and epoch. */
  t?: [string, number][];
}

/**
 * Live signals across replicas, through PostgreSQL LISTEN/NOTIFY: a bot's socket lands on one
 * replica, its subscribers and the webhook that ends its meeting may reach others. One
 * connection per replica listens (its own, outside the pool: a transaction-pooling pooler cannot
 * hold it); notifications go out through the pool, gathered every COALESCE_MS and coalesced per
 * bot, after the rows they are about were committed. A notification says that rows changed, or
 * carries what is never stored (partials); the rows stay the truth. Nothing is replayed to a
 * replica that was not listening: after it listens again, every subscriber here reads its rows
 * again. The embedded database runs in one process: there, nothing crosses.
 */
@Injectable()
export class LiveNotifier implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(LiveNotifier.name);
  private readonly replica = randomBytes(6).toString('hex');
  private client: pg.Client | null = null;
  private stopped = false;
  private outgoing: Required<Omit<Message, 'r'>> = { w: [], p: [], f: [], g: [], o: [], t: [] };
  private wakes = new Set<string>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly prisma: PrismaService,
    private readonly config: AppConfig,
    private readonly hub: LiveHub,
    private readonly bus: Bus,
  ) {}

  onApplicationBootstrap(): void {
    const url = this.config.database.DATABASE_URL;
    if (this.prisma.connection.kind !== 'postgres' || !url) return;
    // What this replica published and signalled goes to the others.
    this.bus.on('live.published', (botId, signal) => this.relayed(botId, signal));
    this.bus.on('live.over', (botId, origin) => {
      if (origin !== 'here') return;
      this.outgoing.o.push(botId);
      this.schedule();
    });
    this.bus.on('live.takeover', (botId, epoch, origin) => {
      if (origin !== 'here') return;
      this.outgoing.t.push([botId, epoch]);
      this.schedule();
    });
    void this.listen(url);
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.flush();
    await this.client?.end().catch(() => undefined);
  }

  /** Holds the listening connection, again and again when it is lost. */
  private async listen(url: string): Promise<void> {
    for (let failures = 0; !this.stopped;) {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
      const lost = new Promise<void>((resolve) => {
        client.on('error', () => resolve());
        client.on('end', () => resolve());
      });
      try {
        client.on('notification', (n) => this.received(n.payload));
        await client.connect();
        await client.query(`LISTEN ${CHANNEL}`);
        this.client = client;
        if (failures > 0) this.logger.log('listening for live signals again');
        failures = 0;
        // Whatever was notified while nobody listened here is read from the rows.
        this.hub.wakeAll();
        await lost;
      } catch (error) {
        this.logger.warn(`cannot listen for live signals: ${(error as Error).message}`);
      }
      this.client = null;
      await client.end().catch(() => undefined);
      if (this.stopped) return;
      await sleep(Math.min(10_000, 250 * 2 ** failures++), undefined, { ref: false });
    }
  }

  private relayed(botId: string, signal: LiveSignal): void {
    if (signal.kind === 'wake') this.wakes.add(botId);
    else if (signal.kind === 'gap') this.outgoing.g.push([botId, signal.gap]);
    else if (signal.kind === 'final') {
      if (JSON.stringify(signal.final).length > MAX_FINAL) this.wakes.add(botId);
      else this.outgoing.f.push([botId, signal.final]);
    } else {
      const partial = { ...signal.partial, text: signal.partial.text.slice(0, MAX_PARTIAL_TEXT) };
      this.outgoing.p.push([botId, partial]);
    }
    this.schedule();
  }

  private schedule(): void {
    if (this.timer || this.stopped) return;
    this.timer = setTimeout(() => void this.flush(), COALESCE_MS);
    this.timer.unref();
  }

  /** Sends what gathered, in as few notifications as fit. */
  private async flush(): Promise<void> {
    this.timer = undefined;
    const out = this.outgoing;
    out.w = [...this.wakes];
    this.wakes = new Set();
    this.outgoing = { w: [], p: [], f: [], g: [], o: [], t: [] };
    for (const payload of pack(this.replica, out)) {
      try {
        await this.prisma.$executeRaw`SELECT pg_notify(${CHANNEL}, ${payload})`;
      } catch (error) {
        // The database is away: the rows say it all once it is back (wakeAll on re-listening).
        this.logger.warn(`a live signal was not sent: ${(error as Error).message}`);
      }
    }
  }

  private received(payload: string | undefined): void {
    let message: Message;
    try {
      message = JSON.parse(payload ?? '') as Message;
    } catch {
      return;
    }
    // Its own notifications: this replica delivered them already.
    if (message.r === this.replica) return;
    for (const botId of message.w ?? []) this.hub.deliver(botId, { kind: 'wake' });
    for (const [botId, partial] of message.p ?? [])
      this.hub.deliver(botId, { kind: 'partial', partial });
    for (const [botId, final] of message.f ?? []) this.hub.deliver(botId, { kind: 'final', final });
    for (const [botId, gap] of message.g ?? []) this.hub.deliver(botId, { kind: 'gap', gap });
    for (const botId of message.o ?? []) this.bus.emit('live.over', botId, 'peer');
    for (const [botId, epoch] of message.t ?? [])
      this.bus.emit('live.takeover', botId, epoch, 'peer');
  }
}

/** The notifications carrying `out`, each under MAX_PAYLOAD bytes. */
export function pack(replica: string, out: Required<Omit<Message, 'r'>>): string[] {
  const payloads: string[] = [];
  let current: Message = { r: replica };
  const size = (m: Message) => Buffer.byteLength(JSON.stringify(m));
  const add = <K extends keyof Omit<Message, 'r'>>(
    key: K,
    item: NonNullable<Message[K]>[number],
  ) => {
    const next = { ...current, [key]: [...((current[key] as unknown[]) ?? []), item] } as Message;
    if (size(next) > MAX_PAYLOAD && Object.keys(current).length > 1) {
      payloads.push(JSON.stringify(current));
      current = { r: replica, [key]: [item] } as Message;
    } else current = next;
  };
  for (const key of ['w', 'o', 't', 'f', 'g', 'p'] as const) {
    for (const item of out[key] as unknown[]) add(key, item as never);
  }
  if (Object.keys(current).length > 1) payloads.push(JSON.stringify(current));
  return payloads;
}
