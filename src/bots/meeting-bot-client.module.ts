import { HttpModule } from '@nestjs/axios';
import { Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { MeetingBotClient, meetingBotHttpOptions } from '../vendors/meeting-bot.client.js';
import { VendorEndpoints } from '../vendors/vendor-endpoints.js';

/** One MeetingBotClient for the bots and retranscription features (its metrics register once). */
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
