import { type INestApplication, ValidationPipe } from '@nestjs/common';
import type { Express, NextFunction, Request, Response } from 'express';
import { AllExceptionsFilter } from './platform/http-edge/all-exceptions.filter.js';
import { JsonBodyInterceptor } from './platform/http-edge/json-body.interceptor.js';
import { JsonBodyReader } from './platform/http-edge/json-body.js';
import { assignRequestId } from './platform/common/request-id.js';
import { AppConfig } from './platform/config/app-config.js';
import { serveConsole } from './console/serve-console.js';
import { setupDocs } from './docs/openapi.js';
import { BridgeLogger } from './platform/logging/bridge-logger.js';

/** Everything main.ts and the tests both need, so the tests exercise the real pipeline. */
export function configureHttp(app: INestApplication): void {
  const config = app.get(AppConfig);
  app.useLogger(app.get(BridgeLogger));
  // Callers need not know what serves them.
  const express = app.getHttpAdapter().getInstance() as Express;
  express.disable('x-powered-by');
  // Who the caller is behind the load balancer (req.ip), for the proxies configured only.
  const proxies = config.server.TRUST_PROXY;
  if (proxies) {
    express.set(
      'trust proxy',
      /^\d+$/.test(proxies) ? Number(proxies) : proxies.split(',').map((p) => p.trim()),
    );
  }
  app.use((req: Request & { id?: string }, res: Response, next: NextFunction) => {
    req.id = assignRequestId(req, res);
    next();
  });
  serveConsole(express);
  app.useGlobalInterceptors(new JsonBodyInterceptor(app.get(JsonBodyReader)));
  app.useGlobalFilters(new AllExceptionsFilter());
  app.useGlobalPipes(
    new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true }),
  );

  setupDocs(app, config.vendors.STT_KEY_HEADER);
}
