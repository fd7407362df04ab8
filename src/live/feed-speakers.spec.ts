import { FeedSpeakers, MAX_MEETING_SPEAKERS, type SessionSpeakers } from './feed-speakers.js';
import type { LiveRepository } from './live.repository.js';
import type { KeptSpeakerChange, ParsedSpeakers } from './speakers.js';

const frame = (...names: string[]): ParsedSpeakers => ({
  speaking: names.map((name) => ({ name, id: null })),
  saidAt: null,
});

/** A feed's speakers whose writes are queued, and run by `flush`. */
function speakersOf(maxPending = 60) {
  const saved: { sessionId: string; at: number; speaking: string[] }[] = [];
  const queue: (() => Promise<unknown>)[] = [];
  const repo = {
    saveSpeakerChange: async (sessionId: string, change: KeptSpeakerChange) => {
      saved.push({ sessionId, at: change.at, speaking: [...change.speaking] });
    },
  } as unknown as LiveRepository;
  const speakers = new FeedSpeakers('bot', repo, maxPending, (work) => queue.push(work));
  const flush = async () => {
    for (const work of queue.splice(0)) await work();
  };
  return { speakers, saved, flush };
}

describe("a feed's speakers", () => {
  it('drops a frame that changes nothing, and one at the same place replaces the change before', async () => {
    const { speakers, saved, flush } = speakersOf();
    const session: SessionSpeakers = [];
    speakers.add('s1', session, frame('Ann'), 1);
    speakers.add('s1', session, frame('Ann'), 2);
    speakers.add('s1', session, frame('Bob'), 3);
    speakers.add('s1', session, frame('Ann', 'Bob'), 3);
    expect(session.map((c) => [c.at, c.speaking])).toEqual([
      [1, ['Ann']],
      [3, ['Ann', 'Bob']],
    ]);
    await flush();
    // One write per change, with what it holds when the write runs.
    expect(saved).toEqual([
      { sessionId: 's1', at: 1, speaking: ['Ann'] },
      { sessionId: 's1', at: 3, speaking: ['Ann', 'Bob'] },
    ]);
    expect(speakers.speakerOf(session, 3.5, 4)).toBe('Ann');
  });

  it("places a change in the order of the audio, even behind a resumed session's last one", () => {
    const { speakers } = speakersOf();
    const session: SessionSpeakers = [{ id: 'kept', at: 10, speaking: ['Cy'] }];
    speakers.add('s1', session, frame('Dee'), 4);
    expect(session.map((c) => c.at)).toEqual([4, 10]);
  });

  it('keeps what came while no session was open, bounded, and places it in the next session', () => {
    const { speakers } = speakersOf(2);
    // The stream at 32,000 and 64,000 bytes; the oldest of three frames is dropped.
    speakers.hold(0, frame('Ann'));
    speakers.hold(32_000, frame('Bob'));
    speakers.hold(64_000, frame('Cy'));
    const session: SessionSpeakers = [];
    // The session takes the stream from byte 32,000 on, at its own second 5.
    speakers.takePending('s2', session, 32_000, (bytes) => 5 + bytes / 32_000);
    expect(session.map((c) => [c.at, c.speaking])).toEqual([
      [5, ['Bob']],
      [6, ['Cy']],
    ]);
  });

  it(`keeps ${MAX_MEETING_SPEAKERS} names at most: later ones are nobody`, () => {
    const { speakers } = speakersOf();
    const session: SessionSpeakers = [];
    for (let i = 0; i < MAX_MEETING_SPEAKERS; i++) speakers.add('s', session, frame(`p${i}`), i);
    speakers.add('s', session, frame('late', 'p0'), MAX_MEETING_SPEAKERS);
    expect(session.at(-1)!.speaking).toEqual(['p0']);
  });
});
