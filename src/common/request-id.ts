import { randomUUID } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';

const ACCEPTABLE = /^[A-Za-z0-9._:@-]{1,128}$/;

/** Takes the caller's `x-request-id` when it is sane, otherwise makes one; echoes it back. */
export function assignRequestId(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && ACCEPTABLE.test(given) ? given : randomUUID();
  res.setHeader('x-request-id', id);
  return id;
}
