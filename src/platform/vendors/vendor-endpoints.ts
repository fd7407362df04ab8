import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { AppConfig } from '../config/app-config.js';
import { PreviousSecret } from '../config/previous-secret.js';

export interface VendorEndpoint {
  baseUrl: string;
  apiKey: string;
  keyHeader: string;
  /** True when this vendor is the built-in simulator. */
  simulated: boolean;
}

/**
 * Where the two vendors are and how to authenticate to them. A vendor whose base URL is not
 * configured is replaced by its built-in simulator on loopback (sandbox mode), so the whole
 * product runs on a fresh machine; configuring the URL and key switches to the real vendor.
 */
export class VendorEndpoints implements OnApplicationShutdown {
  constructor(
    readonly stt: VendorEndpoint & { providerName: string },
    /** `webhookSecret`: the v2 account webhook's signing secret (`whsec_…`), if any. */
    readonly meetingBot: VendorEndpoint & { webhookSecret: string | null },
    /** Secret path segment of the bridge's webhook receivers. */
    readonly webhookToken: string,
    /** WEBHOOK_TOKEN_PREVIOUS while a rotation is under way: accepted, and masked like it. */
    readonly previousWebhookToken: PreviousSecret | null = null,
    /** MEETING_BOT_API_KEY_PREVIOUS while a rotation is under way: masked like the key. */
    private readonly previousMeetingBotKey: PreviousSecret | null = null,
    private readonly closers: (() => Promise<void>)[] = [],
  ) {}

  /**
   * What must never reach a caller or a log: both vendor keys, WEBHOOK_TOKEN, and the previous
   * ones of a rotation (expired or not).
   */
  get secrets(): string[] {
    const previousKey = this.previousMeetingBotKey;
    const keys = [this.stt.apiKey, this.meetingBot.apiKey];
    return [...keys, ...(previousKey ? [previousKey.value] : []), ...this.webhookTokens];
  }

  /** WEBHOOK_TOKEN and, during a rotation, the previous one. */
  get webhookTokens(): string[] {
    const previous = this.previousWebhookToken;
    return previous ? [this.webhookToken, previous.value] : [this.webhookToken];
  }

  get sandbox(): boolean {
    return this.stt.simulated || this.meetingBot.simulated;
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.closers.map((close) => close()));
  }
}

const sandboxSecret = () => randomBytes(24).toString('base64url');
/** A Svix-style signing secret, as the vendor's dashboard shows one. */
const sandboxSigningSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

/**
 * Who plays the sandbox vendors. The server does: live sessions end, bots live their lives,
 * webhooks go out. The CLI's simulators only answer, from the state the server's simulators
 * keep under DATA_DIR: a CLI beside a server (or after it) sees the server's jobs, drives
 * nothing twice, and never takes a job for gone because its own simulator never heard of it.
 */
export type SandboxRole = 'server' | 'cli';

/**
 * The sandbox STT vendor retries its webhooks for about a minute, as a real vendor does: the
 * sessions it resumes at start-up end while the bridge is still starting, and their events must
 * still arrive once it listens.
 */
const SANDBOX_WEBHOOK_RETRIES_MS = [250, 1_000, 3_000, 10_000, 20_000, 30_000];

/** How long the sandbox STT vendor takes to finish a pre-recorded job. */
const SANDBOX_PRE_RECORDED_MS = 3_000;

interface Simulator {
  url: string;
  close(): Promise<void>;
}

/**
 * The vendor simulators, loaded only when a vendor URL is unset: they live outside the bridge's
 * sources (`simulators/`) and the production image does not carry them.
 */
const simulators = (): Promise<typeof import('../../../simulators/index.js')> =>
  import('../../../simulators/index.js');

/** The configured vendor, or its simulator started on loopback with a fresh key. */
async function vendorEndpoint(
  configured: { url?: string; apiKey?: string; keyHeader: string },
  simulate: (apiKey: string, keyHeader: string) => Promise<Simulator>,
  closers: (() => Promise<void>)[],
): Promise<VendorEndpoint> {
  const { url, keyHeader } = configured;
  if (url) return { baseUrl: url, apiKey: configured.apiKey!, keyHeader, simulated: false };
  const apiKey = sandboxSecret();
  const sim = await simulate(apiKey, keyHeader);
  closers.push(() => sim.close());
  return { baseUrl: sim.url, apiKey, keyHeader, simulated: true };
}

