import { V2_SPEAKERS } from '../shared/meeting.js';

/** An utterance of an STT result: speakers numbered, as diarization numbers them. */
interface Said {
  text: string;
  start: number;
  end: number;
  speaker?: number;
  words?: { word: string; start: number; end: number }[];
}

type Params = Record<string, unknown>;

const ok = (results: unknown, field = 'results') => ({
  success: true,
  is_empty: false,
  exec_time: 0.1,
  error: null,
  [field]: results,
});

const asked = (params: Params, flag: string) => params[flag] === true;
const config = (params: Params, name: string) => (params[name] ?? {}) as Record<string, unknown>;

/** A summary built from the script: each turn's first sentence, marked with the summary's type. */
export function summaryOf(utterances: Said[], type: unknown): string {
  const kind = typeof type === 'string' ? type : 'general';
  const firsts = utterances.map((u) => u.text.split(/(?<=[.?!])\s/)[0]);
  return kind === 'bullet_points'
    ? firsts.map((s) => `- ${s}`).join('\n')
    : `(${kind}) ${firsts.join(' ')}`;
}

/** Chapters by topic turn: each question and its answer (two turns) is one. */
export function chaptersOf(utterances: Said[]) {
  const chapters = [];
  for (let i = 0; i < utterances.length; i += 2) {
    const turns = utterances.slice(i, i + 2);
    chapters.push({
      headline: turns[0]!.text.split(' ').slice(0, 4).join(' '),
      summary: turns.map((u) => u.text).join(' '),
      start: turns[0]!.start,
      end: turns.at(-1)!.end,
      keywords: [],
    });
  }
  return chapters;
}

/** The speakers' names as entities, each where that speaker first speaks. */
function entitiesOf(utterances: Said[]) {
  return V2_SPEAKERS.flatMap((person) => {
    const first = utterances.find((u) => u.speaker === person.id - 1);
    return first
      ? [{ entity_type: 'person', text: person.name, start: first.start, end: first.end }]
      : [];
  });
}

/** A sentiment per utterance: a question is neutral, the rest positive. */
function sentimentOf(utterances: Said[]) {
  return utterances.map((u) => ({
    text: u.text,
    sentiment: u.text.includes('?') ? 'neutral' : 'positive',
    emotion: 'neutral',
    start: u.start,
    end: u.end,
    channel: 0,
    speaker: u.speaker,
  }));
}

/** A translation marked by its language: `[fr] Hello everyone…`. */
function translationOf(utterances: Said[], language: string) {
  const translated = utterances.map(({ words: _words, ...u }) => ({
    ...u,
    text: `[${language}] ${u.text}`,
    language,
    confidence: 0.9,
    channel: 0,
    words: [],
  }));
  return {
    error: null,
    full_transcript: translated.map((u) => u.text).join(' '),
    languages: [language],
    utterances: translated,
  };
}

const answerTo = (prompt: string, utterances: Said[]) =>
  `Answer to "${prompt}": ${utterances.at(-1)?.text ?? 'nothing was said'}`;

/**
 * The pre-recorded add-ons' results for the features the job asked for, deterministic for the
 * shared meeting (TranscriptionResultDTO's fields).
 */
export function preRecordedIntelligence(params: Params, utterances: Said[]): Params {
  const out: Params = {};
  if (asked(params, 'summarization')) {
    out.summarization = ok(summaryOf(utterances, config(params, 'summarization_config').type));
  }
  if (asked(params, 'chapterization')) out.chapters = ok({ chapters: chaptersOf(utterances) });
  if (asked(params, 'named_entity_recognition')) {
    out.named_entity_recognition = ok(JSON.stringify(entitiesOf(utterances)), 'entity');
  }
  if (asked(params, 'sentiment_analysis')) {
    out.sentiment_analysis = ok(JSON.stringify(sentimentOf(utterances)));
  }
  if (asked(params, 'audio_to_llm')) {
    const prompts = (config(params, 'audio_to_llm_config').prompts ?? []) as string[];
    out.audio_to_llm = ok(
      prompts.map((prompt) => ok({ prompt, response: answerTo(prompt, utterances) })),
    );
  }
  if (asked(params, 'translation')) {
    const targets = (config(params, 'translation_config').target_languages ?? []) as string[];
    out.translation = ok(targets.map((language) => translationOf(utterances, language)));
  }
  return out;
}

/** A live session's post-processing (`post_final_transcript`'s add-ons) for what it asked. */
export function liveIntelligence(params: Params, utterances: Said[]): Params {
  const post = config(params, 'post_processing');
  const realtime = config(params, 'realtime_processing');
  const out: Params = {};
  if (asked(post, 'summarization')) {
    out.summarization = ok(summaryOf(utterances, config(post, 'summarization_config').type));
  }
  if (asked(post, 'chapterization')) out.chapterization = ok(chaptersOf(utterances));
  if (asked(realtime, 'named_entity_recognition')) {
    out.named_entity_recognition = ok(JSON.stringify(entitiesOf(utterances)), 'entity');
  }
  if (asked(realtime, 'sentiment_analysis')) {
    out.sentiment_analysis = ok(JSON.stringify(sentimentOf(utterances)));
  }
  return out;
}
