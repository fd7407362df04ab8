import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { AppConfigModule } from '../config/config.module.js';
import { DatabaseModule } from '../database/database.module.js';
import { TeamsModule } from '../teams/teams.module.js';

/** What the command line needs: the database and the services, no HTTP server. */
@Module({ imports: [AppConfigModule, DatabaseModule, AuthModule, TeamsModule] })
export class CliModule {}
