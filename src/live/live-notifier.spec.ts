import { pack } from './live-notifier.js';

describe('live notifications', () => {
  const empty = { w: [], p: [], f: [], g: [], o: [], t: [] };

  it('sends nothing when nothing happened, and one notification for a few things', () => {
    expect(pack('r1', empty)).toEqual([]);
    const [one, ...rest] = pack('r1', { ...empty, w: ['b1', 'b2'], o: ['b3'], t: [['b4', 2]] });
    expect(rest).toEqual([]);
    expect(JSON.parse(one!)).toEqual({ r: 'r1', w: ['b1', 'b2'], o: ['b3'], t: [['b4', 2]] });
  });

  it('splits what does not fit under 8,000 bytes, losing nothing', () => {
    const bots = Array.from({ length: 600 }, (_, i) => `bot-${String(i).padStart(32, '0')}`);
    const partial = { utterance_id: 'u', start: 0, end: 1, speaker: null, text: 'x'.repeat(900) };
    const payloads = pack('r1', {
      ...empty,
      w: bots,
      p: bots.slice(0, 20).map((b) => [b, partial]),
    });
    expect(payloads.length).toBeGreaterThan(2);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8_000);
    const messages = payloads.map((p) => JSON.parse(p) as { w?: string[]; p?: unknown[] });
    expect(messages.flatMap((m) => m.w ?? [])).toEqual(bots);
    expect(messages.flatMap((m) => m.p ?? [])).toHaveLength(20);
  });
});
