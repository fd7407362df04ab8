import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { AppConfig } from '../config/app-config.js';
import { startMeetingBotSimulator, startSttSimulator } from '../simulators/index.js';

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
    readonly meetingBot: VendorEndpoint,
    /** Secret path segment of the bridge's webhook receivers. */
    readonly webhookToken: string,
    private readonly closers: (() => Promise<void>)[] = [],
  ) {}

  get sandbox(): boolean {
    return this.stt.simulated || this.meetingBot.simulated;
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.closers.map((close) => close()));
  }
}

const sandboxSecret = () => randomBytes(24).toString('base64url');

export async function resolveVendorEndpoints(config: AppConfig): Promise<VendorEndpoints> {
  const logger = new Logger('Vendors');
  const env = config.env;
  const closers: (() => Promise<void>)[] = [];
  const webhookToken = env.WEBHOOK_TOKEN ?? sandboxSecret();
  if (!env.WEBHOOK_TOKEN) {
    logger.warn('WEBHOOK_TOKEN is not set: using a random token valid until this process stops');
  }
  const webhookBase = `${config.publicBaseUrl}/webhooks`;

  let stt: VendorEndpoint;
  if (env.STT_BASE_URL) {
    stt = {
      baseUrl: env.STT_BASE_URL,
      apiKey: env.STT_API_KEY!,
      keyHeader: env.STT_KEY_HEADER,
      simulated: false,
    };
  } else {
    const apiKey = sandboxSecret();
    const sim = await startSttSimulator({ apiKey, keyHeader: env.STT_KEY_HEADER });
    sim.setAccountWebhook(`${webhookBase}/stt/${webhookToken}`);
    closers.push(() => sim.close());
    stt = { baseUrl: sim.url, apiKey, keyHeader: env.STT_KEY_HEADER, simulated: true };
  }

  let meetingBot: VendorEndpoint;
  if (env.MEETING_BOT_BASE_URL) {
    meetingBot = {
      baseUrl: env.MEETING_BOT_BASE_URL,
      apiKey: env.MEETING_BOT_API_KEY!,
      keyHeader: env.MEETING_BOT_KEY_HEADER,
      simulated: false,
    };
  } else {
    const apiKey = sandboxSecret();
    const sim = await startMeetingBotSimulator({
      apiKey,
      keyHeader: env.MEETING_BOT_KEY_HEADER,
      autoLifecycle: true,
    });
    closers.push(() => sim.close());
    meetingBot = {
      baseUrl: sim.url,
      apiKey,
      keyHeader: env.MEETING_BOT_KEY_HEADER,
      simulated: true,
    };
  }

  if (stt.simulated || meetingBot.simulated) {
    logger.warn(
      `SANDBOX MODE: simulated vendors in use (STT: ${stt.simulated ? stt.baseUrl : 'real'}, ` +
        `meeting bots: ${meetingBot.simulated ? meetingBot.baseUrl : 'real'}). ` +
        'Set STT_BASE_URL/STT_API_KEY and MEETING_BOT_BASE_URL/MEETING_BOT_API_KEY for the real vendors.',
    );
  }
  return new VendorEndpoints(
    { ...stt, providerName: env.STT_PROVIDER_NAME },
    meetingBot,
    webhookToken,
    closers,
  );
}
