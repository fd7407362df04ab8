import { Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from './app-config.js';

/**
 * A secret a development server makes for itself when `variable` is unset: generated once
 * (`prefix` and 32 random bytes), kept in `<DATA_DIR>/<file>` readable by the owner only, so that
 * a restart finds it again; only its path is logged, never the secret.
 */
export function developmentSecret(
  config: AppConfig,
  {
    variable,
    file,
    prefix = '',
    what,
  }: { variable: string; file: string; prefix?: string; what: string },
): string {
  const path = join(config.dataDir, file);
  if (!existsSync(path)) {
    mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
    writeFileSync(path, `${prefix}${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
    chmodSync(path, 0o600);
  }
  new Logger('Config').warn(`${variable} is not set: the development ${what} is in ${path}`);
  return readFileSync(path, 'utf8').trim();
}
