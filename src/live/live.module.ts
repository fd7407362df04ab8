import { Global, Module } from '@nestjs/common';
import { TranscriptionJobsModule } from '../transcription-jobs/transcription-jobs.module.js';
import { LiveCore } from './live-core.js';
import { LiveEventStream } from './live-event-stream.js';
import { LiveHub } from './live-hub.js';
import { LiveReadTokens } from './live-read-tokens.js';
import { LiveIngress } from './live-ingress.js';
import { LiveNotifier } from './live-notifier.js';
import { LiveRepository } from './live.repository.js';
import { LiveSessions } from './live-sessions.js';
import { LiveStreamHolds } from './live-stream-holds.js';

/**
 * What bot creation, bot events and the bots' routes need of live meetings (global: bots use it
 * as a peer of the ingress).
 */
const CORE = [LiveCore, LiveRepository, LiveHub, LiveEventStream, LiveReadTokens, LiveStreamHolds];

@Global()
@Module({ providers: CORE, exports: CORE })
export class LiveCoreModule {}

/** Live meetings: the bots' audio ingress, the STT live sessions, the live transcript. */
@Module({
  imports: [TranscriptionJobsModule],
  providers: [LiveSessions, LiveIngress, LiveNotifier],
})
export class LiveModule {}
