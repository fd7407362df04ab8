import { Global, Module } from '@nestjs/common';
import { TranscriptionCoreModule } from '../transcription/transcription-core.module.js';
import { LiveCore } from './live-core.js';
import { LiveIngress } from './live-ingress.js';
import { LiveRepository } from './live.repository.js';
import { LiveSessions } from './live-sessions.js';

/** What bot creation and bot events need of live meetings (global: bots import it as a peer). */
@Global()
@Module({ providers: [LiveCore, LiveRepository], exports: [LiveCore, LiveRepository] })
export class LiveCoreModule {}

/** Live meetings: the bots' audio ingress, the STT live sessions, the live transcript. */
@Module({
  imports: [TranscriptionCoreModule],
  providers: [LiveSessions, LiveIngress],
})
export class LiveModule {}
