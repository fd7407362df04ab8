import { Webhook } from 'standardwebhooks';
import type { components } from './schema.js';

/** A team event as its endpoint receives it (and as GET /events lists it). */
export type TeamEvent = components['schemas']['TeamEventPayload'];

/**
 * Checks a delivery's Standard Webhooks signature (`webhook-id`, `webhook-timestamp`,
 * `webhook-signature`) with the endpoint's `whsec_…` secret, and that its timestamp is within 5
 * minutes; answers the event, or throws. `body` must be the raw body, as it arrived.
 */
export function verifyTeamEvent(
  secret: string,
  body: string,
  headers: Record<string, string | string[] | undefined>,
): TeamEvent {
  const one = (name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
  };
  return new Webhook(secret).verify(body, {
    'webhook-id': one('webhook-id'),
    'webhook-timestamp': one('webhook-timestamp'),
    'webhook-signature': one('webhook-signature'),
  }) as TeamEvent;
}
