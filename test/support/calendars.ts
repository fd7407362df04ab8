import {
  type MeetingBotSimulator,
  startMeetingBotSimulator,
  startSttSimulator,
  type SttSimulator,
} from '../../simulators/index.js';
import { bearer, startBridge, type TestBridge } from './bridge.js';
import { eventually } from './eventually.js';
import { http } from './http.js';

/** The vendors' keys and secrets a calendar test gives its bridge and simulators. */
export interface CalendarSecrets {
  mbKey: string;
  sttKey: string;
  webhookSecret: string;
  webhookToken: string;
}

export interface CalendarVendors {
  stt: SttSimulator;
  mb: MeetingBotSimulator;
  bridge: TestBridge;
}

/**
 * A meeting-bot v2 bridge on the simulated vendors, as the calendar tests run it: reconcile
 * rounds only when a test runs one. `botsTranscribe`: the vendor's bots transcribe with the STT
 * simulator, whose pre-recorded jobs finish by themselves after 50 ms; `calendarSpeed`: how
 * much faster than real time its schedules reach their events.
 */
export async function startCalendarVendors(
  secrets: CalendarSecrets,
  options: { botsTranscribe?: boolean; calendarSpeed?: number } = {},
): Promise<CalendarVendors> {
  const stt = await startSttSimulator({
    apiKey: secrets.sttKey,
    ...(options.botsTranscribe ? { preRecordedAutoCompleteMs: 50 } : {}),
  });
  const mb = await startMeetingBotSimulator({
    apiKey: secrets.mbKey,
    webhookSecret: secrets.webhookSecret,
    webhookRetryDelaysMs: [50],
    ...(options.botsTranscribe ? { stt: { baseUrl: stt.url, keyHeader: 'x-service-key' } } : {}),
    ...(options.calendarSpeed ? { calendarSpeed: options.calendarSpeed } : {}),
  });
  const bridge = await startBridge({
    WEBHOOK_TOKEN: secrets.webhookToken,
    MEETING_BOT_BASE_URL: mb.url,
    MEETING_BOT_API_KEY: secrets.mbKey,
    STT_BASE_URL: stt.url,
    STT_API_KEY: secrets.sttKey,
    MEETING_BOT_API_VERSION: 'v2',
    MEETING_BOT_WEBHOOK_SECRET: secrets.webhookSecret,
    VENDOR_TIMEOUT_MS: '2000',
    CALENDAR_RECONCILE_INTERVAL_MS: '0',
  });
  return { stt, mb, bridge };
}

export async function stopCalendarVendors(vendors: Partial<CalendarVendors>): Promise<void> {
  await vendors.bridge?.close();
  await vendors.mb?.close();
  await vendors.stt?.close();
}

/**
 * A team's logged events of `type` whose data `match` picks, once there is one: the log shows
 * an event once every transaction that began before its own has ended (its order), which other
 * work on the database can hold back a moment.
 */
export async function loggedEvents(
  bridge: TestBridge,
  key: string,
  type: string,
  match: (data: Record<string, unknown>) => boolean,
): Promise<{ data: Record<string, any> }[]> {
  return (await eventually(async () => {
    const log = await http('GET', `${bridge.url}/events?type=${type}&limit=200`, {
      headers: bearer(key),
    });
    const mine = (log.body.data as { data: Record<string, unknown> }[]).filter((e) =>
      match(e.data),
    );
    return mine.length > 0 ? mine : null;
  }, 10_000))!;
}
