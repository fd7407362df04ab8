import { scrubbedDocument, scrubPayload } from './payload-scrub.js';

describe('scrubPayload', () => {
  it("keeps a v1 completion's ids, times and statuses, and nothing of its content", () => {
    const completion = {
      event: 'complete',
      data: {
        bot_id: 'b-1',
        mp4: 'https://media.example.com/b-1.mp4?sig=abc',
        speakers: ['Ada Lovelace', 'Alan Turing'],
        transcript: [
          { speaker: 'Ada Lovelace', offset: 0, words: [{ start: 0, end: 1, word: 'Hello' }] },
        ],
        status: { code: 'complete', created_at: '2026-11-20T10:00:00Z' },
        extra: { customer: 'Jane Doe' },
      },
    };
    expect(scrubPayload(completion)).toEqual({
      event: 'complete',
      data: { bot_id: 'b-1', status: { code: 'complete', created_at: '2026-11-20T10:00:00Z' } },
    });
  });

  it("drops a team event's media link and meeting URL but keeps its type and time", () => {
    const event = {
      type: 'bot.create_failed',
      timestamp: '2026-11-20T10:00:00.000Z',
      data: {
        bot_id: 'b-1',
        meeting_url: 'https://meet.google.com/abc-defg-hij',
        error: 'Ada Lovelace is not allowed in',
        recording_url: 'https://bridge.example.com/bots/b-1/audio',
        archive_id: 'https://not-an-id.example.com/x',
        size_bytes: 12,
      },
    };
    expect(scrubbedDocument(event)).toEqual({
      type: 'bot.create_failed',
      timestamp: '2026-11-20T10:00:00.000Z',
      data: { bot_id: 'b-1', size_bytes: 12 },
      data_deleted: true,
    });
  });

  it('keeps nulls, numbers and booleans under kept keys, and nothing else', () => {
    expect(scrubPayload({ ended_at: null, ok: true, duration: 12, name: null })).toEqual({
      ended_at: null,
      ok: true,
    });
    expect(scrubPayload('text')).toBeUndefined();
    expect(scrubPayload([{ text: 'hi' }])).toBeUndefined();
  });
});
