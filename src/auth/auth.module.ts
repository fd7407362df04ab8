import { Global, Module } from '@nestjs/common';
import { ApiKeysRepository } from './api-keys.repository.js';
import { AuthService } from './auth.service.js';
import { BOOTSTRAP_ADMIN_KEY, resolveBootstrapAdminKey } from './bootstrap-admin-key.js';
import { AppConfig } from '../config/app-config.js';

@Global()
@Module({
  providers: [
    ApiKeysRepository,
    AuthService,
    { provide: BOOTSTRAP_ADMIN_KEY, inject: [AppConfig], useFactory: resolveBootstrapAdminKey },
  ],
  exports: [ApiKeysRepository, AuthService],
})
export class AuthModule {}
