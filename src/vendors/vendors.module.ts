import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { resolveVendorEndpoints, VendorEndpoints } from './vendor-endpoints.js';

@Global()
@Module({
  providers: [
    { provide: VendorEndpoints, inject: [AppConfig], useFactory: resolveVendorEndpoints },
  ],
  exports: [VendorEndpoints],
})
export class VendorsModule {}
