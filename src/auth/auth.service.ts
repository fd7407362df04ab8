import { Inject, Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { PreviousSecret } from '../config/previous-secret.js';
import { hashKey, secretsEqual } from './api-key.js';
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
  private readonly touchedAt = new Map<string, number>();

  /** BRIDGE_ADMIN_KEY_PREVIOUS, while a rotation of BRIDGE_ADMIN_KEY is under way. */
  private readonly previousAdminKey: PreviousSecret | null;

  constructor(
    private readonly keys: ApiKeysRepository,
    @Inject(BOOTSTRAP_ADMIN_KEY) private readonly adminKey: string | null,
    config: AppConfig,
  ) {
    this.previousAdminKey = PreviousSecret.of(config.env, 'BRIDGE_ADMIN_KEY');
  }

  /** The principal a presented key stands for, or null when it is unknown or revoked. */
  async authenticate(presented: string): Promise<Principal | null> {
    if (this.adminKey && secretsEqual(presented, this.adminKey)) {
      return { keyId: null, keyName: 'BRIDGE_ADMIN_KEY', teamId: null, role: 'admin' };
    }
    const previous = this.previousAdminKey;
    if (previous?.live && secretsEqual(presented, previous.value)) {
      return { keyId: null, keyName: 'BRIDGE_ADMIN_KEY_PREVIOUS', teamId: null, role: 'admin' };
    }
    const hash = hashKey(presented);
    const now = Date.now();
    const cached = this.cache.get(hash);
    if (cached && cached.expiresAt > now) {
      this.touch(cached.principal);
      return cached.principal;
    }
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
    if (this.cache.size >= CACHE_MAX_ENTRIES) this.cache.clear();
    this.cache.set(hash, { principal, expiresAt: now + KEY_CACHE_TTL_MS });
    this.touch(principal);
    return principal;
  }

  /** Forget cached keys at once on this replica (others expire within the cache TTL). */
  forget(keyId: string): void {
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
