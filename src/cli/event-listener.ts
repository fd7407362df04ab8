import { type Server } from 'node:http';
import { receiveTeamEvents } from '../../clients/typescript/src/index.js';

export interface ListenOptions {
  port: number;
  host: string;
  /** The endpoint's `whsec_…` secret. */
  secret: string;
}

/** What `events listen` prints of one delivery. */
export type Heard =
  { webhook_id: string; type: string; timestamp: string; data: unknown } | { rejected: string };

/**
 * A local receiver for a developer (the client's receiveTeamEvents): each verified event, and
 * each refused delivery, goes to `heard`.
 */
export function startEventListener(
  options: ListenOptions,
  heard: (event: Heard) => void,
): Promise<{ url: string; server: Server }> {
  return receiveTeamEvents(
    options.secret,
    {
      event: ({ type, timestamp, data }, webhookId) =>
        heard({ webhook_id: webhookId, type, timestamp, data }),
      rejected: (reason) => heard({ rejected: reason }),
    },
    options,
  );
}
