import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import { type Request, type Response } from 'express';
import { redactUrl } from '../logging/redact.js';
import { bodyErrorMessage } from './body-errors.js';
import { errorBody } from './error-body.js';

interface HttpErrorLike {
  status?: unknown;
  statusCode?: unknown;
  type?: unknown;
  expose?: unknown;
  message?: unknown;
}

/** Errors raised by Express middleware (body-parser) carry an HTTP status of their own. */
function middlewareStatus(error: unknown): number | undefined {
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

/**
 * The one place errors become responses: the vendor's error body for everything the bridge
 * answers itself, and no internals in a 5xx.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const req = ctx.getRequest<Request>();
    const res = ctx.getResponse<Response>();
    let status: number;
    let message: string;
    let details: string[] | undefined;

    if (exception instanceof HttpException) {
      status = exception.getStatus();
      ({ message, details } = messageOf(exception.getResponse(), exception.message));
    } else if (middlewareStatus(exception) !== undefined) {
      status = middlewareStatus(exception)!;
      const type = String((exception as HttpErrorLike).type ?? '');
      message = bodyErrorMessage(type) ?? String((exception as HttpErrorLike).message);
    } else {
      status = HttpStatus.INTERNAL_SERVER_ERROR;
      message = 'Internal server error';
      this.logger.error({ err: exception, path: redactUrl(req.path) }, 'unhandled error');
    }

    if (res.headersSent) {
      // A streamed response failed half-way: the status is gone, only the socket can say so.
      res.destroy();
      return;
    }
    // A body still arriving (the caller was refused before it was read) is not worth reading.
    if (!req.complete) res.setHeader('connection', 'close');
    res.status(status).json(errorBody(req, status, message, details));
  }
}
