import { Module } from '@nestjs/common';
import { BotsModule } from '../bots/bots.module.js';
import { SessionLock } from '../platform/database/session-lock.js';
import { MeetingBotClientModule } from '../platform/vendors/meeting-bot-client.module.js';
import { CalendarBotRequests } from './calendar-bot-requests.js';
import { CalendarBots } from './calendar-bots.js';
import { CalendarMetrics } from './calendar-metrics.js';
import { CalendarPlanner } from './calendar-planner.js';
import { CalendarSchedulesRepository } from './calendar-schedules.repository.js';
import { CalendarSync } from './calendar-sync.js';
import { CalendarsController } from './calendars.controller.js';
import { CalendarsRepository } from './calendars.repository.js';
import { CalendarConnections } from './calendar-connections.js';
import { CalendarsService } from './calendars.service.js';

@Module({
  imports: [MeetingBotClientModule, BotsModule],
  controllers: [CalendarsController],
  providers: [
    CalendarsRepository,
    CalendarSchedulesRepository,
    CalendarsService,
    CalendarConnections,
    CalendarSync,
    CalendarPlanner,
    CalendarBotRequests,
    CalendarBots,
    CalendarMetrics,
    SessionLock,
  ],
  exports: [CalendarSync],
})
export class CalendarsModule {}
