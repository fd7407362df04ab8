import { Module } from '@nestjs/common';
import { EventMessagesRepository } from './event-messages.repository.js';
import { EventMetrics } from './event-metrics.js';
import { EventWorker } from './event-worker.js';
import {
  TeamEventsController,
  WebhookEndpointsController,
} from './webhook-endpoints.controller.js';
import { WebhookEndpointsRepository } from './webhook-endpoints.repository.js';
import { WebhookEndpointsService } from './webhook-endpoints.service.js';

/** Delivery of the teams' events to their endpoints, and the API to manage both. */
@Module({
  controllers: [WebhookEndpointsController, TeamEventsController],
  providers: [
    EventMessagesRepository,
    EventMetrics,
    EventWorker,
    WebhookEndpointsRepository,
    WebhookEndpointsService,
  ],
})
export class EventsModule {}
