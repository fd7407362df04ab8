import { createHmac, timingSafeEqual } from 'node:crypto';

const CALLBACK = /^c\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([\w-]{43})$/;

const mac = (root: string, teamId: string) =>
  createHmac('sha256', root).update(`stt-callback\n${teamId}`).digest('base64url');

/**
 * The path token of the STT callbacks the bridge adds to one team's live sessions:
 * `c.<team id>.<HMAC-SHA256 of the team id under WEBHOOK_TOKEN>`. The vendor echoes a job's
 * callback URL to whoever reads the job, that is to the team, so this token must be worth
 * nothing beyond the team's own jobs: events it brings move only that team's jobs. WEBHOOK_TOKEN
 * itself (the account webhook's path) is never put in a URL that a team can read.
 */
export const sttCallbackToken = (root: string, teamId: string): string =>
  `c.${teamId}.${mac(root, teamId)}`;

/** The team an STT callback token was made for; null when it is not one of the bridge's. */
export function sttCallbackTeam(root: string, token: string): string | null {
  const parts = CALLBACK.exec(token);
  if (!parts) return null;
  const [, teamId, given] = parts;
  const expected = Buffer.from(mac(root, teamId!));
  return timingSafeEqual(expected, Buffer.from(given!)) ? teamId! : null;
}