export async function resolveVendorEndpoints(
  config: AppConfig,
  role: SandboxRole,
): Promise<VendorEndpoints> {
  const plays = role === 'server';
  const logger = new Logger('Vendors');
  const vendors = config.vendors;
  const closers: (() => Promise<void>)[] = [];
  const webhookToken = config.secrets.WEBHOOK_TOKEN ?? sandboxSecret();
  if (!config.secrets.WEBHOOK_TOKEN) {
    logger.warn('WEBHOOK_TOKEN is not set: using a random token valid until this process stops');
  }
  const webhookBase = `${config.publicBaseUrl}/webhooks`;

  const stt = await vendorEndpoint(
    { url: vendors.STT_BASE_URL, apiKey: vendors.STT_API_KEY, keyHeader: vendors.STT_KEY_HEADER },
    async (apiKey, keyHeader) => {
      const { startSttSimulator } = await simulators();
      const sim = await startSttSimulator({
        apiKey,
        keyHeader,
        stateDir: join(config.dataDir, 'sandbox', 'stt'),
        liveAutoPlayMs: plays ? vendors.SANDBOX_LIVE_SECONDS * 1000 : undefined,
        preRecordedAutoCompleteMs: plays ? SANDBOX_PRE_RECORDED_MS : undefined,
        passive: !plays,
        webhookRetryDelaysMs: SANDBOX_WEBHOOK_RETRIES_MS,
      });
      if (plays) sim.setAccountWebhook(`${webhookBase}/stt/${webhookToken}`);
      return sim;
    },
    closers,
  );
  let webhookSecret = vendors.MEETING_BOT_WEBHOOK_SECRET ?? null;
  const meetingBot = await vendorEndpoint(
    {
      url: vendors.MEETING_BOT_BASE_URL,
      apiKey: vendors.MEETING_BOT_API_KEY,
      keyHeader: vendors.MEETING_BOT_KEY_HEADER,
    },
    async (apiKey, keyHeader) => {
      const { startMeetingBotSimulator } = await simulators();
      // The sandbox vendor's v2 account webhook points at this bridge, signed with a secret
      // both sides know, as the vendor's dashboard would set it up.
      webhookSecret ??= sandboxSigningSecret();
      const sim = await startMeetingBotSimulator({
        apiKey,
        keyHeader,
        autoLifecycle: plays,
        webhookSecret,
        stt: { baseUrl: stt.baseUrl, keyHeader: stt.keyHeader },
      });
      if (plays) sim.setAccountWebhook(`${webhookBase}/meeting-bot/${webhookToken}`);
      return sim;
    },
    closers,
  );

  if (vendors.MEETING_BOT_API_VERSION === 'v2' && !webhookSecret) {
    logger.warn(
      'MEETING_BOT_API_VERSION=v2 without MEETING_BOT_WEBHOOK_SECRET: signed account webhooks ' +
        "are refused; bots end through their callbacks and the status poll (see the README's " +
        'dashboard step)',
    );
  }
  if (stt.simulated || meetingBot.simulated) {
    logger.warn(
      `SANDBOX MODE: simulated vendors in use (STT: ${stt.simulated ? stt.baseUrl : 'real'}, ` +
        `meeting bots: ${meetingBot.simulated ? meetingBot.baseUrl : 'real'}). ` +
        'Set STT_BASE_URL/STT_API_KEY and MEETING_BOT_BASE_URL/MEETING_BOT_API_KEY for the real vendors.',
    );
  }
  return new VendorEndpoints(
    { ...stt, providerName: vendors.STT_PROVIDER_NAME },
    { ...meetingBot, webhookSecret },
    webhookToken,
    config.previousSecret('WEBHOOK_TOKEN'),
    config.previousSecret('MEETING_BOT_API_KEY'),
    closers,
  );
}
