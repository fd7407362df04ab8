import { Module } from '@nestjs/common';
import { ArchivalModule } from '../archival/archival.module.js';
import { BotsModule } from '../bots/bots.module.js';
import { CalendarsModule } from '../calendars/calendars.module.js';
import { IntakePace } from './intake-pace.js';
import { WebhookDispatcher } from './webhook-dispatcher.js';
import { WebhookEventsRepository } from './webhook-events.repository.js';
import { WebhookEventsService } from './webhook-events.service.js';
import { WebhookFastPath } from './webhook-fast-path.js';
import { WebhookIntakeService } from './webhook-intake.service.js';
import { WebhookMetrics } from './webhook-metrics.js';
import { WebhookProcessor } from './webhook-processor.js';
import { WebhookEventsAdminController, WebhooksController } from './webhooks.controller.js';

@Module({
  imports: [ArchivalModule, BotsModule, CalendarsModule],
  controllers: [WebhooksController, WebhookEventsAdminController],
  providers: [
    WebhookEventsRepository,
    WebhookMetrics,
    WebhookProcessor,
    IntakePace,
    WebhookDispatcher,
    WebhookIntakeService,
    WebhookFastPath,
    WebhookEventsService,
  ],
})
export class WebhooksModule {}
