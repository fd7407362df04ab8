import { Global, Module } from '@nestjs/common';
import { Shutdown } from './shutdown.js';

@Global()
@Module({ providers: [Shutdown], exports: [Shutdown] })
export class ShutdownModule {}
