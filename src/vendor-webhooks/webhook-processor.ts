import { Injectable } from '@nestjs/common';
import { BotEventsService } from '../bots/bot-events.service.js';
import { CalendarSync } from '../calendars/calendar-sync.js';
import { CALENDAR_EVENT_KINDS, MEETING_BOT_EVENT_KINDS } from './meeting-bot-event.js';
import { parseSttEvent } from './stt-event.js';
import { SttEventHandler } from '../transcription-jobs/stt-event.handler.js';
import { type ClaimedEvent } from './webhook-events.repository.js';

/**
 * Routes one stored event to the feature it concerns and returns the outcome to record.
 * Throws only when the attempt should be retried.
 */
@Injectable()
export class WebhookProcessor {
  constructor(
    private readonly stt: SttEventHandler,
    private readonly bots: BotEventsService,
    private readonly calendars: CalendarSync,
  ) {}

  /** `signal` ends the vendor calls processing makes (lease lost, shutdown). */
  process(event: ClaimedEvent, signal?: AbortSignal): Promise<string> {
    if (event.source === 'stt') {
      // The body passed this parser before it was stored.
      const parsed = parseSttEvent(event.payload);
      return this.stt.handle(parsed, event.received_at, event.team_scope, signal);
    }
    if ((CALENDAR_EVENT_KINDS as readonly string[]).includes(event.kind)) {
      return this.calendars.handleWebhook(event.payload, event.received_at);
    }
    if (!(MEETING_BOT_EVENT_KINDS as readonly string[]).includes(event.kind)) {
      return Promise.resolve('ignored');
    }
    return this.bots.handle(event.payload, event.received_at, event.bot_scope, signal);
  }
}
