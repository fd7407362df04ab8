import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  Logger,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { sendError } from '../platform/http-edge/error-answer.js';
import { UpstreamFailure } from './stt-upstream.js';

/** 502 / 504 in the one error shape when the vendor gave no answer to pass through. */
@Catch(UpstreamFailure)
export class UpstreamFailureFilter implements ExceptionFilter {
  private readonly logger = new Logger('SttProxy');

  catch(failure: UpstreamFailure, host: ArgumentsHost): void {
    const req = host.switchToHttp().getRequest<Request>();
    this.logger.warn(`STT vendor ${failure.reason} (${failure.code}) on ${req.method} ${req.path}`);
    const answer = new HttpException(failure.message, failure.status);
    sendError(req, host.switchToHttp().getResponse<Response>(), answer, this.logger);
  }
}
