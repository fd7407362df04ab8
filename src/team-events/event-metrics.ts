import { Injectable } from '@nestjs/common';
import { Counter, Gauge, Histogram } from 'prom-client';
import { MetricsService } from '../platform/metrics/metrics.service.js';
import { QueueMetrics } from '../platform/metrics/queue-metrics.js';
import { EventMessagesRepository } from './event-messages.repository.js';
import { zeroedSeries } from '../platform/metrics/zeroed-series.js';

@Injectable()
export class EventMetrics {
  readonly messages: Counter<'outcome'>;
  readonly attempts: Counter<'result'>;
  readonly latency: Histogram;
  readonly disabled: Counter<'reason'>;

  constructor(metrics: MetricsService, queues: QueueMetrics, repo: EventMessagesRepository) {
    const registers = [metrics.registry];
    queues.register('deliveries', () => repo.backlog());
    const pending = metrics.reading(() => repo.pendingCount());
    const disabled = metrics.reading(() => repo.disabledCount());
    this.messages = new Counter({
      name: 'event_messages_total',
      help: 'Messages (an event for an endpoint) finished by this replica: succeeded or failed (given up)',
      labelNames: ['outcome'],
      registers,
    });
    this.attempts = new Counter({
      name: 'event_delivery_attempts_total',
      help: 'Delivery attempts by result: success (2xx), retry (failed, tried again later), failure (failed, last attempt)',
      labelNames: ['result'],
      registers,
    });
    this.latency = new Histogram({
      name: 'event_delivery_latency_seconds',
      help: "From the event's creation to the 2xx answer of the endpoint",
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 60, 600, 3600, 36_000, 100_000],
      registers,
    });
    this.disabled = new Counter({
      name: 'event_endpoints_disabled_total',
      help: 'Endpoints disabled by the bridge: gone (410) or failing (every attempt failed for EVENT_ENDPOINT_DISABLE_AFTER)',
      labelNames: ['reason'],
      registers,
    });
    zeroedSeries(this.disabled, { reason: ['gone', 'failing'] });
    new Gauge({
      name: 'event_messages_pending',
      help: 'Messages waiting for delivery or a retry (all replicas)',
      registers,
      async collect() {
        const n = await pending.get();
        if (n !== undefined) this.set(n);
      },
    });
    new Gauge({
      name: 'event_endpoints_disabled',
      help: 'Endpoints disabled now (by their team or by the bridge)',
      registers,
      async collect() {
        const n = await disabled.get();
        if (n !== undefined) this.set(n);
      },
    });
  }
}
