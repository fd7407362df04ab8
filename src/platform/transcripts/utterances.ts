import { isJsonObject } from '../common/json-object.js';
import { storableText } from '../common/storable-text.js';

/** A timed word, seconds from the start of the recording. */
export interface Word {
  word: string;
  start: number;
  end: number;
}

/** One speaker turn, the bridge's own form of every transcript it keeps or serves. */
export interface Utterance {
  /** The speaker's name; null when the source names none. */
  speaker: string | null;
  start: number;
  end: number;
  text: string;
  /** Present when the source times its words. */
  words?: Word[];
}

/** Beyond these, the rest of a source is dropped: a transcript is for reading, not a store. */
const MAX_UTTERANCES = 100_000;
const MAX_WORDS = 5_000;
const MAX_SPEAKER = 200;

type Json = Record<string, unknown>;
const record = (v: unknown): Json => (isJsonObject(v) ? v : {});
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const seconds = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? Math.max(0, v) : null;
/**
 * What a participant's words cannot carry into any format: C0 and C1 controls (whitespace is
 * folded to one space first) and the bidi embeddings, overrides and isolates that make text
 * read in another order than it is stored.
 */
// eslint-disable-next-line no-control-regex
const UNSHOWN = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;
/**
 * Text as every transcript shows it: one space for any whitespace, no controls or bidi marks,
 * a lone surrogate as U+FFFD (what the database stores).
 */
export const shownText = (v: unknown): string =>
  typeof v === 'string' ? storableText(v.replace(/\s+/g, ' ').replace(UNSHOWN, '').trim()) : '';
const text = shownText;

/** A speaker's name as every transcript shows it (cleaned, at most 200 characters); null: none. */
export const speakerName = (v: unknown): string | null =>
  shownText(v).slice(0, MAX_SPEAKER) || null;

function words(raw: unknown): Word[] {
  const out: Word[] = [];
  for (const item of list(raw).slice(0, MAX_WORDS)) {
    const w = record(item);
    const word = text(w.word ?? w.text);
    const start = seconds(w.start ?? w.start_time);
    const end = seconds(w.end ?? w.end_time);
    if (word === '' || start === null) continue;
    out.push({ word, start, end: Math.max(start, end ?? start) });
  }
  return out;
}

function utterance(
  speaker: string | null,
  start: number | null,
  end: number | null,
  said: string,
  timed: Word[],
): Utterance | null {
  const content = said || timed.map((w) => w.word).join(' ');
  const from = start ?? timed[0]?.start ?? null;
  if (content === '' || from === null) return null;
  const to = Math.max(from, end ?? timed.at(-1)?.end ?? from);
  const name = speakerName(speaker);
  return timed.length
    ? { speaker: name, start: from, end: to, text: content, words: timed }
    : { speaker: name, start: from, end: to, text: content };
}

function collect(items: unknown, one: (item: Json) => Utterance | null): Utterance[] {
  const out: Utterance[] = [];
  for (const item of list(items).slice(0, MAX_UTTERANCES)) {
    const u = one(record(item));
    if (u) out.push(u);
  }
  return out.sort((a, b) => a.start - b.start);
}

/**
 * The v1 meeting-bot transcript: the `complete` event's `transcript` (`{speaker, offset, words:
 * [{start, end, word}]}`) or `meeting_data`'s `bot_data.transcripts` (`{speaker, start_time,
 * end_time, words: [{start_time, end_time, text}]}`).
 */
export function fromMeetingBotV1(transcript: unknown): Utterance[] {
  return collect(transcript, (item) => {
    const timed = words(item.words);
    return utterance(
      text(item.speaker) || null,
      seconds(item.start_time ?? item.offset),
      seconds(item.end_time),
      text(item.text),
      timed,
    );
  });
}

/** The v2 `transcription` artifact (OutputTranscription): `result.utterances`, speakers named. */
export function fromMeetingBotV2(output: unknown): Utterance[] {
  return collect(record(record(output).result).utterances, (item) =>
    utterance(
      text(item.speaker) || null,
      seconds(item.start),
      seconds(item.end),
      text(item.text),
      words(item.words),
    ),
  );
}

/**
 * An STT job's result (`result.transcription.utterances`). Its speakers are numbers (with
 * diarization): `names` gives them names where known, else they are `Speaker 1`, `Speaker 2`…
 */
export function fromSttResult(result: unknown, names: Map<number, string> = new Map()) {
  const transcription = record(record(result).transcription);
  return collect(transcription.utterances, (item) => {
    const id = typeof item.speaker === 'number' ? item.speaker : null;
    const speaker = id === null ? null : (names.get(id) ?? `Speaker ${id + 1}`);
    return utterance(
      speaker,
      seconds(item.start),
      seconds(item.end),
      text(item.text),
      words(item.words),
    );
  });
}

/**
 * Names for an STT result's numbered speakers, from a named transcript of the same recording:
 * the pairs of a number and a name whose turns overlap the longest are taken first, each number
 * and each name once; a number that overlaps no free name keeps its number.
 */
export function speakerNames(result: unknown, named: Utterance[]): Map<number, string> {
  const overlap = new Map<number, Map<string, number>>();
  const utterances = list(record(record(result).transcription).utterances).map(record);
  for (const u of utterances) {
    const id = typeof u.speaker === 'number' ? u.speaker : null;
    const start = seconds(u.start);
    const end = seconds(u.end);
    if (id === null || start === null || end === null) continue;
    const byName = overlap.get(id) ?? new Map<string, number>();
    for (const n of named) {
      const shared = Math.min(end, n.end) - Math.max(start, n.start);
      if (n.speaker && shared > 0) byName.set(n.speaker, (byName.get(n.speaker) ?? 0) + shared);
    }
    overlap.set(id, byName);
  }
  const pairs = [...overlap]
    .flatMap(([id, byName]) => [...byName].map(([name, shared]) => ({ id, name, shared })))
    .sort((a, b) => b.shared - a.shared);
  const names = new Map<number, string>();
  const taken = new Set<string>();
  for (const { id, name } of pairs) {
    if (names.has(id) || taken.has(name)) continue;
    names.set(id, name);
    taken.add(name);
  }
  return names;
}

/** The speakers' names, in the order they first speak. */
export const speakersOf = (utterances: Utterance[]): string[] => [
  ...new Set(utterances.flatMap((u) => (u.speaker ? [u.speaker] : []))),
];
