import { type DynamicModule, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { SttRedirects } from './stt-redirects.js';
import { VendorCalls } from './vendor-calls.js';
import { resolveVendorEndpoints, type SandboxRole, VendorEndpoints } from './vendor-endpoints.js';

/** Where the vendors are; in sandbox mode, `role` says whether this process plays them. */
@Module({})
export class VendorsModule {
  static forRoot(role: SandboxRole): DynamicModule {
    return {
      module: VendorsModule,
      global: true,
      providers: [
        {
          provide: VendorEndpoints,
          inject: [AppConfig],
          useFactory: (config: AppConfig) => resolveVendorEndpoints(config, role),
        },
        SttRedirects,
        VendorCalls,
      ],
      exports: [VendorEndpoints, SttRedirects, VendorCalls],
    };
  }
}
