import type { IncomingMessage, ServerResponse } from 'node:http';
import { type MetricsService } from '../metrics/metrics.service.js';

/**
 * Times a request into `http_request_duration_seconds` once its response closes. `route` is read
 * then, and is the route template, never the raw path (ids, tokens).
 */
export function timeRoute(
  metrics: MetricsService,
  req: IncomingMessage,
  res: ServerResponse,
  route: () => string | null,
): void {
  const end = metrics.httpDuration.startTimer();
  res.once('close', () => {
    const template = route();
    if (template !== null) {
      end({ method: req.method, route: template, status_code: String(res.statusCode) });
    }
  });
}
