import { SecretBox } from '../common/secret-box.js';
import type { AppConfig } from './app-config.js';
import { developmentSecret } from './development-secret.js';

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
  const generated = developmentSecret(config, {
    variable: 'SECRETS_KEY',
    file: 'secrets-key',
    what: 'key',
  });
  return new SecretBox(generated, olds);
}
