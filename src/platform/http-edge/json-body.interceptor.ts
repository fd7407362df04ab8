import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { type Request, type Response } from 'express';
import { from, type Observable, switchMap } from 'rxjs';
import { isSttProxyPath } from './callers.js';
import { JsonBodyReader } from './json-body.js';

/**
 * Reads the JSON bodies of the framework's routes (JsonBodyReader) as an interceptor rather than
 * a middleware: interceptors run after guards, so a caller without a valid key (or a webhook
 * without its token) is answered before any of its body is read, and a malformed or oversized
 * body cannot tell an anonymous caller anything. The proxy's paths are left alone: their bodies
 * stream to the vendor.
 */
@Injectable()
export class JsonBodyInterceptor implements NestInterceptor {
  constructor(private readonly reader: JsonBodyReader) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    if (isSttProxyPath(req.path)) return next.handle();
    const read = this.reader.read(req, http.getResponse<Response>());
    return from(read).pipe(switchMap(() => next.handle()));
  }
}
