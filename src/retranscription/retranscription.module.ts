import { Module } from '@nestjs/common';
import { MeetingBotClientModule } from '../vendors/meeting-bot-client.module.js';
import { RetranscriptionController } from './retranscription.controller.js';
import { RetranscriptionRepository } from './retranscription.repository.js';
import { RetranscriptionService } from './retranscription.service.js';

@Module({
  imports: [MeetingBotClientModule],
  controllers: [RetranscriptionController],
  providers: [RetranscriptionRepository, RetranscriptionService],
  exports: [RetranscriptionService],
})
export class RetranscriptionModule {}
