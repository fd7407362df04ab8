import { Global, Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { SecretBox } from '../common/secret-box.js';
import { AppConfig, envConfig } from './app-config.js';
import { secretBoxOf } from './secrets-key.js';

@Global()
@Module({
  imports: [ConfigModule.forRoot({ ignoreEnvFile: true, load: [envConfig] })],
  providers: [AppConfig, { provide: SecretBox, inject: [AppConfig], useFactory: secretBoxOf }],
  exports: [AppConfig, SecretBox],
})
export class AppConfigModule {}
