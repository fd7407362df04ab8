import { readFileSync } from 'node:fs';

/**
 * The secrets callers and vendors present to the bridge that rotate with an overlap: each has a
 * `<NAME>_PREVIOUS` accepted beside it until `<NAME>_PREVIOUS_UNTIL`.
 */
export const ROTATED_SECRETS = [
  'BRIDGE_ADMIN_KEY',
  'WEBHOOK_TOKEN',
  'MEETING_BOT_API_KEY',
  'MEETING_BOT_WEBHOOK_SECRET',
] as const;

/** Every variable that holds a secret: each may be given as a file instead, `<NAME>_FILE`. */
export const SECRET_VARIABLES = [
  'DATABASE_URL',
  ...ROTATED_SECRETS.flatMap((name) => [name, `${name}_PREVIOUS`] as const),
  'SECRETS_KEY',
  'SECRETS_KEY_PREVIOUS',
  'STT_API_KEY',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

/**
 * The environment with each `<NAME>_FILE` read into `<NAME>`, as container platforms mount
 * secrets (a Kubernetes Secret volume, Docker secrets): the file's text less one final line
 * break. Problems name the variable and the path, never what the file holds.
 */
export function readSecretFiles(raw: Record<string, unknown>): {
  env: Record<string, unknown>;
  problems: string[];
} {
  const env = { ...raw };
  const problems: string[] = [];
  for (const name of SECRET_VARIABLES) {
    const path = raw[`${name}_FILE`];
    if (typeof path !== 'string' || path === '') continue;
    if (raw[name] !== undefined && raw[name] !== '') {
      problems.push(`${name}_FILE: set ${name} or ${name}_FILE, not both`);
      continue;
    }
    try {
      env[name] = readFileSync(path, 'utf8').replace(/\r?\n$/, '');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
      problems.push(`${name}_FILE: cannot read ${path} (${code})`);
    }
  }
  return { env, problems };
}
