import { HttpModule } from '@nestjs/axios';
import { Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { MeetingBotClient, meetingBotHttpOptions } from './meeting-bot.client.js';
import { VendorEndpoints } from './vendor-endpoints.js';

/** One MeetingBotClient for the features that call the meeting-bot vendor (its metrics register once). */
@Module({
  imports: [
    HttpModule.registerAsync({
      inject: [AppConfig, VendorEndpoints],
      useFactory: meetingBotHttpOptions,
    }),
  ],
  providers: [MeetingBotClient],
  exports: [MeetingBotClient],
})
export class MeetingBotClientModule {}
