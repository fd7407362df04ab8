import { Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../config/app-config.js';

/** Injection token of the bootstrap admin key (a string, or null when there is none). */
export const BOOTSTRAP_ADMIN_KEY = Symbol('BOOTSTRAP_ADMIN_KEY');

/**
 * `BRIDGE_ADMIN_KEY` when set. Outside production, a newcomer needs a first admin key without
 * reading any secret from a log: one is generated once and kept in `<DATA_DIR>/admin-key`
 * (readable by the owner only), and only its path is logged.
 */
export function resolveBootstrapAdminKey(config: AppConfig): string | null {
  if (config.env.BRIDGE_ADMIN_KEY) return config.env.BRIDGE_ADMIN_KEY;
  if (config.isProduction) return null;
  const file = join(config.dataDir, 'admin-key');
  if (!existsSync(file)) {
    mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
    writeFileSync(file, `mbb_admin_${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  new Logger('Auth').warn(`BRIDGE_ADMIN_KEY is not set: the development admin key is in ${file}`);
  return readFileSync(file, 'utf8').trim();
}
