import type { IncomingMessage } from 'node:http';
import { redactUrl } from '../logging/redact.js';

/** An Express request, or a bare node one (the fast lane, the front door's own answers). */
export type ErrorSource = Pick<IncomingMessage, 'url'> & { originalUrl?: string; id?: unknown };

/** The STT vendor's error shape, used for every error the bridge itself produces. */
export interface ErrorBody {
  timestamp: string;
  path: string;
  request_id: string;
  statusCode: number;
  message: string;
  validation_errors?: string[];
}

export function requestIdOf(req: ErrorSource): string {
  return String(req.id ?? '');
}

export function errorBody(
  req: ErrorSource,
  statusCode: number,
  message: string,
  validationErrors?: string[],
): ErrorBody {
  return {
    timestamp: new Date().toISOString(),
    // A webhook receiver's path holds its secret token.
    path: redactUrl((req.originalUrl ?? req.url ?? '/').split('?')[0])!,
    request_id: requestIdOf(req),
    statusCode,
    message,
    ...(validationErrors?.length ? { validation_errors: validationErrors } : {}),
  };
}
