import { Global, Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { AppConfig, envConfig } from './app-config.js';

@Global()
@Module({
  imports: [ConfigModule.forRoot({ ignoreEnvFile: true, load: [envConfig] })],
  providers: [AppConfig],
  exports: [AppConfig],
})
export class AppConfigModule {}
