import { STT_REQUESTS } from '../vendors/stt-request-schemas.js';
import { type TranscriptionOptions, vocabularyWords } from './transcription-options.js';

type Body = Record<string, unknown>;

/**
 * The bridge's options in the STT vendor's pre-recorded names (`InitTranscriptionRequest`):
 * what the bridge's own jobs are made with, and what both meeting-bot API versions pass to the
 * vendor unchanged (v1 `transcription_custom_parameters`, v2 `transcription_config.custom_params`).
 * Empty options make an empty body.
 */
export function preRecordedParameters(options: TranscriptionOptions): Body {
  const body: Body = {};
  const languages = options.languages ?? [];
  if (languages.length === 1) body.language = languages[0];
  if (languages.length > 1) {
    body.enable_code_switching = true;
    body.code_switching_config = { languages };
  }
  const words = vocabularyWords(options);
  if (words.length) body.custom_vocabulary = words;
  if (options.spelling) {
    body.custom_spelling = true;
    body.custom_spelling_config = { spelling_dictionary: options.spelling };
  }
  if (options.speakers) {
    body.diarization = true;
    body.diarization_config = {
      ...(options.speakers.min !== undefined && { min_speakers: options.speakers.min }),
      ...(options.speakers.max !== undefined && { max_speakers: options.speakers.max }),
    };
  }
  if (options.translation) {
    body.translation = true;
    body.translation_config = { target_languages: options.translation.target_languages };
  }
  if (options.summary) {
    body.summarization = true;
    body.summarization_config = { type: options.summary };
  }
  if (options.chapters) body.chapterization = true;
  if (options.entities) body.named_entity_recognition = true;
  if (options.sentiment) body.sentiment_analysis = true;
  if (options.prompts?.length) {
    body.audio_to_llm = true;
    body.audio_to_llm_config = { prompts: options.prompts };
  }
  return body;
}

/**
 * The options in the vendor's live names (`StreamingRequest`): `language_config`,
 * `realtime_processing`, `post_processing`. The live API takes no spelling, speaker count or
 * translation: those come with a pre-recorded job only.
 */
export function liveParameters(options: TranscriptionOptions): Body {
  const body: Body = {};
  const languages = options.languages ?? [];
  if (languages.length) {
    body.language_config = { languages, code_switching: languages.length > 1 };
  }
  const words = vocabularyWords(options);
  const realtime = {
    ...(words.length && {
      custom_vocabulary: true,
      custom_vocabulary_config: { vocabulary: words },
    }),
    ...(options.entities && { named_entity_recognition: true }),
    ...(options.sentiment && { sentiment_analysis: true }),
  };
  if (Object.keys(realtime).length) body.realtime_processing = realtime;
  const post = {
    ...(options.summary && {
      summarization: true,
      summarization_config: { type: options.summary },
    }),
    ...(options.chapters && { chapterization: true }),
    ...(options.prompts?.length && {
      llm_prompts: true,
      llm_prompts_config: {
        prompts: options.prompts.map((prompt, i) => ({ title: `Prompt ${i + 1}`, prompt })),
      },
    }),
  };
  if (Object.keys(post).length) body.post_processing = post;
  return body;
}

/** A mapped body the vendor's own schema refuses: a defect of the mapping, never sent. */
export class VendorBodyInvalid extends Error {}

/** The pre-recorded parameters, checked against the vendor's schema (audio_url set by the caller). */
export function checkedPreRecorded(options: TranscriptionOptions): Body {
  const body = preRecordedParameters(options);
  const problems = STT_REQUESTS.preRecorded({ ...body, audio_url: 'https://bridge.invalid/a.wav' });
  if (problems.length) {
    throw new VendorBodyInvalid(`pre-recorded parameters: ${problems.join('; ')}`);
  }
  return body;
}

/** A whole live request, checked against the vendor's `StreamingRequest` schema. */
export function checkedLive(request: Body): Body {
  const problems = STT_REQUESTS.live(request);
  if (problems.length) throw new VendorBodyInvalid(`live session request: ${problems.join('; ')}`);
  return request;
}
