import {
  type CallHandler,
  type ExecutionContext,
  HttpException,
  HttpStatus,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { type Response } from 'express';
import { catchError, type Observable, throwError } from 'rxjs';
import { MeetingBotError, type MeetingBotFailure } from './meeting-bot.transport.js';

/** An HTTP error that tells the caller when to come back (`Retry-After`). */
export class RetryLaterException extends HttpException {
  constructor(
    message: string,
    status: number,
    readonly retryAfter: string | null,
  ) {
    super(message, status);
  }
}

/** What the bridge's caller sees of a meeting-bot vendor failure; never a key. */
export function vendorFailureToHttp(failure: MeetingBotFailure): HttpException {
  switch (failure.kind) {
    case 'rejected':
      return new HttpException(
        `Meeting-bot vendor refused the request: ${failure.message}`,
        failure.status,
      );
    case 'unauthorized':
      return new HttpException(
        'The bridge is misconfigured: the meeting-bot vendor refused its credentials',
        HttpStatus.BAD_GATEWAY,
      );
    case 'rate_limited':
      return new RetryLaterException(
        'The meeting-bot vendor is rate limiting the bridge; retry later',
        HttpStatus.TOO_MANY_REQUESTS,
        failure.retryAfter,
      );
    case 'unavailable':
      return new HttpException(
        `The meeting-bot vendor failed (HTTP ${failure.status})`,
        HttpStatus.BAD_GATEWAY,
      );
    case 'unreachable':
      return new HttpException('The meeting-bot vendor is unreachable', HttpStatus.BAD_GATEWAY);
    case 'broken':
      return new HttpException(
        'The connection to the meeting-bot vendor broke',
        HttpStatus.BAD_GATEWAY,
      );
    case 'timeout':
      return new HttpException(
        'The meeting-bot vendor did not answer in time',
        HttpStatus.GATEWAY_TIMEOUT,
      );
  }
}

/** Turns vendor failures into the bridge's errors and sets `Retry-After` where one applies. */
@Injectable()
export class VendorErrorInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        const mapped =
          error instanceof MeetingBotError ? vendorFailureToHttp(error.failure) : error;
        if (mapped instanceof RetryLaterException && mapped.retryAfter) {
          context
            .switchToHttp()
            .getResponse<Response>()
            .setHeader('Retry-After', mapped.retryAfter);
        }
        return throwError(() => mapped);
      }),
    );
  }
}
