import { Injectable } from '@nestjs/common';
import { Counter, Gauge } from 'prom-client';
import { MetricsService } from '../platform/metrics/metrics.service.js';
import { QueueMetrics } from '../platform/metrics/queue-metrics.js';
import { WebhookEventsRepository } from './webhook-events.repository.js';
import { zeroedSeries } from '../platform/metrics/zeroed-series.js';

@Injectable()
export class WebhookMetrics {
  readonly received: Counter<'source' | 'result'>;
  readonly processed: Counter<'source' | 'outcome'>;
  readonly failures: Counter<'source'>;

  constructor(metrics: MetricsService, queues: QueueMetrics, events: WebhookEventsRepository) {
    const registers = [metrics.registry];
    queues.register('inbox', () => events.backlog());
    const pending = metrics.reading(() => events.pendingCount());
    this.received = new Counter({
      name: 'webhook_events_received_total',
      help: 'Vendor events stored (accepted) or recognised as replays (duplicate)',
      labelNames: ['source', 'result'],
      registers,
    });
    this.processed = new Counter({
      name: 'webhook_events_processed_total',
      help: 'Vendor events this replica finished, by outcome (failed = given up)',
      labelNames: ['source', 'outcome'],
      registers,
    });
    // Given up: what the alert reads.
    zeroedSeries(this.processed, { source: ['stt', 'meeting_bot'], outcome: ['failed'] });
    this.failures = new Counter({
      name: 'webhook_event_failures_total',
      help: 'Failed processing attempts (each one is retried until the attempts run out)',
      labelNames: ['source'],
      registers,
    });
    new Gauge({
      name: 'webhook_events_pending',
      help: 'Stored events not processed yet (all replicas)',
      registers,
      async collect() {
        const count = await pending.get();
        if (count !== undefined) this.set(count);
      },
    });
  }
}
