import type { AppConfig } from '../config/app-config.js';
import { developmentSecret } from '../config/development-secret.js';

/** Injection token of the bootstrap admin key (a string, or null when there is none). */
export const BOOTSTRAP_ADMIN_KEY = Symbol('BOOTSTRAP_ADMIN_KEY');

/**
 * `BRIDGE_ADMIN_KEY` when set. Outside production, a newcomer needs a first admin key without
 * reading any secret from a log: one is generated once and kept in `<DATA_DIR>/admin-key`
 * (readable by the owner only), and only its path is logged.
 */
export function resolveBootstrapAdminKey(config: AppConfig): string | null {
  if (config.secrets.BRIDGE_ADMIN_KEY) return config.secrets.BRIDGE_ADMIN_KEY;
  if (config.isProduction) return null;
  return developmentSecret(config, {
    variable: 'BRIDGE_ADMIN_KEY',
    file: 'admin-key',
    prefix: 'mbb_admin_',
    what: 'admin key',
  });
}
