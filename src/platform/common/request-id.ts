import { randomUUID } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';

const ACCEPTABLE = /^[A-Za-z0-9._:@-]{1,128}$/;
const ASSIGNED = Symbol('requestId');

/**
 * Takes the caller's `x-request-id` when it is sane, otherwise makes one; echoes it back.
 * One id per request, however many layers ask (the fast lane, the logger, the middleware).
 */
export function assignRequestId(req: IncomingMessage, res: ServerResponse): string {
  const request = req as IncomingMessage & { [ASSIGNED]?: string };
  if (request[ASSIGNED]) return request[ASSIGNED];
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && ACCEPTABLE.test(given) ? given : randomUUID();
  res.setHeader('x-request-id', id);
  return (request[ASSIGNED] = id);
}
