import { type PcmFormat, toneSecond, wavHeader } from './wav.js';

/**
 * The meeting every simulated bot records: two named speakers taking turns for 20 seconds.
 * Its transcript comes in each shape the vendor sends (v1's complete event and meeting_data,
 * v2's transcription files), and its recording is a WAV file a player opens, each speaker a
 * tone of their own.
 */
interface Turn {
  speaker: { name: string; id: number };
  start: number;
  words: string[];
}

const ADA = { name: 'Ada Lovelace', id: 1 };
const ALAN = { name: 'Alan Turing', id: 2 };
const WORD_SECONDS = 0.4;

const TURNS: Turn[] = [
  { speaker: ADA, start: 1, words: 'Hello everyone. Shall we start with the engine?'.split(' ') },
  {
    speaker: ALAN,
    start: 5,
    words: 'Yes. Can a machine compute every function a clerk with rules could compute?'.split(' '),
  },
  { speaker: ADA, start: 11, words: 'Only what we know how to order it to perform.'.split(' ') },
  { speaker: ALAN, start: 16, words: 'Then let us write the orders down.'.split(' ') },
];

/** The recording's length, in seconds. */
export const MEETING_SECONDS = 20;

const round = (n: number) => Math.round(n * 1000) / 1000;

/** Every turn with its timed words. */
function timed() {
  return TURNS.map((turn) => {
    const words = turn.words.map((word, i) => ({
      word,
      start: round(turn.start + i * WORD_SECONDS),
      end: round(turn.start + (i + 1) * WORD_SECONDS - 0.05),
    }));
    return { ...turn, words, end: words.at(-1)!.end, text: turn.words.join(' ') };
  });
}

/** The speakers' names, as v1 sends them. */
export const SPEAKER_NAMES = [ADA.name, ALAN.name];
/** v2's `{name, id}` speakers. */
export const V2_SPEAKERS = [ADA, ALAN];

/** v1 `complete` event's `transcript`. */
export function v1CompleteTranscript() {
  return timed().map((t) => ({
    speaker: t.speaker.name,
    offset: t.start,
    start_time: t.start,
    end_time: t.end,
    words: t.words.map((w) => ({ start: w.start, end: w.end, word: w.word })),
  }));
}

/** v1 `meeting_data`'s `bot_data.transcripts` (the Transcript schema). */
export function v1Transcripts(botNumericId: number) {
  let wordId = 0;
  return timed().map((t, i) => ({
    bot_id: botNumericId,
    id: i + 1,
    speaker: t.speaker.name,
    start_time: t.start,
    end_time: t.end,
    lang: 'en',
    user_id: null,
    words: t.words.map((w) => ({
      bot_id: botNumericId,
      id: ++wordId,
      start_time: w.start,
      end_time: w.end,
      text: w.word,
      user_id: null,
    })),
  }));
}

const gladiaUtterance = (t: ReturnType<typeof timed>[number]) => ({
  text: t.text,
  language: 'en',
  start: t.start,
  end: t.end,
  confidence: 0.95,
  channel: 0,
  words: t.words.map((w) => ({ ...w, confidence: 0.95 })),
});

/** v2's `transcription` file (OutputTranscription): utterances with the speakers' names. */
export function v2OutputTranscription(botId: string, createdAt: Date) {
  const utterances = timed().map((t) => ({ ...gladiaUtterance(t), speaker: t.speaker.name }));
  return {
    bot_id: botId,
    provider: 'gladia',
    result: {
      utterances,
      languages: ['en'],
      total_utterances: utterances.length,
      total_duration: MEETING_SECONDS,
    },
    created_at: createdAt.toISOString(),
  };
}

/** v2's `raw_transcription` file (RawTranscription): the STT vendor's payload, speakers numbered. */
export function v2RawTranscription(botId: string) {
  const utterances = timed().map((t) => ({ ...gladiaUtterance(t), speaker: t.speaker.id - 1 }));
  return {
    bot_id: botId,
    transcriptions: [
      {
        metadata: {
          audio_duration: MEETING_SECONDS,
          number_of_distinct_channels: 1,
          billing_time: MEETING_SECONDS,
          transcription_time: 2.5,
        },
        transcription: {
          full_transcript: utterances.map((u) => u.text).join(' '),
          languages: ['en'],
          utterances,
        },
      },
    ],
  };
}

/**
 * An STT result (`result.transcription`) of the meeting as diarization would find it: speakers
 * numbered in the order they first speak.
 */
export function sttTranscription() {
  const utterances = timed().map((t) => ({ ...gladiaUtterance(t), speaker: t.speaker.id - 1 }));
  return {
    full_transcript: utterances.map((u) => u.text).join(' '),
    languages: ['en'],
    utterances,
  };
}

const FORMAT: PcmFormat = { sampleRate: 8_000, channels: 1 };
let wav: Buffer | undefined;
const pcms = new Map<number, Buffer>();

/** The turns of the meeting with their timed words and who speaks (the live script). */
export function meetingTurns() {
  return timed().map((t) => ({
    speaker: t.speaker,
    start: t.start,
    end: t.end,
    text: t.text,
    words: t.words,
  }));
}

/**
 * The meeting's audio as raw 16-bit little-endian mono PCM at `sampleRate` (what a streaming bot
 * sends): Ada at 440 Hz, Alan at 660 Hz, else quiet.
 */
export function meetingPcm(sampleRate: number): Buffer {
  const cached = pcms.get(sampleRate);
  if (cached) return cached;
  const format = { sampleRate, channels: 1 };
  const silence = Buffer.alloc(sampleRate * 2);
  const tones = new Map([
    [ADA.id, toneSecond(format, 440)],
    [ALAN.id, toneSecond(format, 660)],
  ]);
  const turns = timed();
  const seconds = Array.from({ length: MEETING_SECONDS }, (_, s) => {
    const speaking = turns.find((t) => s + 0.5 >= t.start && s + 0.5 <= t.end);
    return speaking ? tones.get(speaking.speaker.id)! : silence;
  });
  const pcm = Buffer.concat(seconds);
  pcms.set(sampleRate, pcm);
  return pcm;
}

/** The recording: 16-bit PCM WAV, 8 kHz mono, 20 s; Ada at 440 Hz, Alan at 660 Hz, else quiet. */
export function meetingWav(): Buffer {
  if (wav) return wav;
  const data = meetingPcm(FORMAT.sampleRate);
  wav = Buffer.concat([wavHeader(FORMAT, data.length), data]);
  return wav;
}
