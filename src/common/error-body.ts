import { type Request } from 'express';
import { redactUrl } from '../logging/redact.js';

/** The STT vendor's error shape, used for every error the bridge itself produces. */
export interface ErrorBody {
  timestamp: string;
  path: string;
  request_id: string;
  statusCode: number;
  message: string;
  validation_errors?: string[];
}

export function requestIdOf(req: Request): string {
  return String((req as Request & { id?: unknown }).id ?? '');
}

export function errorBody(
  req: Request,
  statusCode: number,
  message: string,
  validationErrors?: string[],
): ErrorBody {
  return {
    timestamp: new Date().toISOString(),
    // A webhook receiver's path holds its secret token.
    path: redactUrl(req.originalUrl.split('?')[0])!,
    request_id: requestIdOf(req),
    statusCode,
    message,
    ...(validationErrors?.length ? { validation_errors: validationErrors } : {}),
  };
}
