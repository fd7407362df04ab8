import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { ApiKeysRepository } from '../auth/api-keys.repository.js';
import { BOOTSTRAP_ADMIN_KEY } from '../auth/bootstrap-admin-key.js';

/**
 * Every key is minted through the API by an admin: a production server with no BRIDGE_ADMIN_KEY
 * and no admin key in its database could never be used. It refuses to start instead, saying
 * what to set. (The CLI's direct commands, which take no key, start without this check.)
 */
@Injectable()
export class FirstAdminCheck implements OnApplicationBootstrap {
  constructor(
    private readonly keys: ApiKeysRepository,
    @Inject(BOOTSTRAP_ADMIN_KEY) private readonly adminKey: string | null,
    private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.adminKey || !this.config.isProduction) return;
    if ((await this.keys.countUsableAdmins()) > 0) return;
    throw new Error(
      'BRIDGE_ADMIN_KEY is not set and the database holds no admin key, so no key could ever ' +
        'be minted: set BRIDGE_ADMIN_KEY to a long random secret, mint an admin key with it, ' +
        'then it may be unset',
    );
  }
}
