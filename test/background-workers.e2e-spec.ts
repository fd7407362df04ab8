import { SchedulerRegistry } from '@nestjs/schedule';
import { startBridge } from './support/bridge.js';

/** The schedules a bridge with these roles registers, by the names of its workers' ticks. */
async function ticksOf(roles: string): Promise<string[]> {
  const bridge = await startBridge({ BRIDGE_ROLES: roles, MEETING_BOT_API_VERSION: 'v2' });
  try {
    return bridge.app.get(SchedulerRegistry).getIntervals().sort();
  } finally {
    await bridge.close();
  }
}

/** Every process takes in vendor webhooks and runs data deletions. */
const EVERY_PROCESS = ['deletion-poll', 'webhook-poll'];
const EVENTS = ['event-delivery-poll', 'event-give-up', 'event-prune'];
const SWEEPS = ['archive-sweep', 'bot-reconcile', 'calendar-planner', 'calendar-reconcile'];
const ARCHIVE = ['archive-poll'];

describe('background workers', () => {
  it.each([
    ['all', [...EVERY_PROCESS, ...EVENTS, ...SWEEPS, ...ARCHIVE]],
    ['api', EVERY_PROCESS],
    ['events,sweeps', [...EVERY_PROCESS, ...EVENTS, ...SWEEPS]],
    ['archive', [...EVERY_PROCESS, ...ARCHIVE]],
  ])('with BRIDGE_ROLES=%s, run the schedules of those roles only', async (roles, ticks) => {
    expect(await ticksOf(roles)).toEqual([...ticks].sort());
  });

  it('stop every schedule when the bridge closes', async () => {
    const bridge = await startBridge();
    const registry = bridge.app.get(SchedulerRegistry);
    expect(registry.getIntervals().length).toBeGreaterThan(0);
    await bridge.close();
    expect(registry.getIntervals()).toEqual([]);
  });
});
