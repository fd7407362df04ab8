import {
  HttpException,
  HttpStatus,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { ApiKeysRepository } from '../platform/auth/api-keys.repository.js';
import { KEY_CACHE_TTL_MS } from '../platform/auth/auth.service.js';
import { AppConfig } from '../platform/config/app-config.js';

/** Who holds a live-transcript stream open: what its bounds count, and what ends it. */
export interface StreamHolder {
  /** The bot's team: a team's streams are bounded. */
  teamId: string;
  /** The API key that opened the stream or minted its token; null: the configured admin key. */
  keyId: string | null;
  /** The key as its bound counts it: its id, or the configured key's name. */
  key: string;
  /** A token's end, when the stream ends too; null for a stream opened with a key. */
  until: Date | null;
}

interface Hold {
  holder: StreamHolder;
  end: () => void;
  timer?: NodeJS.Timeout;
}

/** Where a refusal sets its Retry-After. */
interface HeaderSink {
  setHeader(name: string, value: string): unknown;
}

/**
 * The live-transcript streams open on this replica, by team and by key: at most
 * LIVE_STREAMS_PER_TEAM of a team's bots and LIVE_STREAMS_PER_KEY of one key (or of the tokens
 * it minted) at once (429). A stream ends at its token's expiry, and within KEY_CACHE_TTL_MS of
 * its key being revoked or its team offboarded (as every other request of that key stops being
 * served then): one query a round for every key that holds streams.
 */
@Injectable()
export class LiveStreamHolds implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(LiveStreamHolds.name);
  private readonly holds = new Set<Hold>();
  private readonly perTeam = new Map<string, number>();
  private readonly perKey = new Map<string, number>();
  private checker: NodeJS.Timeout | undefined;
  private checking = false;

  constructor(
    private readonly keys: ApiKeysRepository,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.checker = setInterval(() => void this.check(), KEY_CACHE_TTL_MS);
    this.checker.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.checker);
  }

  /**
   * Counts a stream of `holder` in, or refuses it (429). `end` is called when the holder may no
   * longer read; the function returned lets the stream's place go (idempotent).
   */
  admit(holder: StreamHolder, end: () => void, res: HeaderSink): () => void {
    const { LIVE_STREAMS_PER_TEAM: perTeam, LIVE_STREAMS_PER_KEY: perKey } = this.config.live;
    const team = this.perTeam.get(holder.teamId) ?? 0;
    const key = this.perKey.get(holder.key) ?? 0;
    if (team >= perTeam || key >= perKey) {
      res.setHeader('Retry-After', '5');
      throw new HttpException(
        key >= perKey
          ? `This key holds ${perKey} live transcript streams open on this replica, as many as ` +
              'one key may: close one first'
          : `The team's bots have ${perTeam} live transcript streams open on this replica, as ` +
              'many as a team may: close one first',
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
    this.perTeam.set(holder.teamId, team + 1);
    this.perKey.set(holder.key, key + 1);
    const hold: Hold = { holder, end };
    if (holder.until) {
      hold.timer = setTimeout(end, Math.max(0, holder.until.getTime() - Date.now()));
      hold.timer.unref();
    }
    this.holds.add(hold);
    return () => {
      if (!this.holds.delete(hold)) return;
      clearTimeout(hold.timer);
      decrement(this.perTeam, holder.teamId);
      decrement(this.perKey, holder.key);
    };
  }

  /** The streams of keys no longer usable end. */
  private async check(): Promise<void> {
    if (this.checking || this.holds.size === 0) return;
    this.checking = true;
    try {
      const ids = new Set<string>();
      for (const { holder } of this.holds) if (holder.keyId) ids.add(holder.keyId);
      const usable = await this.keys.usable([...ids]);
      for (const hold of [...this.holds]) {
        if (hold.holder.keyId && !usable.has(hold.holder.keyId)) {
          this.logger.log(`a live transcript stream of revoked key ${hold.holder.keyId} ended`);
          hold.end();
        }
      }
    } catch (error) {
      this.logger.warn(`live transcript streams' keys not checked: ${(error as Error).message}`);
    } finally {
      this.checking = false;
    }
  }
}

function decrement(counts: Map<string, number>, name: string): void {
  const left = (counts.get(name) ?? 1) - 1;
  if (left > 0) counts.set(name, left);
  else counts.delete(name);
}
