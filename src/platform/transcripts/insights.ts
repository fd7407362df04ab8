import { isJsonObject } from '../common/json-object.js';
import { fromSttResult, type Utterance } from './utterances.js';

export interface Chapter {
  start: number;
  end: number;
  headline: string;
  summary: string | null;
}

export interface Entity {
  type: string;
  text: string;
  start: number | null;
  end: number | null;
}

export interface Sentiment {
  start: number | null;
  end: number | null;
  speaker: string | null;
  text: string;
  sentiment: string;
  emotion: string | null;
}

export interface Answer {
  prompt: string;
  answer: string | null;
}

/**
 * What the STT vendor's audio intelligence said of one transcript version, in the bridge's own
 * form: kept with the version (`bot_transcripts.insights`) and served by
 * `GET /bots/{id}/insights`. Translations are whole transcripts, by language.
 */
export interface Insights {
  summary: string | null;
  chapters: Chapter[];
  entities: Entity[];
  sentiment: Sentiment[];
  answers: Answer[];
  translations: Record<string, Utterance[]>;
}

/** Past these, the rest is dropped: insights are for reading. */
const MAX = { chapters: 500, entities: 5_000, sentiment: 20_000, answers: 20, text: 100_000 };

type Json = Record<string, unknown>;
const record = (v: unknown): Json => (isJsonObject(v) ? v : {});
const text = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() !== '' ? v.trim().slice(0, MAX.text) : null;
const seconds = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? Math.max(0, v) : null;

/** An add-on's results when it succeeded (`success` false or an `error` means none). */
function results(addon: unknown, field = 'results'): unknown {
  const a = record(addon);
  if (a.success === false || (a.error !== undefined && a.error !== null)) return undefined;
  return a[field];
}

/** The vendor gives some lists as JSON text (entities, sentiment): either way, a list. */
function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') {
    try {
      const parsed: unknown = JSON.parse(value);
      return Array.isArray(parsed) ? parsed : [];
    } catch {
      return [];
    }
  }
  // Chapters come as an object in the pre-recorded schema: its first list.
  if (isJsonObject(value)) return Object.values(value).find(Array.isArray) ?? [];
  return [];
}

function chaptersOf(value: unknown): Chapter[] {
  return listOf(value).flatMap((item) => {
    const c = record(item);
    const start = seconds(c.start);
    const headline = text(c.headline) ?? text(c.gist) ?? text(c.title);
    if (start === null || headline === null) return [];
    const summary = text(c.summary) ?? text(c.abstractive_summary) ?? text(c.gist);
    return [{ start, end: Math.max(start, seconds(c.end) ?? start), headline, summary }];
  });
}

function entitiesOf(value: unknown): Entity[] {
  return listOf(value).flatMap((item) => {
    const e = record(item);
    const said = text(e.text) ?? text(e.entity);
    const type = text(e.entity_type) ?? text(e.type);
    if (said === null || type === null) return [];
    return [{ type, text: said, start: seconds(e.start), end: seconds(e.end) }];
  });
}

function sentimentOf(value: unknown, names: Map<number, string>): Sentiment[] {
  return listOf(value).flatMap((item) => {
    const s = record(item);
    const feeling = text(s.sentiment);
    if (feeling === null) return [];
    const speaker =
      typeof s.speaker === 'number'
        ? (names.get(s.speaker) ?? `Speaker ${s.speaker + 1}`)
        : text(s.speaker);
    return [
      {
        start: seconds(s.start),
        end: seconds(s.end),
        speaker,
        text: text(s.text) ?? '',
        sentiment: feeling,
        emotion: text(s.emotion),
      },
    ];
  });
}

function answersOf(value: unknown): Answer[] {
  return listOf(value).flatMap((item) => {
    const r = record(results(item));
    const prompt = text(r.prompt);
    return prompt === null ? [] : [{ prompt, answer: text(r.response) }];
  });
}

function translationsOf(value: unknown, names: Map<number, string>): Record<string, Utterance[]> {
  const out: Record<string, Utterance[]> = {};
  for (const item of listOf(value)) {
    const t = record(item);
    const language = Array.isArray(t.languages) ? text(t.languages[0]) : null;
    if (language === null || (t.error !== undefined && t.error !== null)) continue;
    out[language] = fromSttResult({ transcription: { utterances: t.utterances } }, names);
  }
  return out;
}

