import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { PrismaService } from '../platform/database/prisma.service.js';
import { WebhookDispatcher } from './webhook-dispatcher.js';
import { WebhookEventsRepository } from './webhook-events.repository.js';
import { type WebhookEventListQueryDto, WebhookEventResponseDto } from './webhooks.dto.js';

/** What operators see of the inbox, and the one thing they may do: try an event again. */
@Injectable()
export class WebhookEventsService {
  constructor(
    private readonly events: WebhookEventsRepository,
    private readonly prisma: PrismaService,
    private readonly dispatcher: WebhookDispatcher,
  ) {}

  async list(query: WebhookEventListQueryDto): Promise<WebhookEventResponseDto[]> {
    const rows = await this.events.list(query.state, query.source, query.limit);
    return rows.map((row) => WebhookEventResponseDto.of(row));
  }

  async retry(id: string): Promise<WebhookEventResponseDto> {
    const reset = await this.events.retry(id);
    if (!reset) {
      const exists = await this.prisma.webhookEvent.count({ where: { id } });
      if (!exists) throw new NotFoundException(`Webhook event ${id} not found`);
      throw new ConflictException(`Webhook event ${id} is still pending`);
    }
    void this.dispatcher.nudge();
    return WebhookEventResponseDto.of(reset);
  }
}
