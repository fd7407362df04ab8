import { HttpModule } from '@nestjs/axios';
import { Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { MeetingBotClient } from './meeting-bot.client.js';
import { MeetingBotCalendarsClient } from './meeting-bot-calendars.client.js';
import { MeetingBotMedia } from './meeting-bot-media.js';
import { MeetingBotV2Client } from './meeting-bot-v2.client.js';
import { MeetingBotTransport, meetingBotHttpOptions } from './meeting-bot.transport.js';
import { VendorEndpoints } from './vendor-endpoints.js';

/**
 * One client per meeting-bot API version (and v2's calendars), on one transport (its metrics register once), and the
 * fetcher of its signed media URLs, for the features that call the vendor.
 */
@Module({
  imports: [
    HttpModule.registerAsync({
      inject: [AppConfig, VendorEndpoints],
      useFactory: meetingBotHttpOptions,
    }),
  ],
  providers: [
    MeetingBotTransport,
    MeetingBotClient,
    MeetingBotV2Client,
    MeetingBotCalendarsClient,
    MeetingBotMedia,
  ],
  exports: [
    MeetingBotTransport,
    MeetingBotClient,
    MeetingBotV2Client,
    MeetingBotCalendarsClient,
    MeetingBotMedia,
  ],
})
export class MeetingBotClientModule {}