/**
 * The insights in an STT result: a pre-recorded job's `result`, or a live session's
 * `post_final_transcript` data (chapters as `chapterization` there). Null when it holds none.
 * `names` names the numbered speakers as the version does.
 */
export function insightsOf(
  result: unknown,
  names: Map<number, string> = new Map(),
): Insights | null {
  const r = record(result);
  const found: Insights = {
    summary: text(results(r.summarization)),
    chapters: chaptersOf(results(r.chapters ?? r.chapterization)),
    entities: entitiesOf(
      results(r.named_entity_recognition, 'entity') ?? results(r.named_entity_recognition),
    ),
    sentiment: sentimentOf(results(r.sentiment_analysis), names),
    answers: answersOf(results(r.audio_to_llm)),
    translations: translationsOf(results(r.translation), names),
  };
  return isEmpty(found) ? null : bounded(found);
}

const isEmpty = (i: Insights): boolean =>
  i.summary === null &&
  i.chapters.length + i.entities.length + i.sentiment.length + i.answers.length === 0 &&
  Object.keys(i.translations).length === 0;

const bounded = (i: Insights): Insights => ({
  ...i,
  chapters: i.chapters.slice(0, MAX.chapters),
  entities: i.entities.slice(0, MAX.entities),
  sentiment: i.sentiment.slice(0, MAX.sentiment),
  answers: i.answers.slice(0, MAX.answers),
});

/**
 * The insights of a meeting that came in parts, in their order (a v2 bot's STT jobs, one per
 * audio chunk; a live transcript's sessions): summaries one after the other, lists joined,
 * each translation's parts joined, what repeats kept once. Null when no part had any.
 */
export function combineInsights(parts: (Insights | null)[]): Insights | null {
  const present = parts.filter((p): p is Insights => p !== null);
  if (present.length <= 1) return present[0] ?? null;
  const summaries = present.flatMap((p) => (p.summary ? [p.summary] : []));
  const translations: Record<string, Utterance[]> = {};
  for (const part of present) {
    for (const [language, utterances] of Object.entries(part.translations)) {
      (translations[language] ??= []).push(...utterances);
    }
  }
  return bounded({
    summary: summaries.length ? unique(summaries, (s) => s).join('\n\n') : null,
    chapters: unique(
      present.flatMap((p) => p.chapters),
      (c) => `${c.start}|${c.headline}`,
    ),
    entities: unique(
      present.flatMap((p) => p.entities),
      (e) => `${e.type}|${e.text}|${e.start}`,
    ),
    sentiment: unique(
      present.flatMap((p) => p.sentiment),
      (s) => `${s.start}|${s.text}`,
    ),
    answers: joinAnswers(present.flatMap((p) => p.answers)),
    translations: Object.fromEntries(
      Object.entries(translations).map(([language, said]) => [
        language,
        unique(said, (u) => `${u.start}|${u.text}`),
      ]),
    ),
  });
}

/** Parts may overlap (chunks of one recording cut with a margin): what repeats is kept once. */
function unique<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** One answer per prompt: the parts' answers to it, one after the other. */
function joinAnswers(answers: Answer[]): Answer[] {
  const byPrompt = new Map<string, string[]>();
  for (const { prompt, answer } of answers) {
    const said = byPrompt.get(prompt) ?? [];
    if (answer !== null && !said.includes(answer)) said.push(answer);
    byPrompt.set(prompt, said);
  }
  return [...byPrompt].map(([prompt, said]) => ({
    prompt,
    answer: said.length ? said.join('\n\n') : null,
  }));
}

/** What the insights hold, by name: for the team event and the bot's detail. */
export function insightKinds(insights: Insights): string[] {
  return [
    insights.summary !== null && 'summary',
    insights.chapters.length > 0 && 'chapters',
    insights.entities.length > 0 && 'entities',
    insights.sentiment.length > 0 && 'sentiment',
    insights.answers.length > 0 && 'answers',
    Object.keys(insights.translations).length > 0 && 'translations',
  ].filter((x): x is string => typeof x === 'string');
}
