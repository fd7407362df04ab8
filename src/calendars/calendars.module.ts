import { Module } from '@nestjs/common';
import { MeetingBotClientModule } from '../vendors/meeting-bot-client.module.js';
import { CalendarSync } from './calendar-sync.js';
import { CalendarsController } from './calendars.controller.js';
import { CalendarsRepository } from './calendars.repository.js';
import { CalendarsService } from './calendars.service.js';

@Module({
  imports: [MeetingBotClientModule],
  controllers: [CalendarsController],
  providers: [CalendarsRepository, CalendarsService, CalendarSync],
  exports: [CalendarSync],
})
export class CalendarsModule {}
