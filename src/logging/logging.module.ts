import { Module } from '@nestjs/common';
import { IncomingMessage } from 'node:http';
import { LoggerModule } from 'nestjs-pino';
import { AppConfig } from '../config/app-config.js';
import { assignRequestId } from '../common/request-id.js';
import { BridgeLogger } from './bridge-logger.js';
import { redactPaths, redactUrl } from './redact.js';

@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        pinoHttp: {
          level: config.env.LOG_LEVEL,
          // Development: one readable line per entry (pino-pretty, in a worker thread).
          ...(config.env.LOG_FORMAT === 'pretty'
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
              }
            : {}),
          genReqId: (req, res) => assignRequestId(req, res),
          redact: {
            paths: redactPaths([config.env.STT_KEY_HEADER, config.env.MEETING_BOT_KEY_HEADER]),
            censor: '[redacted]',
          },
          serializers: {
            req: (req: IncomingMessage & { id?: string; raw?: IncomingMessage }) => ({
              id: req.id,
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
  providers: [BridgeLogger],
  exports: [BridgeLogger],
})
export class LoggingModule {}
