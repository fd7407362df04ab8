import { join } from 'node:path';
import { type AppConfig } from './platform/config/app-config.js';
import { type DatabaseKind } from './platform/database/database-connection.js';

/** A vendor as the banner names it. */
interface BannerVendor {
  baseUrl: string;
  simulated: boolean;
}

/**
 * A vendor's base URL as the banner shows it: its origin and path only. A configured URL may
 * carry a credential in its user-info or query (`https://user:secret@…`, `?key=…`), which a
 * start-up log must not.
 */
export function shownBaseUrl(url: string): string {
  try {
    const { origin, pathname } = new URL(url);
    return pathname === '/' ? origin : `${origin}${pathname}`;
  } catch {
    return '(an unparseable URL)';
  }
}

/** What the start-up banner says. */
export interface BannerFacts {
  config: AppConfig;
  sandbox: boolean;
  database: { kind: DatabaseKind; location: string };
  vendors: { meetingBot: BannerVendor; stt: BannerVendor };
  /** The running Node.js version (process.versions.node). */
  node: string;
}

/** The Node.js major version the bridge is built and tested on (package.json `engines`). */
export const SUPPORTED_NODE_MAJOR = 24;

/**
 * The lines a newcomer needs once the bridge listens: where, in which mode, which meeting-bot
 * API and where the simulators are (their control routes with them), the docs, where the admin
 * key is (never the key), and a warning on a Node.js it is not built for.
 */
export function bannerLines(facts: BannerFacts): string[] {
  const { config, sandbox, database, vendors } = facts;
  const { HOST: host, PORT: port } = config.server;
  const configuredKey = config.secrets.BRIDGE_ADMIN_KEY;
  const shown = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const base = `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}`;
  const mode = sandbox
    ? 'sandbox (simulated vendors; set the vendor URLs and keys for real ones)'
    : config.isProduction
      ? 'production'
      : 'development, real vendors';
  const adminKey = configuredKey
    ? 'BRIDGE_ADMIN_KEY (from the environment)'
    : config.isProduction
      ? 'none (BRIDGE_ADMIN_KEY unset): mint keys with an admin key of a team'
      : `${join(config.dataDir, 'admin-key')} (development key; BRIDGE_ADMIN_KEY unset)`;
  const where =
    database.kind === 'pglite' ? `embedded PGlite at ${database.location}` : database.location;
  const version = config.vendors.MEETING_BOT_API_VERSION;
  const meetingBotUrl = shownBaseUrl(vendors.meetingBot.baseUrl);
  const sttUrl = shownBaseUrl(vendors.stt.baseUrl);
  const meetingBots = vendors.meetingBot.simulated
    ? `API ${version}, simulated at ${meetingBotUrl}` +
      (version === 'v2'
        ? ` (calendar events: POST ${meetingBotUrl}/__sim/calendars/{calendar}/events)`
        : '')
    : `API ${version} at ${meetingBotUrl}`;
  const stt = vendors.stt.simulated ? `simulated at ${sttUrl}` : sttUrl;
  const major = Number(facts.node.split('.')[0]);
  return [
    `bridge listening on ${base}`,
    `  mode          ${mode}`,
    `  meeting bots  ${meetingBots}`,
    `  STT           ${stt}`,
    `  database      ${where}`,
    `  console       ${base}/console`,
    `  API docs      ${base}/docs`,
    `  admin key     ${adminKey}`,
    ...(major === SUPPORTED_NODE_MAJOR
      ? []
      : [
          `  warning       Node.js ${facts.node}: the bridge is built and tested on Node.js ` +
            `${SUPPORTED_NODE_MAJOR} (.nvmrc); use it (nvm use)`,
        ]),
  ];
}

/**
 * One line for an error that stops the start, with its cause and what to do: the errors a
 * newcomer meets (port taken, database missing or unreachable, embedded database locked).
 */
export function startupFailure(error: unknown, config: { host: string; port: number }): string {
  const e = error as NodeJS.ErrnoException & { code?: string; address?: string; port?: number };
  const message = e instanceof Error ? e.message : String(error);
  switch (e?.code) {
    case 'EADDRINUSE':
      return (
        `cannot listen on ${config.host}:${config.port}: the port is in use (another bridge?). ` +
        'Stop that process, or start with another PORT (PORT=3001 npm start).'
      );
    case 'EACCES':
      return `cannot listen on ${config.host}:${config.port}: permission denied. Use a PORT above 1023.`;
    case 'EADDRNOTAVAIL':
      return `cannot listen on ${config.host}:${config.port}: no such address here. Fix HOST.`;
    case '3D000':
      return (
        `the database in DATABASE_URL does not exist (${message}). Create it ` +
        '(createdb <name>, or CREATE DATABASE), or fix DATABASE_URL.'
      );
    case '28P01':
    case '28000':
      return `PostgreSQL refused the login in DATABASE_URL (${message}). Fix its user or password.`;
    case 'ECONNREFUSED':
    case 'ENOTFOUND':
    case 'ETIMEDOUT':
      return (
        `cannot reach PostgreSQL (${e.code}${e.address ? ` ${e.address}:${e.port}` : ''}). ` +
        'Start it, or fix DATABASE_URL (unset, the bridge uses its embedded database).'
      );
    default:
      return `cannot start: ${message}`;
  }
}
