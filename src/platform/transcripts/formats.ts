import { speakersOf, type Utterance, type Word } from './utterances.js';

export const TRANSCRIPT_FORMATS = ['json', 'srt', 'vtt', 'txt'] as const;
export type TranscriptFormat = (typeof TRANSCRIPT_FORMATS)[number];

/** Subtitle cues: at most 2 lines of at most 42 characters, and 7 seconds. */
const LINE_CHARS = 42;
const CUE_LINES = 2;
const CUE_SECONDS = 7;
/** A cue shown for less than this is stretched (some players drop empty-length cues). */
const MIN_CUE_SECONDS = 0.1;
/** A speaker's name in an SRT prefix is cut to this, so that the prefix leaves room for words. */
const PREFIX_NAME_CHARS = 30;
const SENTENCE_END = /[.!?…]["'”’)\]]*$/;

export interface Cue {
  start: number;
  end: number;
  speaker: string | null;
  lines: string[];
}

/** Greedy word wrap; a word longer than a line is cut. */
export function wrap(words: string[], width = LINE_CHARS): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    for (const piece of cut(word, width)) {
      if (line === '') line = piece;
      else if (line.length + 1 + piece.length <= width) line += ` ${piece}`;
      else {
        lines.push(line);
        line = piece;
      }
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

const cut = (word: string, width: number): string[] =>
  word.length <= width
    ? [word]
    : Array.from({ length: Math.ceil(word.length / width) }, (_, i) =>
        word.slice(i * width, (i + 1) * width),
      );

/** An utterance's words with times; untimed text is spread over its span by length. */
function timedWords(u: Utterance): Word[] {
  const given = u.words?.filter((w) => w.word !== '') ?? [];
  const source: Word[] = given.length ? given : spread(u);
  // A word longer than a line becomes pieces, each with its share of the word's time.
  return source.flatMap((w) => {
    const pieces = cut(w.word, LINE_CHARS);
    const step = (w.end - w.start) / pieces.length;
    return pieces.map((word, i) => ({
      word,
      start: w.start + i * step,
      end: i === pieces.length - 1 ? w.end : w.start + (i + 1) * step,
    }));
  });
}

function spread(u: Utterance): Word[] {
  const words = u.text.split(' ').filter((w) => w !== '');
  const chars = words.reduce((n, w) => n + w.length, 0) || 1;
  let at = u.start;
  return words.map((word) => {
    const start = at;
    at += ((u.end - u.start) * word.length) / chars;
    return { word, start, end: at };
  });
}

/**
 * Subtitle cues of a transcript: a cue never mixes speakers, ends after a word that ends a
 * sentence, and never holds more than CUE_LINES lines of LINE_CHARS (counting `prefix`, which
 * the SRT speaker label takes) or spans more than CUE_SECONDS (unless one word does).
 */
export function cuesOf(utterances: Utterance[], prefix: (speaker: string) => string): Cue[] {
  const cues: Cue[] = [];
  for (const u of utterances) {
    const label = u.speaker ? prefix(u.speaker) : '';
    let open: { start: number; end: number; words: string[] } | null = null;
    const close = () => {
      if (!open) return;
      const lines = wrap(label ? [label, ...open.words] : open.words);
      cues.push({ start: open.start, end: open.end, speaker: u.speaker, lines });
      open = null;
    };
    for (const w of timedWords(u)) {
      if (open) {
        const words: string[] = [...open.words, w.word];
        const fits = wrap(label ? [label, ...words] : words).length <= CUE_LINES;
        if (!fits || w.end - open.start > CUE_SECONDS) close();
      }
      open ??= { start: w.start, end: w.end, words: [] };
      open.words.push(w.word);
      open.end = Math.max(open.end, w.end);
      if (SENTENCE_END.test(w.word)) close();
    }
    close();
  }
  return cues.map((c) => ({ ...c, end: Math.max(c.end, c.start + MIN_CUE_SECONDS) }));
}

function clock(seconds: number, separator: ',' | '.'): string {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  return `${pad(h)}:${pad(m)}:${pad(s)}${separator}${pad(ms % 1000, 3)}`;
}

/**
 * SubRip has no escaping, and players read tags (`<font>`, `<i>`) and `{\…}` overrides in cue
 * text: angle brackets become their single-quote look-alikes (so no `-->` can stand in a cue
 * either) and an override loses its backslash.
 */
const neutralSrt = (line: string) =>
  line.replace(/</g, '‹').replace(/>/g, '›').replace(/\{\\/g, '{');

/** SubRip: the speaker as a `Name:` prefix on each cue. */
export function toSrt(utterances: Utterance[]): string {
  const label = (name: string) => `${name.slice(0, PREFIX_NAME_CHARS)}:`;
  return cuesOf(utterances, label)
    .map((cue, i) => {
      const text = cue.lines.map(neutralSrt).join('\n');
      return `${i + 1}\n${clock(cue.start, ',')} --> ${clock(cue.end, ',')}\n${text}\n`;
    })
    .join('\n');
}

const escapeCueText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAnnotation = (text: string) => text.replace(/&/g, '&amp;').replace(/>/g, '&gt;');

/** WebVTT: the speaker in a voice span, `<v Name>`. */
export function toVtt(utterances: Utterance[]): string {
  const cues = cuesOf(utterances, () => '').map((cue) => {
    const voice = cue.speaker ? `<v ${escapeAnnotation(cue.speaker)}>` : '';
    const text = cue.lines.map(escapeCueText).join('\n');
    return `${clock(cue.start, '.')} --> ${clock(cue.end, '.')}\n${voice}${text}\n`;
  });
  return ['WEBVTT\n', ...cues].join('\n');
}

/** Plain text: one paragraph per speaker turn (consecutive utterances of one speaker join). */
export function toTxt(utterances: Utterance[]): string {
  const turns: { speaker: string | null; texts: string[] }[] = [];
  for (const u of utterances) {
    const last = turns.at(-1);
    if (last && last.speaker === u.speaker) last.texts.push(u.text);
    else turns.push({ speaker: u.speaker, texts: [u.text] });
  }
  return turns.map((t) => `${t.speaker ? `${t.speaker}: ` : ''}${t.texts.join(' ')}\n`).join('\n');
}

/** The JSON form: what the transcript is of (`about`), its speakers, and its utterances. */
export function toJson(utterances: Utterance[], about: Record<string, unknown>) {
  return { ...about, speakers: speakersOf(utterances), utterances };
}

export const CONTENT_TYPES: Record<TranscriptFormat, string> = {
  json: 'application/json; charset=utf-8',
  srt: 'application/x-subrip; charset=utf-8',
  vtt: 'text/vtt; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
};

/** A transcript in `format`: the body and its Content-Type. */
export function renderTranscript(
  format: TranscriptFormat,
  utterances: Utterance[],
  about: Record<string, unknown>,
): { contentType: string; body: string } {
  const body =
    format === 'json'
      ? JSON.stringify(toJson(utterances, about))
      : format === 'srt'
        ? toSrt(utterances)
        : format === 'vtt'
          ? toVtt(utterances)
          : toTxt(utterances);
  return { contentType: CONTENT_TYPES[format], body };
}
