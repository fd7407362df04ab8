import { AppConfig } from './platform/config/app-config.js';
import { validateEnv } from './platform/config/env.js';
import { bannerLines, SUPPORTED_NODE_MAJOR } from './startup-report.js';

const MB = 'http://127.0.0.1:41001';
const STT = 'http://127.0.0.1:41002';

function banner(
  env: Record<string, string>,
  node = `${SUPPORTED_NODE_MAJOR}.1.0`,
  urls = { meetingBot: MB, stt: STT },
) {
  const simulated = urls.meetingBot === MB;
  return bannerLines({
    config: new AppConfig(validateEnv(env)),
    sandbox: simulated,
    database: { kind: 'pglite', location: '/tmp/data/pglite' },
    vendors: {
      meetingBot: { baseUrl: urls.meetingBot, simulated },
      stt: { baseUrl: urls.stt, simulated },
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

  it('shows a configured vendor URL by its origin and path, never a credential it carries', () => {
    const lines = banner({ MEETING_BOT_API_VERSION: 'v2' }, undefined, {
      meetingBot: 'https://bots:hunter2@api.vendor.test/v2/?api_key=s3cret#x',
      stt: 'https://user@stt.vendor.test?token=t0ken',
    });
    expect(lines).toContain('  meeting bots  API v2 at https://api.vendor.test/v2/');
    expect(lines).toContain('  STT           https://stt.vendor.test');
    expect(lines.join('\n')).not.toMatch(/hunter2|s3cret|t0ken|bots:|user@/);
  });

  it('warns on a Node.js major the bridge is not built for, and only then', () => {
    const warning = (lines: string[]) => lines.filter((line) => line.includes('warning'));
    expect(warning(banner({}))).toEqual([]);
    expect(warning(banner({}, '20.20.2'))).toEqual([
      `  warning       Node.js 20.20.2: the bridge is built and tested on Node.js ${SUPPORTED_NODE_MAJOR} (.nvmrc); use it (nvm use)`,
    ]);
  });
});
