/**
 * Runs both vendor simulators in their own process (benchmarks, manual sandboxes):
 *   tsx src/simulators/cli.ts --stt-port 4010 --bot-port 4020 --stt-key k1 --bot-key k2
 * Prints one JSON line with the URLs, then serves until SIGINT/SIGTERM.
 */
import { parseArgs } from 'node:util';
import { startMeetingBotSimulator, startSttSimulator } from './index.js';

const HELP = `Options (all optional):
  --stt-port N            STT simulator port (default 0 = random)
  --bot-port N            meeting-bot simulator port (default 0 = random)
  --host H                bind address (default 127.0.0.1)
  --stt-key K             STT API key (default sim-stt-key)
  --bot-key K             meeting-bot API key (default sim-bot-key)
  --stt-key-header H      default x-service-key
  --bot-key-header H      default x-meeting-baas-api-key
  --audio-size BYTES      default audio size of STT jobs
  --stt-webhook URL       STT account webhook URL
  --bot-webhook URL       meeting-bot account webhook URL
  --bot-webhook-secret S  signing secret (whsec_...) of the v2 account webhook
  --auto-lifecycle        bots live their life on their own after joining
  --help`;

async function main(): Promise<void> {
  const { values: v } = parseArgs({
    options: {
      'stt-port': { type: 'string', default: '0' },
      'bot-port': { type: 'string', default: '0' },
      host: { type: 'string', default: '127.0.0.1' },
      'stt-key': { type: 'string', default: 'sim-stt-key' },
      'bot-key': { type: 'string', default: 'sim-bot-key' },
      'stt-key-header': { type: 'string' },
      'bot-key-header': { type: 'string' },
      'audio-size': { type: 'string' },
      'stt-webhook': { type: 'string' },
      'bot-webhook': { type: 'string' },
      'bot-webhook-secret': { type: 'string' },
      'auto-lifecycle': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (v.help) return void console.log(HELP);

  const stt = await startSttSimulator({
    port: Number(v['stt-port']),
    host: v.host,
    apiKey: v['stt-key'] ?? '',
    keyHeader: v['stt-key-header'],
    defaultAudioSize: v['audio-size'] ? Number(v['audio-size']) : undefined,
  });
  const bot = await startMeetingBotSimulator({
    port: Number(v['bot-port']),
    host: v.host,
    apiKey: v['bot-key'] ?? '',
    keyHeader: v['bot-key-header'],
    autoLifecycle: v['auto-lifecycle'],
    webhookSecret: v['bot-webhook-secret'],
    // v2 bots with an STT key have their jobs made on this STT simulator.
    stt: { baseUrl: stt.url, keyHeader: v['stt-key-header'] ?? 'x-service-key' },
  });
  if (v['stt-webhook']) stt.setAccountWebhook(v['stt-webhook']);
  if (v['bot-webhook']) bot.setAccountWebhook(v['bot-webhook']);
  console.log(
    JSON.stringify({ stt: stt.url, sttFileOrigin: stt.fileOrigin.url, meetingBot: bot.url }),
  );

  const stop = () => void Promise.all([stt.close(), bot.close()]).then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
