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
  // A webhook receiver's path holds its secret token, a query string may hold a key: the
  // redacted form, in `path` and wherever the message repeats the target ("Cannot POST /…").
  const target = req.originalUrl ?? req.url ?? '/';
  const rawPath = target.split('?')[0]!;
  const path = redactUrl(rawPath)!;
  return {
    timestamp: new Date().toISOString(),
    path,
    request_id: requestIdOf(req),
    statusCode,
    message: message.replaceAll(target, redactUrl(target)!).replaceAll(rawPath, path),
    ...(validationErrors?.length ? { validation_errors: validationErrors } : {}),
  };
}
