import { Global, Injectable, Module, Optional } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';

/** Fields of a log line, snake_case: `request_id`, `team_id`, `bot_id`, `job_id`, … */
export type LogFields = Record<string, string | null | undefined>;

const defined = (fields: LogFields) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value != null));

/**
 * What each log line says about the work it belongs to, as fields: a request's id, the key and
 * team that called, the item a worker is on. Built on nestjs-pino's logging contexts: the front
 * door opens one per request and each worker one per item (`run`), and what is bound there is
 * on every line logged inside, the request's access line included. Where the bridge runs without
 * pino (the CLI's foreground archive run logs through its own logger), it adds nothing.
 */
@Injectable()
export class LogContext {
  constructor(@Optional() private readonly pino?: PinoLogger) {}

  /** Runs `fn` with `fields` on every line it logs: a context of its own, a request's or an item's. */
  run<T>(fields: LogFields, fn: () => T): T {
    return this.pino ? this.pino.runInContext(fn, { bindings: defined(fields) }) : fn();
  }

  /**
   * Adds `fields` to the context in progress (the request's, once its caller is known). Outside
   * any context, as when the application is driven without its HTTP server, there is nothing to
   * add them to, and nothing happens.
   */
  assign(fields: LogFields): void {
    try {
      this.pino?.assign(defined(fields));
    } catch {
      // No context: nestjs-pino refuses, and the fields would be on no line anyway.
    }
  }
}

/** LogContext alone, for an application context without the logging module (the CLI's). */
@Global()
@Module({ providers: [LogContext], exports: [LogContext] })
export class LogContextModule {}
