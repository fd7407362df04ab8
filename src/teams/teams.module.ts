import { Module } from '@nestjs/common';
import { TeamsAdminController, WhoAmIController } from './teams.controller.js';
import { TeamsRepository } from './teams.repository.js';
import { TeamsService } from './teams.service.js';

@Module({
  controllers: [TeamsAdminController, WhoAmIController],
  providers: [TeamsRepository, TeamsService],
  exports: [TeamsService, TeamsRepository],
})
export class TeamsModule {}
