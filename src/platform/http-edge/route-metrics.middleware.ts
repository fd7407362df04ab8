import { Injectable, type NestMiddleware } from '@nestjs/common';
import { type NextFunction, type Request, type Response } from 'express';
import { MetricsService } from '../metrics/metrics.service.js';
import { expressRouteOf } from '../common/express-internals.js';
import { timeRoute } from './route-metrics.js';

/** Times every request the framework serves (see timeRoute). */
@Injectable()
export class RouteMetricsMiddleware implements NestMiddleware {
  constructor(private readonly metrics: MetricsService) {}

  use(req: Request, res: Response, next: NextFunction): void {
    timeRoute(this.metrics, req, res, () => expressRouteOf(req) ?? 'unmatched');
    next();
  }
}
