import { type FaultSet, parseFaultRule } from './faults.js';
import type { Route } from './sim-server.js';
import { SimError, type RecordedRequest } from './types.js';
import type { WebhookSender } from './webhook-sender.js';

/** Control routes both simulators share, so a benchmark in another process can drive them. */
export function commonControlRoutes(deps: {
  faults: FaultSet;
  requests: RecordedRequest[];
  webhooks: WebhookSender;
  setAccountWebhook(url: string | null): void;
}): Route[] {
  return [
    {
      method: 'POST',
      path: /^\/__sim\/faults$/,
      handler: ({ body }) => {
        try {
          deps.faults.add(parseFaultRule(body));
        } catch (err) {
          throw new SimError(400, (err as Error).message);
        }
        return { status: 201, json: { faults: deps.faults.list().length } };
      },
    },
    {
      method: 'GET',
      path: /^\/__sim\/faults$/,
      handler: () => ({ status: 200, json: deps.faults.list() }),
    },
    {
      method: 'DELETE',
      path: /^\/__sim\/faults$/,
      handler: () => (deps.faults.clear(), { status: 204 }),
    },
    {
      method: 'GET',
      path: /^\/__sim\/requests$/,
      handler: () => ({ status: 200, json: deps.requests }),
    },
    {
      method: 'DELETE',
      path: /^\/__sim\/requests$/,
      handler: () => ((deps.requests.length = 0), { status: 204 }),
    },
    {
      method: 'GET',
      path: /^\/__sim\/deliveries$/,
      handler: () => ({ status: 200, json: deps.webhooks.deliveries }),
    },
    {
      method: 'POST',
      path: /^\/__sim\/webhook$/,
      handler: ({ body }) => {
        const url = (body as { url?: unknown } | undefined)?.url;
        if (url !== null && typeof url !== 'string')
          throw new SimError(400, 'body must be {"url": string | null}');
        deps.setAccountWebhook(url);
        return { status: 204 };
      },
    },
  ];
}

/** `?wait=1` makes an event-triggering control call answer only after its deliveries finished. */
export async function maybeWait(wait: string | null, work: Promise<unknown>): Promise<void> {
  if (wait === '1' || wait === 'true') await work;
  else work.catch(() => undefined);
}
