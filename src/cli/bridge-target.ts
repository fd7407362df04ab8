import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';

/**
 * Where the CLI finds the bridge and which key it sends:
 * - `BRIDGE_URL`, else `http://127.0.0.1:$PORT` (PORT as the server reads it, default 3000);
 * - `BRIDGE_KEY`, else `BRIDGE_ADMIN_KEY`, else the development admin key that a sandbox
 *   server keeps in `$DATA_DIR/admin-key`.
 * `.env` in the working directory is read first, as the server reads it (set variables win).
 */
export interface BridgeTarget {
  url: string;
  key: string | undefined;
}

export function loadDotEnv(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}

export function bridgeTarget(env: NodeJS.ProcessEnv = process.env): BridgeTarget {
  const url = (env.BRIDGE_URL || `http://127.0.0.1:${env.PORT || 3000}`).replace(/\/+$/, '');
  const key = env.BRIDGE_KEY || env.BRIDGE_ADMIN_KEY;
  if (key) return { url, key };
  const dataDir = env.DATA_DIR || './data';
  const file = join(isAbsolute(dataDir) ? dataDir : resolve(dataDir), 'admin-key');
  return {
    url,
    key: existsSync(file) ? readFileSync(file, 'utf8').trim() || undefined : undefined,
  };
}
