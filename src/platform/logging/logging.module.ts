import { Global, Module } from '@nestjs/common';
import { IncomingMessage } from 'node:http';
import { LoggerModule } from 'nestjs-pino';
import { stdTimeFunctions } from 'pino';
import { expressRouteOf } from '../common/express-internals.js';
import { currentTraceId } from '../common/trace-context.js';
import { AppConfig } from '../config/app-config.js';
import { assignRequestId } from '../common/request-id.js';
import { BridgeLogger } from './bridge-logger.js';
import { LogContext } from './log-context.js';
import { maskNestedSecrets, REDACTED, redactPaths, redactUrl } from './redact.js';

/**
 * What a request's access line adds, once the route is known: its template, and on a bot's own
 * routes (`/bots/:id…`) the bot's id.
 */
function accessFields(req: IncomingMessage): Record<string, string | undefined> {
  const route = expressRouteOf(req);
  const { params } = req as IncomingMessage & { params?: Record<string, string> };
  return { route, bot_id: route?.startsWith('/bots/:id') ? params?.id : undefined };
}

/**
 * pino through nestjs-pino. In JSON mode every line has `level` as a name and `time` in ISO 8601;
 * a request's lines carry `request_id` (one name everywhere), and once its caller is known
 * `key_id` and `team_id` (LogContext, from Callers); its access line adds the route template.
 */
@Global()
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        // Fields assigned during a request (its caller) are on its access line too.
        assignResponse: true,
        pinoHttp: {
          level: config.server.LOG_LEVEL,
          // A request's lines carry its id as request_id, not the whole request (the access
          // line has that).
          quietReqLogger: true,
          customAttributeKeys: { reqId: 'request_id' },
          customProps: accessFields,
          // A traced request's lines carry its trace id, whichever door served it.
          mixin: () => {
            const traceId = currentTraceId();
            return traceId ? { trace_id: traceId } : {};
          },
          // Development: one readable line per entry (pino-pretty, in a worker thread).
          ...(config.server.LOG_FORMAT === 'pretty'
            ? {
                transport: {
                  target: 'pino-pretty',
                  options: {
                    singleLine: true,
                    colorize: process.stdout.isTTY === true,
                    translateTime: 'SYS:HH:MM:ss.l',
                    ignore: 'pid,hostname,context',
                    messageFormat: '{if context}[{context}] {end}{msg}',
                  },
                },
                formatters: { log: maskNestedSecrets },
              }
            : {
                formatters: {
                  level: (label: string) => ({ level: label }),
                  log: maskNestedSecrets,
                },
                timestamp: stdTimeFunctions.isoTime,
              }),
          genReqId: (req, res) => assignRequestId(req, res),
          redact: {
            paths: redactPaths([
              config.vendors.STT_KEY_HEADER,
              config.vendors.MEETING_BOT_KEY_HEADER,
            ]),
            censor: REDACTED,
          },
          serializers: {
            req: (req: IncomingMessage) => ({
              method: req.method,
              url: redactUrl(req.url),
              headers: req.headers,
            }),
          },
          customLogLevel: (req, res, err) => {
            if (err || res.statusCode >= 500) return 'error';
            if (res.statusCode >= 400) return 'warn';
            // Accepted vendor events come by the thousand, and each is a row in webhook_events.
            return req.url?.startsWith('/webhooks/') ? 'debug' : 'info';
          },
          // Probes and scrapes every few seconds would drown the useful lines.
          autoLogging: { ignore: (req) => /^\/(health|metrics)/.test(req.url ?? '') },
        },
      }),
    }),
  ],
  providers: [BridgeLogger, LogContext],
  exports: [BridgeLogger, LogContext],
})
export class LoggingModule {}
