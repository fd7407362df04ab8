import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import SrtParser from 'srt-parser-2';
import { cuesOf, renderTranscript, toSrt, toTxt, toVtt, wrap } from './formats.js';
import { fromMeetingBotV1, fromMeetingBotV2, fromSttResult, speakerNames } from './utterances.js';

// Parsers the code does not share: the W3C's WebVTT parser (with the full entity table, as the
// specification has it) and an SRT parser.
interface VttNode {
  type: string;
  name?: string;
  value?: string;
  children?: VttNode[];
}
interface VttCue {
  startTime: number;
  endTime: number;
  text: string;
  tree: { children: VttNode[] };
}
const require = createRequire(import.meta.url);
const { WebVTTParser } = require('webvtt-parser') as {
  WebVTTParser: new (entities?: unknown) => {
    parse(input: string, mode: string): { cues: VttCue[]; errors: unknown[] };
  };
};
const entities: unknown = JSON.parse(
  readFileSync(require.resolve('webvtt-parser/html-entities.json'), 'utf8'),
);
const parseVtt = (text: string) => new WebVTTParser(entities).parse(text, 'metadata');
const parseSrt = (text: string) => new SrtParser().fromSrt(text);

/**
 * A cue's voice (`<v Name>`) and its text, as the parser reads them. The specification decodes
 * character references in a voice's annotation (w3c/webvtt#266, as browsers do); this parser
 * predates that and leaves them as written, so the voice is decoded here.
 */
function voiced(cue: VttCue): { voice: string | null; text: string } {
  const texts = (nodes: VttNode[]): string =>
    nodes.map((n) => (n.type === 'text' ? n.value : texts(n.children ?? []))).join('');
  const v = cue.tree.children.find((n) => n.name === 'v');
  const voice = v?.value?.replace(/&gt;/g, '>').replace(/&amp;/g, '&') ?? null;
  return { voice, text: texts(cue.tree.children) };
}

const words = (text: string, start: number, step: number) =>
  text
    .split(' ')
    .map((word, i) => ({ word, start: start + i * step, end: start + (i + 1) * step }));

/** Two named speakers; the second talks long enough for several cues. */
const MEETING = [
  {
    speaker: 'Ada Lovelace',
    start: 1.5,
    end: 3.1,
    text: 'Hello everyone. Shall we start?',
    words: words('Hello everyone. Shall we start?', 1.5, 0.32),
  },
  {
    speaker: 'Alan Turing',
    start: 3.5,
    end: 20,
    text:
      'Yes, the machine can compute any function that a human clerk following rules could ' +
      'compute, given enough paper and time, and that is the whole point of the exercise',
    words: words(
      'Yes, the machine can compute any function that a human clerk following rules could ' +
        'compute, given enough paper and time, and that is the whole point of the exercise',
      3.5,
      0.55,
    ),
  },
];

