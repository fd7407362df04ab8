import { AppConfig } from './config/app-config.js';
import { validateEnv } from './config/env.js';
import { bannerLines, SUPPORTED_NODE_MAJOR } from './startup-report.js';

const MB = 'http://127.0.0.1:41001';
const STT = 'http://127.0.0.1:41002';

function banner(env: Record<string, string>, node = `${SUPPORTED_NODE_MAJOR}.1.0`) {
  return bannerLines({
    config: new AppConfig(validateEnv(env)),
    sandbox: true,
    database: { kind: 'pglite', location: '/tmp/data/pglite' },
    vendors: {
      meetingBot: { baseUrl: MB, simulated: true },
      stt: { baseUrl: STT, simulated: true },
    },
    node,
  });
}

describe('the start-up banner', () => {
  it('names the meeting-bot API version and where the simulators and their calendar controls are', () => {
    const v2 = banner({ MEETING_BOT_API_VERSION: 'v2' });
    expect(v2).toContain(
      `  meeting bots  API v2, simulated at ${MB} ` +
        `(calendar events: POST ${MB}/__sim/calendars/{calendar}/events)`,
    );
    expect(v2).toContain(`  STT           simulated at ${STT}`);
    const v1 = banner({ MEETING_BOT_API_VERSION: 'v1' });
    expect(v1).toContain(`  meeting bots  API v1, simulated at ${MB}`);
  });

  it('warns on a Node.js major the bridge is not built for, and only then', () => {
    const warning = (lines: string[]) => lines.filter((line) => line.includes('warning'));
    expect(warning(banner({}))).toEqual([]);
    expect(warning(banner({}, '20.20.2'))).toEqual([
      `  warning       Node.js 20.20.2: the bridge is built and tested on Node.js ${SUPPORTED_NODE_MAJOR} (.nvmrc); use it (nvm use)`,
    ]);
  });
});
