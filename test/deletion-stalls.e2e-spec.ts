import { randomBytes } from 'node:crypto';
import { startMeetingBotSimulator, type MeetingBotSimulator } from '../simulators/index.js';
import { bearer, mintTeam, startBridge, type TestBridge } from './support/bridge.js';
import { eventually } from './support/eventually.js';
import { http } from './support/http.js';

const MB_KEY = `mb-${randomBytes(12).toString('hex')}`;
const MEET = 'https://meet.google.com/abc-defg-hij';

/** A v1 bot asked to leave by a deletion whose end event never comes. */
describe('deletions of bots whose end is not heard', () => {
  let mb: MeetingBotSimulator;
  let bridge: TestBridge;
  let team: { id: string; key: string };

  beforeAll(async () => {
    mb = await startMeetingBotSimulator({ apiKey: MB_KEY });
    bridge = await startBridge({
      MEETING_BOT_BASE_URL: mb.url,
      MEETING_BOT_API_KEY: MB_KEY,
      MEETING_BOT_API_VERSION: 'v1',
      OUTBOUND_ALLOW_PRIVATE: 'true',
      BRIDGE_ROLES: 'api,events,archive',
      ARCHIVE_POLL_INTERVAL_MS: '50',
      // A bot asked to leave is looked up at the vendor after this long.
      BOT_STATUS_POLL_MS: '400',
      DELETION_BACKOFF_BASE_MS: '100',
      DELETION_BACKOFF_MAX_MS: '200',
    });
    team = await mintTeam(bridge.url, bridge.admin, 'stalls');
  });
  afterAll(async () => {
    await bridge?.close();
    await mb?.close();
  });

  /** A bot in its meeting at the vendor, whose events never reach the bridge. */
  async function botInMeeting() {
    const created = await http('POST', `${bridge.url}/bots`, {
      headers: bearer(team.key),
      json: { meeting_url: MEET },
    });
    expect(created.status).toBe(201);
    return created.body as { id: string; upstream_bot_id: string };
  }
  const leaves = (upstream: string) =>
    mb.requests.filter((r) => r.method === 'DELETE' && r.path === `/bots/${upstream}`).length;
  const meetingBotStep = async (botId: string) => {
    const data = await http('GET', `${bridge.url}/bots/${botId}/data`, {
      headers: bearer(team.key),
    });
    const [deletion] = data.body.deletions;
    return {
      deletion,
      step: deletion.steps.find((s: { target: string }) => s.target === 'meeting_bot'),
    };
  };

  it('deletes the bot once the vendor says it ended, though its end event was lost', async () => {
    const bot = await botInMeeting();
    expect(
      (
        await http('DELETE', `${bridge.url}/bots/${bot.id}/data`, {
          headers: bearer(team.key),
        })
      ).status,
    ).toBe(202);
    await eventually(async () => leaves(bot.upstream_bot_id) === 1);
    // The vendor ends the bot; its events are lost on the way.
    Object.assign(mb.getBot(bot.upstream_bot_id)!, { endedAt: new Date(), terminal: true });
    const done = await eventually(async () => {
      const { deletion } = await meetingBotStep(bot.id);
      return deletion.state === 'completed' ? deletion : null;
    }, 15_000);
    const step = done.steps.find((s: { target: string }) => s.target === 'meeting_bot');
    expect(step).toMatchObject({ state: 'done', deleted: { vendor_bot: bot.upstream_bot_id } });
    const asked = `/bots/${bot.upstream_bot_id}/delete_data`;
    expect(mb.requests.some((r) => r.path === asked)).toBe(true);
  });

  it('asks a bot that does not leave again, and reports the deletion stalled', async () => {
    const bot = await botInMeeting();
    await http('DELETE', `${bridge.url}/bots/${bot.id}/data`, { headers: bearer(team.key) });
    const { step } = (await eventually(async () => {
      const found = await meetingBotStep(bot.id);
      return /still shows the bot in its meeting/.test(found.step.error ?? '') ? found : null;
    }, 15_000))!;
    expect(step).toMatchObject({
      state: 'pending',
      deleted: { leave_requests: expect.any(Number) },
    });
    expect(step.deleted.leave_requests).toBeGreaterThanOrEqual(2);
    expect(leaves(bot.upstream_bot_id)).toBeGreaterThanOrEqual(2);
    const metrics = await fetch(`${bridge.url}/metrics`).then((r) => r.text());
    expect(metrics).toMatch(
      /data_deletion_steps_total\{target="meeting_bot",outcome="stalled"\} [1-9]/,
    );
  });
});