describe('transcript formats', () => {
  it('lays cues out at most 2 lines of 42 characters and 7 seconds, ending at sentence ends', () => {
    const cues = cuesOf(MEETING, () => '');
    for (const cue of cues) {
      expect(cue.lines.length).toBeLessThanOrEqual(2);
      for (const line of cue.lines) expect(line.length).toBeLessThanOrEqual(42);
      expect(cue.end - cue.start).toBeLessThanOrEqual(7);
    }
    expect(cues.slice(0, 2).map((c) => c.lines.join(' '))).toEqual([
      'Hello everyone.',
      'Shall we start?',
    ]);
    expect(cues.filter((c) => c.speaker === 'Alan Turing').length).toBeGreaterThan(2);
  });

  it('writes WebVTT that the W3C parser reads without error, speakers in voice spans', () => {
    const tricky = [
      { speaker: 'R&D <lead>', start: 0, end: 1, text: 'a < b && c --> d' },
      ...MEETING,
    ];
    const parsed = parseVtt(toVtt(tricky));
    expect(parsed.errors).toEqual([]);
    const cues = parsed.cues.map(voiced);
    expect(cues[0]).toEqual({ voice: 'R&D <lead>', text: 'a < b && c --> d' });
    expect(cues[1]).toEqual({ voice: 'Ada Lovelace', text: 'Hello everyone.' });
    expect(new Set(cues.map((c) => c.voice))).toEqual(
      new Set(['R&D <lead>', 'Ada Lovelace', 'Alan Turing']),
    );
    // Every word is there once, in order.
    const said = cues
      .slice(1)
      .map((c) => c.text.replace(/\n/g, ' '))
      .join(' ');
    expect(said).toBe(MEETING.map((u) => u.text).join(' '));
    for (const cue of parsed.cues) expect(cue.endTime).toBeGreaterThan(cue.startTime);
    expect(parsed.cues[1]).toMatchObject({ startTime: 1.5 });
  });

  it('writes SubRip that a parser reads back, the speaker as a prefix', () => {
    const srt = toSrt(MEETING);
    const cues = parseSrt(srt);
    expect(cues.length).toBe(cuesOf(MEETING, (n) => `${n}:`).length);
    expect(cues.map((c) => Number(c.id))).toEqual(cues.map((_, i) => i + 1));
    expect(cues[0]).toMatchObject({
      startTime: '00:00:01,500',
      text: 'Ada Lovelace: Hello everyone.',
    });
    for (const cue of cues) {
      expect(cue.text).toMatch(/^(Ada Lovelace|Alan Turing): /);
      const lines = cue.text.split('\n');
      expect(lines.length).toBeLessThanOrEqual(2);
      for (const line of lines) expect(line.length).toBeLessThanOrEqual(42);
      expect(cue.endSeconds).toBeGreaterThan(cue.startSeconds);
    }
  });

  it("keeps participants' timing lines, tags and overrides out of SubRip cues", () => {
    const [hostile] = fromMeetingBotV1([
      {
        speaker: '<i>Mallory</i>',
        offset: 1,
        words: [
          { start: 1, end: 2, word: '00:00:50,000' },
          { start: 2, end: 3, word: '-->' },
          { start: 3, end: 4, word: '00:00:59,000' },
          { start: 4, end: 5, word: '{\\an8}<b>top</b>' },
        ],
      },
    ]);
    const srt = toSrt([hostile!]);
    const cues = parseSrt(srt);
    // Each cue has its one timing line, and the words stay words of a cue.
    expect(srt.match(/-->/g)).toHaveLength(cues.length);
    expect(cues.map((c) => c.startTime)).toEqual(
      cuesOf([hostile!], (n) => n).map((c) => `00:00:0${c.start},000`),
    );
    const text = cues.map((c) => c.text.replace(/\n/g, ' ')).join(' ');
    expect(text).not.toMatch(/[<>]|\{\\/);
    expect(text).toContain('‹i›Mallory‹/i›:');
    expect(text).toContain('00:00:50,000 --› 00:00:59,000');
    expect(text).toContain('{an8}‹b›top‹/b›');
  });

  it('drops control characters and bidi overrides from every format', () => {
    const [said] = fromMeetingBotV1([
      {
        speaker: 'Eve\u202E\u001C',
        offset: 0,
        words: [{ start: 0, end: 1, word: 'pay\u0085\u001F \u2066now\u2069\u202Etxt.exe' }],
      },
    ]);
    expect(said).toMatchObject({ speaker: 'Eve', text: 'pay nowtxt.exe' });
    for (const format of ['json', 'srt', 'vtt', 'txt'] as const) {
      const { body } = renderTranscript(format, [said!], {});
      // eslint-disable-next-line no-control-regex
      expect(body).not.toMatch(/[\u001C-\u001F\u0085\u202A-\u202E\u2066-\u2069]/);
    }
  });

  it('writes one paragraph per speaker turn in plain text', () => {
    const turns = [
      ...MEETING,
      { speaker: 'Alan Turing', start: 21, end: 22, text: 'Questions?' },
      { speaker: null, start: 23, end: 24, text: 'Applause.' },
    ];
    const paragraphs = toTxt(turns).trimEnd().split('\n\n');
    expect(paragraphs).toEqual([
      'Ada Lovelace: Hello everyone. Shall we start?',
      `Alan Turing: ${MEETING[1]!.text} Questions?`,
      'Applause.',
    ]);
  });

  it('spreads untimed text over its utterance, and cuts words longer than a line', () => {
    const long = 'x'.repeat(100);
    const cues = cuesOf([{ speaker: null, start: 0, end: 10, text: `short ${long}` }], () => '');
    for (const cue of cues)
      for (const line of cue.lines) expect(line.length).toBeLessThanOrEqual(42);
    expect(cues.map((c) => c.lines.join('')).join('')).toBe(`short${long}`);
    expect(wrap(['a', 'b'], 3)).toEqual(['a b']);
  });

  it('answers JSON with the speakers in order of first words', () => {
    const { contentType, body } = renderTranscript('json', MEETING, { version: 1 });
    expect(contentType).toMatch(/^application\/json/);
    expect(JSON.parse(body)).toMatchObject({
      version: 1,
      speakers: ['Ada Lovelace', 'Alan Turing'],
      utterances: [
        { speaker: 'Ada Lovelace', start: 1.5, text: 'Hello everyone. Shall we start?' },
        {},
      ],
    });
  });
});

describe('transcript sources', () => {
  it("reads v1's complete transcript and meeting_data's transcripts", () => {
    expect(
      fromMeetingBotV1([
        { speaker: 'Ada', offset: 1.5, words: [{ start: 1.5, end: 1.9, word: 'Hello' }] },
        {
          speaker: 'Alan',
          start_time: 0.5,
          end_time: 1,
          words: [{ start_time: 0.5, end_time: 1, text: 'Hi' }],
        },
        { speaker: 'Nobody', words: [] },
      ]),
    ).toEqual([
      {
        speaker: 'Alan',
        start: 0.5,
        end: 1,
        text: 'Hi',
        words: [{ word: 'Hi', start: 0.5, end: 1 }],
      },
      {
        speaker: 'Ada',
        start: 1.5,
        end: 1.9,
        text: 'Hello',
        words: [{ word: 'Hello', start: 1.5, end: 1.9 }],
      },
    ]);
  });

  it("reads v2's transcription artifact", () => {
    const output = {
      result: {
        utterances: [
          {
            text: ' Hello world',
            start: 0,
            end: 1,
            speaker: 'Ada',
            words: [
              { word: 'Hello', start: 0, end: 0.5, confidence: 1 },
              { word: ' world', start: 0.5, end: 1, confidence: 1 },
            ],
          },
        ],
      },
    };
    expect(fromMeetingBotV2(output)).toEqual([
      {
        speaker: 'Ada',
        start: 0,
        end: 1,
        text: 'Hello world',
        words: [
          { word: 'Hello', start: 0, end: 0.5 },
          { word: 'world', start: 0.5, end: 1 },
        ],
      },
    ]);
    expect(fromMeetingBotV2({ nothing: true })).toEqual([]);
  });

  it("names an STT result's numbered speakers after the named transcript they overlap", () => {
    const result = {
      transcription: {
        utterances: [
          { text: 'Hello everyone.', start: 1.4, end: 3, speaker: 1 },
          { text: 'Yes.', start: 3.6, end: 19, speaker: 0 },
          { text: 'Someone else.', start: 30, end: 31, speaker: 2 },
        ],
      },
    };
    const names = speakerNames(result, MEETING);
    expect([...names]).toEqual(
      expect.arrayContaining([
        [1, 'Ada Lovelace'],
        [0, 'Alan Turing'],
      ]),
    );
    expect(fromSttResult(result, names).map((u) => u.speaker)).toEqual([
      'Ada Lovelace',
      'Alan Turing',
      'Speaker 3',
    ]);
  });
});
