import { Global, Module } from '@nestjs/common';
import { Admission } from './admission.js';
import { ApiKeysRepository } from './api-keys.repository.js';
import { AuthService } from './auth.service.js';
import { BOOTSTRAP_ADMIN_KEY, resolveBootstrapAdminKey } from './bootstrap-admin-key.js';
import { AppConfig } from '../config/app-config.js';

@Global()
@Module({
  providers: [
    Admission,
    ApiKeysRepository,
    AuthService,
    { provide: BOOTSTRAP_ADMIN_KEY, inject: [AppConfig], useFactory: resolveBootstrapAdminKey },
  ],
  exports: [Admission, ApiKeysRepository, AuthService, BOOTSTRAP_ADMIN_KEY],
})
export class AuthModule {}
