import { randomBytes } from 'node:crypto';
import { PrismaService } from '../src/platform/database/prisma.service.js';
import { startSttSimulator, type SttSimulator } from '../simulators/index.js';
import { bearer, mintTeam, startBridge, type TestBridge } from './support/bridge.js';
import { http } from './support/http.js';

/** A team with a member key, as `Authorization: Bearer` and as the STT key header. */
export interface ProxyTeam {
  id: string;
  key: string;
  headers: Record<string, string>;
  sttHeaders: Record<string, string>;
}

export interface ProxyFixture {
  stt: SttSimulator;
  bridge: TestBridge;
  sttKey: string;
  webhookToken: string;
  alpha: ProxyTeam;
  beta: ProxyTeam;
  /** Another team, for a test of its own. */
  team(name: string): Promise<ProxyTeam>;
  url(path: string): string;
  /** A bot row of the team (the bots feature's API is not what these tests are about). */
  bot(teamId: string): Promise<string>;
  close(): Promise<void>;
}

/** The bridge in front of its own STT simulator (so the test sees the vendor's traffic), two teams. */
export async function startProxyFixture(env: Record<string, string> = {}): Promise<ProxyFixture> {
  const sttKey = `vendor-${randomBytes(16).toString('hex')}`;
  const webhookToken = `hook-${randomBytes(16).toString('hex')}`;
  const stt = await startSttSimulator({ apiKey: sttKey });
  let bridge: TestBridge;
  try {
    bridge = await startBridge({
      STT_BASE_URL: stt.url,
      STT_API_KEY: sttKey,
      WEBHOOK_TOKEN: webhookToken,
      // The simulator's signed storage, where its redirects lead, is on loopback too.
      OUTBOUND_ALLOW_PRIVATE: 'true',
      ...env,
    });
  } catch (error) {
    await stt.close();
    throw error;
  }
  const url = (path: string) => `${bridge.url}${path}`;
  const team = async (name: string): Promise<ProxyTeam> => {
    const { id, key } = await mintTeam(bridge.url, bridge.admin, name);
    return { id, key, headers: bearer(key), sttHeaders: { 'x-service-key': key } };
  };
  const alpha = await team('alpha');
  const beta = await team('beta');
  return {
    stt,
    bridge,
    sttKey,
    webhookToken,
    alpha,
    beta,
    team,
    url,
    bot: async (teamId) => {
      const bot = await bridge.app.get(PrismaService).bot.create({
        data: {
          teamId,
          meetingUrl: 'https://meet.google.com/abc-defg-hij',
          botName: 'Notetaker',
          status: 'joining_call',
          request: {},
        },
      });
      return bot.id;
    },
    close: async () => {
      await bridge.close();
      await stt.close();
    },
  };
}

/** Creates a job through the bridge and returns the vendor's answer. */
export async function createJob(
  fx: ProxyFixture,
  team: ProxyTeam,
  path: '/v2/live' | '/v2/pre-recorded' | '/v2/transcription',
  json: Record<string, unknown> = {},
) {
  const body = path === '/v2/live' ? json : { audio_url: 'https://audio.example/a.wav', ...json };
  const res = await http('POST', fx.url(path), { headers: team.headers, json: body });
  if (res.status !== 201) throw new Error(`create ${path}: ${res.status} ${res.text}`);
  return res.body as { id: string; url?: string; result_url?: string };
}
