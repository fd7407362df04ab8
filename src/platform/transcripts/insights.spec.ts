import { combineInsights, insightKinds, insightsOf } from './insights.js';

const ok = (results: unknown, field = 'results') => ({
  success: true,
  is_empty: false,
  exec_time: 1,
  error: null,
  [field]: results,
});

/** A pre-recorded result as the vendor's schema has it (lists as JSON text, chapters an object). */
const RESULT = {
  metadata: { audio_duration: 20 },
  transcription: { utterances: [] },
  summarization: ok('They agreed.'),
  chapters: ok({ chapters: [{ headline: 'Kick-off', summary: 'Opening', start: 0, end: 9 }] }),
  named_entity_recognition: ok(
    JSON.stringify([{ entity_type: 'person', text: 'Ada', start: 1, end: 2 }]),
    'entity',
  ),
  sentiment_analysis: ok(
    JSON.stringify([
      { text: 'Great', sentiment: 'positive', emotion: 'joy', start: 3, end: 4, speaker: 1 },
    ]),
  ),
  audio_to_llm: ok([ok({ prompt: 'Decided?', response: 'Yes' })]),
  translation: ok([
    {
      error: null,
      full_transcript: 'Bonjour',
      languages: ['fr'],
      utterances: [{ text: 'Bonjour', start: 0, end: 1, speaker: 0, language: 'fr' }],
    },
  ]),
};

describe('insights of an STT result', () => {
  it('reads every add-on into the bridge’s form, speakers named', () => {
    const names = new Map([
      [0, 'Ada Lovelace'],
      [1, 'Alan Turing'],
    ]);
    const insights = insightsOf(RESULT, names)!;
    expect(insights).toEqual({
      summary: 'They agreed.',
      chapters: [{ start: 0, end: 9, headline: 'Kick-off', summary: 'Opening' }],
      entities: [{ type: 'person', text: 'Ada', start: 1, end: 2 }],
      sentiment: [
        {
          start: 3,
          end: 4,
          speaker: 'Alan Turing',
          text: 'Great',
          sentiment: 'positive',
          emotion: 'joy',
        },
      ],
      answers: [{ prompt: 'Decided?', answer: 'Yes' }],
      translations: { fr: [{ speaker: 'Ada Lovelace', start: 0, end: 1, text: 'Bonjour' }] },
    });
    expect(insightKinds(insights)).toEqual([
      'summary',
      'chapters',
      'entities',
      'sentiment',
      'answers',
      'translations',
    ]);
  });

  it('reads a live post_final_transcript (chapters as a list under chapterization)', () => {
    const data = {
      summarization: ok('Goals set.'),
      chapterization: ok([{ headline: 'Project kickoff', start: 0, end: 60, keywords: [] }]),
    };
    expect(insightsOf(data)).toMatchObject({
      summary: 'Goals set.',
      chapters: [{ headline: 'Project kickoff', start: 0, end: 60, summary: null }],
    });
  });

  it('leaves out an add-on that failed, and has none for a plain transcript', () => {
    const failed = {
      summarization: { success: false, error: { message: 'x' }, results: 'partial' },
    };
    expect(insightsOf(failed)).toBeNull();
    expect(insightsOf({ transcription: { utterances: [] } })).toBeNull();
    expect(insightsOf('not a result')).toBeNull();
  });

  it('combines the parts of a meeting, keeping what repeats once', () => {
    const part = insightsOf(RESULT)!;
    const other = insightsOf({
      summarization: ok('Then they left.'),
      audio_to_llm: ok([ok({ prompt: 'Decided?', response: 'Later' })]),
    })!;
    const both = combineInsights([part, null, part, other])!;
    expect(both.summary).toBe('They agreed.\n\nThen they left.');
    expect(both.chapters).toHaveLength(1);
    expect(both.answers).toEqual([{ prompt: 'Decided?', answer: 'Yes\n\nLater' }]);
    expect(both.translations.fr).toHaveLength(1);
    expect(combineInsights([null])).toBeNull();
  });
});
