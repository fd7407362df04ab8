import { Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SecretBox } from '../common/secret-box.js';
import type { AppConfig } from './app-config.js';

/**
 * The box the bridge seals its kept secrets with: SECRETS_KEY, and SECRETS_KEY_PREVIOUS while a
 * rotation is under way (both required length: see EnvDto; SECRETS_KEY is required in
 * production). Outside production a key is generated once and kept in `<DATA_DIR>/secrets-key`
 * (readable by the owner only), so that a restart still opens what was sealed.
 */
export function secretBoxOf(config: AppConfig): SecretBox {
  const { SECRETS_KEY: key, SECRETS_KEY_PREVIOUS: previous } = config.env;
  const olds = previous ? [previous] : [];
  if (key) return new SecretBox(key, olds);
  const file = join(config.dataDir, 'secrets-key');
  if (!existsSync(file)) {
    mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
    writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  new Logger('Secrets').warn(`SECRETS_KEY is not set: the development key is in ${file}`);
  return new SecretBox(readFileSync(file, 'utf8').trim(), olds);
}
