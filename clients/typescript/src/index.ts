/**
 * A typed client of the meeting-bot bridge's REST API: openapi-fetch over the types generated
 * from the bridge's OpenAPI document (schema.ts). Every path, parameter, body and answer is typed:
 *
 *   const bridge = createBridgeClient({ baseUrl: 'http://127.0.0.1:3000', key: 'mbb_…' });
 *   const bot = await call(bridge.POST('/bots', { body: { meeting_url: '…' } }));
 */
export * from './client.js';
export { verifyTeamEvent, type TeamEvent } from './team-events.js';
export {
  receiveTeamEvents,
  type TeamEventHandlers,
  type TeamEventReceiver,
} from './team-event-receiver.js';
