import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ApiKeyGuard } from './api-key.guard.js';
import { ApiKeysRepository } from './api-keys.repository.js';
import { AuthService } from './auth.service.js';

@Global()
@Module({
  providers: [ApiKeysRepository, AuthService, { provide: APP_GUARD, useClass: ApiKeyGuard }],
  exports: [ApiKeysRepository, AuthService],
})
export class AuthModule {}
