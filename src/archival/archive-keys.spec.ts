import { storageKeyOf, subjectOfKey } from './archive-keys.js';

describe('archive storage keys', () => {
  const job = '45f3a1b2-c3d4-4e5f-8a6b-7c8d9e0f1a2b';
  const bot = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';

  it("names a live job's audio and a bot's recording by the bridge's ids, and reads them back", () => {
    const subjects = [
      { jobId: job, botId: null, media: 'audio' as const },
      { jobId: null, botId: bot, media: 'audio' as const },
      { jobId: null, botId: bot, media: 'video' as const },
    ];
    expect(subjects.map(storageKeyOf)).toEqual([
      `live/${job}`,
      `bots/${bot}/audio`,
      `bots/${bot}/video`,
    ]);
    for (const subject of subjects) expect(subjectOfKey(storageKeyOf(subject))).toEqual(subject);
  });

  it.each([
    'live/not-a-uuid',
    `bots/${bot}/transcript`,
    `bots/nope/audio`,
    'other/x',
    `live/${job}/x`,
  ])('reads no subject from %s, a key archival did not make', (key) =>
    expect(subjectOfKey(key)).toBeNull(),
  );
});
