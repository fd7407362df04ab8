import { Inject, Injectable, Logger } from '@nestjs/common';
import { timingSafeEqual } from 'node:crypto';
import { AppConfig } from '../config/app-config.js';
import { PreviousSecret } from '../config/previous-secret.js';
import { digestOf } from './api-key.js';
import { BOOTSTRAP_ADMIN_KEY } from './bootstrap-admin-key.js';
import { ApiKeysRepository } from './api-keys.repository.js';
import { type Principal } from './principal.js';

/** How long a verified key is trusted without asking the database again. */
export const KEY_CACHE_TTL_MS = 5_000;
/** `last_used_at` is written at most this often per key, to keep writes off the hot path. */
const TOUCH_INTERVAL_MS = 60_000;
const CACHE_MAX_ENTRIES = 10_000;

interface CacheEntry {
  principal: Principal;
  expiresAt: number;
}

@Injectable()
export class AuthService {
  private readonly logger = new Logger(AuthService.name);
  private readonly cache = new Map<string, CacheEntry>();
  /** Lookups in flight by key hash: requests that miss the cache together share one query. */
  private readonly lookups = new Map<string, Promise<Principal | null>>();
  /** Counts forget() calls: a lookup that began before one does not fill the cache. */
  private generation = 0;
  private readonly touchedAt = new Map<string, number>();

  /**
   * The digests of BRIDGE_ADMIN_KEY, and of BRIDGE_ADMIN_KEY_PREVIOUS while a rotation is under
   * way: a presented key is hashed once, and that digest is compared with these (in constant
   * time) and then looked up.
   */
  private readonly adminDigest: Buffer | null;
  private readonly previousAdmin: { digest: Buffer; secret: PreviousSecret } | null;

  constructor(
    private readonly keys: ApiKeysRepository,
    @Inject(BOOTSTRAP_ADMIN_KEY) adminKey: string | null,
    config: AppConfig,
  ) {
    this.adminDigest = adminKey ? digestOf(adminKey) : null;
    const previous = config.previousSecret('BRIDGE_ADMIN_KEY');
    this.previousAdmin = previous && { digest: digestOf(previous.value), secret: previous };
  }

  /** The principal a presented key stands for, or null when it is unknown or revoked. */
  async authenticate(presented: string): Promise<Principal | null> {
    const digest = digestOf(presented);
    if (this.adminDigest && timingSafeEqual(digest, this.adminDigest)) {
      return { keyId: null, keyName: 'BRIDGE_ADMIN_KEY', teamId: null, role: 'admin' };
    }
    const previous = this.previousAdmin;
    if (previous?.secret.live && timingSafeEqual(digest, previous.digest)) {
      return { keyId: null, keyName: 'BRIDGE_ADMIN_KEY_PREVIOUS', teamId: null, role: 'admin' };
    }
    const hash = digest.toString('hex');
    const cached = this.cache.get(hash);
    if (cached && cached.expiresAt > Date.now()) {
      this.touch(cached.principal);
      return cached.principal;
    }
    // Under load, many requests of one key miss together when its entry expires.
    let lookup = this.lookups.get(hash);
    if (!lookup) {
      lookup = this.lookUp(hash).finally(() => {
        if (this.lookups.get(hash) === lookup) this.lookups.delete(hash);
      });
      this.lookups.set(hash, lookup);
    }
    return lookup;
  }

  private async lookUp(hash: string): Promise<Principal | null> {
    const generation = this.generation;
    const key = await this.keys.findActiveByHash(hash);
    if (!key) {
      this.cache.delete(hash);
      return null;
    }
    const principal: Principal = {
      keyId: key.id,
      keyName: key.name,
      teamId: key.teamId,
      role: key.role,
    };
    if (generation === this.generation) {
      if (this.cache.size >= CACHE_MAX_ENTRIES) this.cache.clear();
      this.cache.set(hash, { principal, expiresAt: Date.now() + KEY_CACHE_TTL_MS });
    }
    this.touch(principal);
    return principal;
  }

  /** Forget cached keys at once on this replica (others expire within the cache TTL). */
  forget(keyId: string): void {
    // A lookup in flight may have read the key before it changed: it leaves the cache alone.
    this.generation++;
    this.lookups.clear();
    for (const [hash, entry] of this.cache) {
      if (entry.principal.keyId === keyId) this.cache.delete(hash);
    }
  }

  private touch(principal: Principal): void {
    if (!principal.keyId) return;
    const now = Date.now();
    if (now - (this.touchedAt.get(principal.keyId) ?? 0) < TOUCH_INTERVAL_MS) return;
    if (this.touchedAt.size >= CACHE_MAX_ENTRIES) this.touchedAt.clear();
    this.touchedAt.set(principal.keyId, now);
    this.keys
      .touch(principal.keyId, new Date(now))
      .catch((error: Error) => this.logger.warn(`could not record key use: ${error.message}`));
  }
}
