import { join } from 'node:path';
import { type AppConfig } from './config/app-config.js';
import { type DatabaseKind } from './database/database-connection.js';

/** What the start-up banner says. */
export interface BannerFacts {
  config: AppConfig;
  sandbox: boolean;
  database: { kind: DatabaseKind; location: string };
}

/**
 * The lines a newcomer needs once the bridge listens: where, in which mode, the docs, and where
 * the admin key is (never the key).
 */
export function bannerLines({ config, sandbox, database }: BannerFacts): string[] {
  const { HOST: host, PORT: port, BRIDGE_ADMIN_KEY: configuredKey } = config.env;
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
  return [
    `bridge listening on ${base}`,
    `  mode       ${mode}`,
    `  database   ${where}`,
    `  console    ${base}/console`,
    `  API docs   ${base}/docs`,
    `  admin key  ${adminKey}`,
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
