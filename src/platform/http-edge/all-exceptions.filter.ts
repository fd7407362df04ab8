import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import { type Request, type Response } from 'express';
import { sendError } from './error-answer.js';

/** The framework's door to sendError, for every error its routes raise. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    sendError(ctx.getRequest<Request>(), ctx.getResponse<Response>(), exception, this.logger);
  }
}
