import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { errorBody } from '../common/error-body.js';
import { UpstreamFailure } from './stt-upstream.js';

/** 502 / 504 in the vendor's error shape when the vendor gave no answer to pass through. */
@Catch(UpstreamFailure)
export class UpstreamFailureFilter implements ExceptionFilter {
  private readonly logger = new Logger('SttProxy');

  catch(failure: UpstreamFailure, host: ArgumentsHost): void {
    const req = host.switchToHttp().getRequest<Request>();
    const res = host.switchToHttp().getResponse<Response>();
    this.logger.warn(`STT vendor ${failure.reason} (${failure.code}) on ${req.method} ${req.path}`);
    if (res.headersSent) return void res.destroy();
    const status = failure.status;
    // An upload still arriving is not worth reading to the end.
    if (!req.complete) res.setHeader('connection', 'close');
    res.status(status).json(errorBody(req, status, failure.message));
  }
}
