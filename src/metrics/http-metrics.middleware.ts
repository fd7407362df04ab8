import { Injectable, type NestMiddleware } from '@nestjs/common';
import { type NextFunction, type Request, type Response } from 'express';
import { MetricsService } from './metrics.service.js';

/** Times every request; the label is the route template, never the raw path (ids, tokens). */
@Injectable()
export class HttpMetricsMiddleware implements NestMiddleware {
  constructor(private readonly metrics: MetricsService) {}

  use(req: Request, res: Response, next: NextFunction): void {
    const end = this.metrics.httpDuration.startTimer();
    res.once('close', () => {
      const route = (req.route as { path?: string } | undefined)?.path;
      end({
        method: req.method,
        route: route ? `${req.baseUrl}${route}` : 'unmatched',
        status_code: String(res.statusCode),
      });
    });
    next();
  }
}
