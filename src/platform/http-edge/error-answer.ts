import { HttpException, HttpStatus, type Logger } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { redactUrl } from '../logging/redact.js';
import { bodyErrorMessage } from './body-errors.js';
import { errorBody, type ErrorSource } from './error-body.js';
import { sendJson } from './send-json.js';

interface HttpErrorLike {
  status?: unknown;
  statusCode?: unknown;
  type?: unknown;
  expose?: unknown;
  message?: unknown;
}

/** Errors raised by the body reader (body-parser) carry an HTTP status of their own. */
function readerStatus(error: unknown): number | undefined {
  const e = error as HttpErrorLike;
  const status = typeof e?.status === 'number' ? e.status : e?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 && e.expose === true
    ? status
    : undefined;
}

function messageOf(response: unknown, fallback: string): { message: string; details?: string[] } {
  if (typeof response === 'string') return { message: response };
  const body = response as { message?: unknown };
  if (Array.isArray(body?.message)) {
    const details = body.message.map(String);
    return { message: details.join('; '), details };
  }
  return { message: typeof body?.message === 'string' ? body.message : fallback };
}

export interface ErrorAnswer {
  status: number;
  message: string;
  /** Validation messages, one per problem (`validation_errors`). */
  details?: string[];
  /** Not an answer anyone chose: a 500 whose cause is logged and never shown. */
  unexpected: boolean;
}

/** What an error becomes: an HttpException's own status, a body reader's, else a bare 500. */
export function errorAnswer(error: unknown): ErrorAnswer {
  if (error instanceof HttpException) {
    return {
      status: error.getStatus(),
      ...messageOf(error.getResponse(), error.message),
      unexpected: false,
    };
  }
  const status = readerStatus(error);
  if (status !== undefined) {
    const type = String((error as HttpErrorLike).type ?? '');
    const message = bodyErrorMessage(type) ?? String((error as HttpErrorLike).message);
    return { status, message, unexpected: false };
  }
  return {
    status: HttpStatus.INTERNAL_SERVER_ERROR,
    message: 'Internal server error',
    unexpected: true,
  };
}

/**
 * The one place errors become responses, whichever door served the request: the vendor's error
 * body for everything the bridge answers itself, and no internals in a 5xx (the cause is
 * logged). Returns the answer for the caller's own access logging.
 */
export function sendError(
  req: ErrorSource & Pick<IncomingMessage, 'complete'>,
  res: ServerResponse,
  error: unknown,
  logger: Logger,
): ErrorAnswer {
  const answer = errorAnswer(error);
  if (answer.unexpected) {
    logger.error({ err: error, path: redactUrl(req.originalUrl ?? req.url) }, 'unhandled error');
  }
  if (res.headersSent) {
    // A streamed response failed half-way: the status is gone, only the socket can say so.
    res.destroy();
    return answer;
  }
  // A body still arriving (the caller was refused before it was read) is not worth reading.
  if (!req.complete) res.setHeader('connection', 'close');
  const body = errorBody(req, answer.status, answer.message, answer.details);
  sendJson(res, answer.status, JSON.stringify(body));
  return answer;
}
