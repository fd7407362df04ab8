import { Global, type MiddlewareConsumer, Module, type NestModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ApiKeyGuard } from './api-key.guard.js';
import { Callers } from './callers.js';
import { FirstAdminCheck } from './first-admin.js';
import { FrontDoor } from './front-door.js';
import { JsonBodyReader } from './json-body.js';
import { RouteMetricsMiddleware } from './route-metrics.middleware.js';

/**
 * The HTTP edge: what every request meets before a feature sees it, whichever door serves it
 * (the fast lane or the framework). Global, so features can register their fast-lane routes
 * and use the same caller check and body reader.
 */
@Global()
@Module({
  providers: [
    FrontDoor,
    Callers,
    JsonBodyReader,
    FirstAdminCheck,
    { provide: APP_GUARD, useClass: ApiKeyGuard },
  ],
  exports: [FrontDoor, Callers, JsonBodyReader],
})
export class HttpEdgeModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(RouteMetricsMiddleware).forRoutes('*');
  }
}
