import {
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  HttpException,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import express, { type Request, type RequestHandler, type Response } from 'express';
import { from, type Observable, switchMap } from 'rxjs';
import { bodyErrorAnswer } from './body-errors.js';
import { jsonTextProblem } from './json-text.js';
import { isSttProxyPath } from './proxy-paths.js';

/** Refuses, before it is parsed, JSON the bridge could not handle or store (see jsonTextProblem). */
function refuseUnsafeJson(_req: unknown, _res: unknown, body: Buffer, charset: string): void {
  if (!/^utf-?8$/i.test(charset)) throw new HttpException('JSON bodies must be UTF-8', 415);
  const problem = jsonTextProblem(body.toString('utf8'));
  if (problem) throw new BadRequestException(problem);
}

/**
 * Reads the JSON bodies of the Nest routes with Express's parser, as an interceptor rather than a
 * middleware: interceptors run after guards, so a caller without a valid key (or a webhook
 * without its token) is answered before any of its body is read, and a malformed or oversized
 * body cannot tell an anonymous caller anything. Bodies are checked by jsonTextProblem before
 * parsing. The proxy's paths (/v2) are left alone: their bodies stream to the vendor.
 */
@Injectable()
export class JsonBodyInterceptor implements NestInterceptor {
  private readonly parse: RequestHandler;

  constructor(limit: string) {
    this.parse = express.json({
      limit,
      type: ['application/json', 'application/*+json'],
      verify: refuseUnsafeJson,
    });
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    if (isSttProxyPath(req.path)) return next.handle();
    return from(this.read(req, http.getResponse<Response>())).pipe(switchMap(() => next.handle()));
  }

  private read(req: Request, res: Response): Promise<void> {
    return new Promise((resolve, reject) =>
      this.parse(req, res, (error?: unknown) => {
        if (!error) return resolve();
        if (error instanceof HttpException) return reject(error);
        const [status, message] = bodyErrorAnswer(error);
        reject(new HttpException(message, status));
      }),
    );
  }
}
