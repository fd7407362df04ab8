import { MAX_SPEAKING, parseSpeakerFrame, speakerOf } from './speakers.js';

describe('speaker frames', () => {
  it('reads who speaks, and the bot time in seconds or (above 1e12) milliseconds', () => {
    const frame = (timestamp: number) => [
      { name: 'Ada', id: 1, timestamp, isSpeaking: true },
      { name: 'Alan', id: 2, timestamp, isSpeaking: false },
    ];
    expect(parseSpeakerFrame(frame(1_790_000_000))).toEqual({
      speaking: [{ name: 'Ada', id: 1 }],
      saidAt: new Date(1_790_000_000_000),
    });
    expect(parseSpeakerFrame(frame(1_790_000_000_500))!.saidAt).toEqual(
      new Date(1_790_000_000_500),
    );
    expect(parseSpeakerFrame([{ name: 'Ada', id: null, isSpeaking: false }])).toEqual({
      speaking: [],
      saidAt: null,
    });
  });

  it('cleans names as every transcript does, and a name that cleans to nothing is nobody', () => {
    const parsed = parseSpeakerFrame([
      { name: 'Ada\u0000 \u202ELovelace\u001F', id: 1, isSpeaking: true },
      { name: '\u0000\u2066', id: 2, isSpeaking: true },
      { name: `${'x'.repeat(300)}`, id: 3, isSpeaking: true },
      { name: 'Lone \ud800', id: 4, isSpeaking: true },
    ]);
    expect(parsed!.speaking).toEqual([
      { name: 'Ada Lovelace', id: 1 },
      { name: 'x'.repeat(200), id: 3 },
      { name: 'Lone \ufffd', id: 4 },
    ]);
  });

  it(`keeps the first ${MAX_SPEAKING} distinct names speaking, and reads every entry`, () => {
    const entries = Array.from({ length: 1_000 }, (_, i) => ({
      name: `Speaker ${i % 500}`,
      id: i,
      timestamp: 1_790_000_000 + i,
      isSpeaking: true,
    }));
    const parsed = parseSpeakerFrame(entries)!;
    expect(parsed.speaking.map((s) => s.name)).toEqual(
      Array.from({ length: MAX_SPEAKING }, (_, i) => `Speaker ${i}`),
    );
    expect(parsed.saidAt).toEqual(new Date((1_790_000_000 + 999) * 1000));
    expect(parseSpeakerFrame([...entries, entries[0]])).toBeNull();
  });

  it('is not a speaker frame unless every entry has a name and isSpeaking', () => {
    for (const value of [{}, 'x', [1], [{ name: 'Ada' }], [{ isSpeaking: true }], null]) {
      expect(parseSpeakerFrame(value)).toBeNull();
    }
  });
});

describe('the speaker of an utterance', () => {
  const changes = [
    { at: 0, speaking: [] },
    { at: 1, speaking: ['Ada'] },
    { at: 4, speaking: ['Ada', 'Alan'] },
    { at: 5, speaking: ['Alan'] },
    { at: 9, speaking: [] },
  ];
  it.each([
    [1, 3, 'Ada'],
    [3.5, 8, 'Alan'],
    [2, 5.5, 'Ada'],
    [4, 5, 'Ada'],
    [9.5, 10, null],
    [0, 0.5, null],
  ])('from %p to %p: %p', (start, end, expected) => {
    expect(speakerOf(changes, start, end)).toBe(expected);
  });

  it('is nobody when nothing is known', () => {
    expect(speakerOf([], 0, 10)).toBeNull();
  });
});
