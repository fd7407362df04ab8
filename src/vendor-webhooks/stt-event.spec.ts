import { parseSttEvent } from './stt-event.js';

const JOB = '45463597-20b7-4af7-b3b3-f5fb778203ab';

describe('parseSttEvent', () => {
  it('reads an account webhook {event, payload: {id}}', () => {
    expect(parseSttEvent({ event: 'live.end_session', payload: { id: JOB } })).toEqual({
      kind: 'live.end_session',
      known: true,
      channel: 'webhook',
      jobId: JOB,
      dedupKey: `webhook:live.end_session:${JOB}`,
    });
  });

  it('reads a callback {id, event, payload}, keyed apart from the webhook of the same event', () => {
    const event = parseSttEvent({
      id: JOB,
      event: 'live.end_session',
      payload: { session_id: 's', created_at: '2026-01-01T00:00:00Z', type: 'end_session' },
    });
    expect(event).toMatchObject({ channel: 'callback', jobId: JOB, known: true });
    expect(event.dedupKey).toBe(`callback:live.end_session:${JOB}`);
  });

  it('reads a transcription.error callback, which carries error instead of payload', () => {
    const event = parseSttEvent({ id: JOB, event: 'transcription.error', error: { code: 500 } });
    expect(event).toMatchObject({ kind: 'transcription.error', jobId: JOB, channel: 'callback' });
  });

  it('keeps unknown kinds, keyed by their body when they carry no id', () => {
    const a = parseSttEvent({ event: 'account.quota_low', payload: { remaining: 1 } });
    const b = parseSttEvent({ event: 'account.quota_low', payload: { remaining: 2 } });
    expect(a.known).toBe(false);
    expect(a.jobId).toBeNull();
    expect(a.dedupKey).toMatch(/^webhook:account\.quota_low:sha256:[0-9a-f]{64}$/);
    expect(a.dedupKey).not.toBe(b.dedupKey);
    expect(parseSttEvent({ event: 'account.quota_low', payload: { remaining: 1 } }).dedupKey).toBe(
      a.dedupKey,
    );
  });

  it.each([
    ['not an object', [1, 2]],
    ['null', null],
    ['no event', { payload: { id: JOB } }],
    ['empty event', { event: '', payload: { id: JOB } }],
    ['known kind without id', { event: 'live.end_session', payload: {} }],
    ['non-string id', { id: 42, event: 'live.end_session', payload: {} }],
    ['non-string payload id', { event: 'transcription.success', payload: { id: {} } }],
  ])('refuses a malformed body (%s)', (_name, body) => {
    expect(() => parseSttEvent(body)).toThrow();
  });
});
