import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';

/**
 * Where the CLI finds the bridge and which key it sends:
 * - `BRIDGE_URL`, else `http://127.0.0.1:$PORT` (PORT as the server reads it, default 3000);
 * - `BRIDGE_KEY`, else `BRIDGE_ADMIN_KEY`, else the development admin key that a sandbox
 *   server keeps in `$DATA_DIR/admin-key`.
 * No `.env` is read unless `--env <file>` names one (set variables win): a file in whatever
 * folder the CLI runs in must not choose where the admin key is sent. (Not `--env-file`: Node.js
 * reads that option itself wherever it stands on the command line.)
 */
export interface BridgeTarget {
  url: string;
  key: string | undefined;
}

/**
 * Takes `--env <file>` (or `--env=<file>`) out of `argv`: the file (`''` when the
 * option names none, undefined without the option), and the rest.
 */
export function envFileOption(argv: string[]): { file?: string; rest: string[] } {
  const at = argv.findIndex((a) => a === '--env' || a.startsWith('--env='));
  if (at === -1) return { rest: argv };
  const option = argv[at]!;
  const inline = option.startsWith('--env=');
  const file = inline ? option.slice('--env='.length) : (argv[at + 1] ?? '');
  return { file, rest: [...argv.slice(0, at), ...argv.slice(at + (inline ? 1 : 2))] };
}

const LOOPBACK = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/** A warning when a key would cross the network in clear (plain http to a non-loopback host). */
export function plainTextWarning(url: string): string | null {
  const { protocol, hostname } = new URL(url);
  if (protocol !== 'http:' || LOOPBACK.test(hostname)) return null;
  return (
    `bridge: warning: sending the key over plain http:// to ${hostname}, where anyone on the ` +
    'way can read it; use https:// for a bridge that is not on this machine'
  );
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
