import { Injectable } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { AppConfig } from '../platform/config/app-config.js';
import { MeetingBotClient } from '../platform/vendors/meeting-bot.client.js';
import { MeetingBotV2Client } from '../platform/vendors/meeting-bot-v2.client.js';
import { MeetingBotError } from '../platform/vendors/meeting-bot.transport.js';
import { SttClient, SttHttpError } from '../platform/vendors/stt.client.js';
import { VendorCalls } from '../platform/vendors/vendor-calls.js';

/** A probe waits this long for the vendor at most. */
const PROBE_TIMEOUT_MS = 5_000;
/** Answers are reused this long (per replica), so the console's polling never adds vendor load. */
export const VENDOR_HEALTH_TTL_MS = 30_000;

export class VendorProbeDto {
  @ApiProperty({ enum: ['meeting_bot', 'stt'] }) vendor!: 'meeting_bot' | 'stt';
  @ApiProperty({ description: 'The vendor API probed (the meeting-bot API new bots use)' })
  api!: string;
  @ApiProperty({ description: 'The vendor answered the probe and took the bridge’s key' })
  up!: boolean;
  @ApiProperty({ nullable: true, type: Number, description: 'Its HTTP status; null without one' })
  status_code!: number | null;
  @ApiProperty({ description: 'How long the probe took' }) latency_ms!: number;
  @ApiProperty({ nullable: true, type: String, description: 'Why it is down (never a key)' })
  error!: string | null;
  @ApiProperty() checked_at!: string;
}

export class VendorHealthDto {
  @ApiProperty({ type: [VendorProbeDto] }) vendors!: VendorProbeDto[];
}

type Outcome = Pick<VendorProbeDto, 'up' | 'status_code' | 'error'>;

/**
 * Whether the vendors answer: one cheap authenticated read at each (a list of one bot, of one
 * live session), at most every VENDOR_HEALTH_TTL_MS per replica whoever asks, concurrent askers
 * sharing the probe in flight.
 */
@Injectable()
export class VendorHealth {
  private latest: { at: number; answer: Promise<VendorHealthDto> } | null = null;

  constructor(
    private readonly config: AppConfig,
    private readonly meetingBotV1: MeetingBotClient,
    private readonly meetingBotV2: MeetingBotV2Client,
    private readonly stt: SttClient,
    calls: VendorCalls,
  ) {
    // A replica that has not called a vendor lately learns whether it is up from the probe.
    calls.freshenWith(() => this.check());
  }

  check(): Promise<VendorHealthDto> {
    if (this.latest && Date.now() - this.latest.at < VENDOR_HEALTH_TTL_MS) {
      return this.latest.answer;
    }
    const answer = this.probeAll();
    this.latest = { at: Date.now(), answer };
    return answer;
  }

  private async probeAll(): Promise<VendorHealthDto> {
    const version = this.config.vendors.MEETING_BOT_API_VERSION;
    const meetingBot = version === 'v2' ? this.meetingBotV2 : this.meetingBotV1;
    const vendors = await Promise.all([
      probe('meeting_bot', version, (signal) => meetingBot.probe(signal), meetingBotOutcome),
      probe('stt', 'v2', (signal) => this.stt.probe(signal), sttOutcome),
    ]);
    return { vendors };
  }
}

async function probe(
  vendor: VendorProbeDto['vendor'],
  api: string,
  call: (signal: AbortSignal) => Promise<number>,
  failure: (error: unknown) => Outcome,
): Promise<VendorProbeDto> {
  const started = performance.now();
  let outcome: Outcome;
  try {
    const status = await call(AbortSignal.timeout(PROBE_TIMEOUT_MS));
    outcome = { up: true, status_code: status, error: null };
  } catch (error) {
    outcome = failure(error);
  }
  return {
    vendor,
    api,
    ...outcome,
    latency_ms: Math.round(performance.now() - started),
    checked_at: new Date().toISOString(),
  };
}

function meetingBotOutcome(error: unknown): Outcome {
  if (!(error instanceof MeetingBotError)) return { up: false, status_code: null, error: 'failed' };
  const failure = error.failure;
  const status = 'status' in failure ? failure.status : null;
  const reasons: Record<string, string> = {
    unauthorized: 'refused the bridge’s key',
    rate_limited: 'rate limiting the bridge',
    timeout: 'no answer in time',
    unreachable: 'unreachable',
    broken: 'connection broken',
  };
  return {
    up: false,
    status_code: status,
    error: reasons[failure.kind] ?? `answered ${status ?? 'an error'}`,
  };
}

function sttOutcome(error: unknown): Outcome {
  if (error instanceof SttHttpError) {
    const refused = error.status === 401 || error.status === 403;
    return {
      up: false,
      status_code: error.status,
      error: refused ? 'refused the bridge’s key' : `answered ${error.status}`,
    };
  }
  const name = (error as Error)?.name;
  const timedOut = name === 'TimeoutError' || name === 'AbortError';
  return { up: false, status_code: null, error: timedOut ? 'no answer in time' : 'unreachable' };
}
