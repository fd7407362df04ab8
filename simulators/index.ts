export {
  startSttSimulator,
  type SttSimulator,
  type SttSimulatorOptions,
} from './stt/stt-simulator.js';
export {
  startMeetingBotSimulator,
  type MeetingBotSimulator,
  type MeetingBotSimulatorOptions,
} from './meeting-bot/meeting-bot-simulator.js';
export { AudioStream, expectedAudioSha256 } from './stt/audio-stream.js';
export type { FaultRule } from './shared/faults.js';
export type { RecordedRequest, SimulatorOptions } from './shared/types.js';
export type { DeliveryAttempt } from './shared/webhook-sender.js';
export type { BotEventInput } from './meeting-bot/mb-events.js';
export { BOT_STATUS_CODES, type BotStatusCode } from './meeting-bot/mb-state.js';
export type { SttJob } from './stt/stt-state.js';
export {
  startWebhookReceiver,
  type ReceivedHook,
  type WebhookReceiver,
} from './shared/webhook-receiver.js';
