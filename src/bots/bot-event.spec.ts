import { meetingBotEventDedupKey, parseMeetingBotEvent } from './bot-event.js';

const BOT = '123e4567-e89b-12d3-a456-426614174000';
const status = (code: string, createdAt?: unknown) => ({
  event: 'bot.status_change',
  data: { bot_id: BOT, status: { code, created_at: createdAt } },
});

describe('meeting-bot events', () => {
  it('parses the v1 bodies documented by GET /bots/webhooks/bot', () => {
    expect(
      parseMeetingBotEvent(status('in_call_recording', '2026-01-01T10:00:00.123Z')),
    ).toMatchObject({
      kind: 'status',
      botId: BOT,
      code: 'in_call_recording',
      occurredAt: new Date('2026-01-01T10:00:00.123Z'),
    });
    const complete = { event: 'complete', data: { bot_id: BOT, extra: { bridge_bot_id: 'b1' } } };
    expect(parseMeetingBotEvent(complete)).toMatchObject({ kind: 'complete', bridgeBotId: 'b1' });
    expect(
      parseMeetingBotEvent({ event: 'failed', data: { bot_id: BOT, extra: null } }),
    ).toMatchObject({ kind: 'failed', bridgeBotId: null });
    expect(
      parseMeetingBotEvent({ event: 'transcription_complete', data: { bot_id: BOT } }),
    ).toMatchObject({ kind: 'transcription_complete', botId: BOT });
  });

  it('is lenient: odd bodies become other/null, never a throw', () => {
    for (const body of [null, 'x', [], { event: 1 }, { event: 'bot.status_change' }, {}]) {
      expect(['other', 'status']).toContain(parseMeetingBotEvent(body).kind);
    }
    expect(parseMeetingBotEvent(status('joining_call', 'not a date'))).toMatchObject({
      kind: 'status',
      occurredAt: null,
    });
    expect(parseMeetingBotEvent(status('joining_call', 1767261600))).toMatchObject({
      occurredAt: new Date(1767261600 * 1000),
    });
  });

  it('gives a stable key per distinct event', () => {
    const a = status('joining_call', '2026-01-01T10:00:00Z');
    expect(meetingBotEventDedupKey(a)).toBe(`status:${BOT}:joining_call:2026-01-01T10:00:00.000Z`);
    expect(meetingBotEventDedupKey(structuredClone(a))).toBe(meetingBotEventDedupKey(a));
    expect(meetingBotEventDedupKey(status('joining_call', '2026-01-01T10:00:01Z'))).not.toBe(
      meetingBotEventDedupKey(a),
    );
    expect(meetingBotEventDedupKey(status('in_waiting_room', '2026-01-01T10:00:00Z'))).not.toBe(
      meetingBotEventDedupKey(a),
    );
  });

  it('keys complete and failed by bot alone: their signed URLs may change between replays', () => {
    const complete = (mp4: string) => ({ event: 'complete', data: { bot_id: BOT, mp4 } });
    expect(meetingBotEventDedupKey(complete('https://x/1?sig=a'))).toBe(`complete:${BOT}`);
    expect(meetingBotEventDedupKey(complete('https://x/1?sig=b'))).toBe(`complete:${BOT}`);
    expect(meetingBotEventDedupKey({ event: 'failed', data: { bot_id: BOT } })).toBe(
      `failed:${BOT}`,
    );
  });

  it('hashes bodies without an id or time, key order not mattering', () => {
    const a = { event: 'transcription_complete', data: { bot_id: BOT, x: 1, y: 2 } };
    const b = { data: { y: 2, x: 1, bot_id: BOT }, event: 'transcription_complete' };
    expect(meetingBotEventDedupKey(a)).toBe(meetingBotEventDedupKey(b));
    expect(meetingBotEventDedupKey(a)).toMatch(/^transcription_complete:.+:[0-9a-f]{64}$/);
    expect(meetingBotEventDedupKey({ event: 'calendar.sync_events', data: {} })).toMatch(
      /^calendar\.sync_events:-:[0-9a-f]{64}$/,
    );
  });

  it("tells one retranscription's transcription_complete from another's, with the same body", () => {
    const body = { event: 'transcription_complete', data: { bot_id: BOT } };
    const first = meetingBotEventDedupKey(body, '11111111-1111-4111-8111-111111111111');
    const second = meetingBotEventDedupKey(body, '22222222-2222-4222-8222-222222222222');
    expect(first).not.toBe(second);
    expect(meetingBotEventDedupKey(body, '11111111-1111-4111-8111-111111111111')).toBe(first);
  });

  it('parses the v2 end events, with extra inside or beside data', () => {
    const beside = {
      event: 'bot.completed',
      data: { bot_id: BOT },
      extra: { bridge_bot_id: 'b2' },
    };
    expect(parseMeetingBotEvent(beside)).toMatchObject({
      kind: 'complete',
      event: 'bot.completed',
      version: 'v2',
      bridgeBotId: 'b2',
    });
    const inside = { event: 'bot.failed', data: { bot_id: BOT, extra: { bridge_bot_id: 'b3' } } };
    expect(parseMeetingBotEvent(inside)).toMatchObject({
      kind: 'failed',
      version: 'v2',
      bridgeBotId: 'b3',
    });
    expect(parseMeetingBotEvent({ event: 'complete', data: { bot_id: BOT } })).toMatchObject({
      version: 'v1',
    });
  });

  it('keys the v2 end events apart from the v1 ones, by bot alone', () => {
    const completed = (sentAt: string) => ({
      event: 'bot.completed',
      data: { bot_id: BOT, sent_at: sentAt },
      extra: null,
    });
    expect(meetingBotEventDedupKey(completed('2026-01-01T10:00:00Z'))).toBe(`bot.completed:${BOT}`);
    expect(meetingBotEventDedupKey(completed('2026-01-01T10:05:00Z'))).toBe(`bot.completed:${BOT}`);
  });
});
