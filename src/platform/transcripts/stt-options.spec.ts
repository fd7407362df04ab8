import { STT_REQUESTS } from '../vendors/stt-request-schemas.js';
import { checkedLive, liveParameters, preRecordedParameters } from './stt-options.js';
import { insightsAsked, mergeOptions, type TranscriptionOptions } from './transcription-options.js';

const EVERYTHING: TranscriptionOptions = {
  languages: ['en', 'fr'],
  vocabulary: ['Gladia', { value: 'Lovelace', intensity: 0.4 }],
  spelling: { Gladia: ['gladya'] },
  speakers: { min: 2, max: 4 },
  translation: { target_languages: ['de', 'es'] },
  summary: 'concise',
  chapters: true,
  entities: true,
  sentiment: true,
  prompts: ['What was decided?', 'Who owns the next step?'],
};

describe('transcription options in the STT vendor’s names', () => {
  it('maps every option to the pre-recorded request, valid in the vendor’s schema', () => {
    const body = preRecordedParameters(EVERYTHING);
    expect(body).toEqual({
      enable_code_switching: true,
      code_switching_config: { languages: ['en', 'fr'] },
      custom_vocabulary: ['Gladia', 'Lovelace'],
      custom_spelling: true,
      custom_spelling_config: { spelling_dictionary: { Gladia: ['gladya'] } },
      diarization: true,
      diarization_config: { min_speakers: 2, max_speakers: 4 },
      translation: true,
      translation_config: { target_languages: ['de', 'es'] },
      summarization: true,
      summarization_config: { type: 'concise' },
      chapterization: true,
      named_entity_recognition: true,
      sentiment_analysis: true,
      audio_to_llm: true,
      audio_to_llm_config: { prompts: ['What was decided?', 'Who owns the next step?'] },
    });
    expect(STT_REQUESTS.preRecorded({ ...body, audio_url: 'https://a.example/x.wav' })).toEqual([]);
  });

  it('fixes one language, and sends nothing for no options', () => {
    expect(preRecordedParameters({ languages: ['fr'] })).toEqual({ language: 'fr' });
    expect(preRecordedParameters({})).toEqual({});
  });

  it('maps what the live API takes to a StreamingRequest the vendor’s schema accepts', () => {
    const body = liveParameters(EVERYTHING);
    expect(body).toEqual({
      language_config: { languages: ['en', 'fr'], code_switching: true },
      realtime_processing: {
        custom_vocabulary: true,
        custom_vocabulary_config: { vocabulary: ['Gladia', 'Lovelace'] },
        named_entity_recognition: true,
        sentiment_analysis: true,
      },
      post_processing: {
        summarization: true,
        summarization_config: { type: 'concise' },
        chapterization: true,
        llm_prompts: true,
        llm_prompts_config: {
          prompts: [
            { title: 'Prompt 1', prompt: 'What was decided?' },
            { title: 'Prompt 2', prompt: 'Who owns the next step?' },
          ],
        },
      },
    });
    expect(STT_REQUESTS.live({ encoding: 'wav/pcm', ...body })).toEqual([]);
    expect(
      liveParameters({ spelling: { a: ['b'] }, translation: { target_languages: ['fr'] } }),
    ).toEqual({});
  });

  it('refuses a body the vendor’s schema refuses', () => {
    expect(() => checkedLive({ sample_rate: 12_345 })).toThrow(/sample_rate/);
  });
});

describe('options in force', () => {
  const team: TranscriptionOptions = { languages: ['en'], summary: 'general', chapters: true };

  it('merges a bot’s options over its team’s field by field; null and false drop a default', () => {
    expect(mergeOptions(team, { summary: 'concise', chapters: false, prompts: ['Why?'] })).toEqual({
      languages: ['en'],
      summary: 'concise',
      prompts: ['Why?'],
    });
    expect(mergeOptions(team, { languages: null })).toEqual({ summary: 'general', chapters: true });
    expect(mergeOptions(null, undefined)).toEqual({});
  });

  it('names the insights the options ask for', () => {
    expect(insightsAsked(EVERYTHING)).toEqual([
      'summary',
      'chapters',
      'entities',
      'sentiment',
      'answers',
      'translations',
    ]);
    expect(insightsAsked({ languages: ['fr'], vocabulary: ['x'] })).toEqual([]);
  });
});
