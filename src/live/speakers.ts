import { speakerName } from '../platform/transcripts/utterances.js';

/**
 * Who speaks when, from the meeting-bot's speaker frames: JSON arrays of
 * `{name, id, timestamp, isSpeaking}`, sent when the set of speakers changes. Each change is
 * placed in the session's audio where it arrived (the frames and the audio share one ordered
 * socket), which a speed-up, a clock skew or a reconnect cannot move.
 */

export interface SpeakerChange {
  /** Seconds of the session's audio from which `speaking` holds. */
  at: number;
  /** Names of those speaking (empty: nobody). */
  speaking: string[];
}

/** A change as the feed keeps it: its row's id, for the later word from the same place. */
export interface KeptSpeakerChange extends SpeakerChange {
  id: string;
}

export interface ParsedSpeakers {
  speaking: { name: string; id: number | null }[];
  /** The bot's time of the change: seconds, or milliseconds above 1e12. */
  saidAt: Date | null;
}

/** Entries a frame may list (the meeting's participants): more, and it is no speaker frame. */
const MAX_PARTICIPANTS = 1_000;
/** Names kept of those a frame says speak at once: more than this is no meeting's talk. */
export const MAX_SPEAKING = 16;

/**
 * A speaker frame's content, or null when it is not one. Names are cleaned as every transcript's
 * are (no controls, no bidi marks, at most 200 characters); an entry whose name cleans to
 * nothing is nobody; the first MAX_SPEAKING distinct names speaking are kept.
 */
export function parseSpeakerFrame(value: unknown): ParsedSpeakers | null {
  if (!Array.isArray(value) || value.length > MAX_PARTICIPANTS) return null;
  const speaking: ParsedSpeakers['speaking'] = [];
  const named = new Set<string>();
  let latest: number | null = null;
  for (const item of value as unknown[]) {
    if (typeof item !== 'object' || item === null) return null;
    const entry = item as {
      name?: unknown;
      id?: unknown;
      timestamp?: unknown;
      isSpeaking?: unknown;
    };
    if (typeof entry.name !== 'string' || typeof entry.isSpeaking !== 'boolean') return null;
    if (typeof entry.timestamp === 'number' && Number.isFinite(entry.timestamp)) {
      const ms = entry.timestamp > 1e12 ? entry.timestamp : entry.timestamp * 1000;
      latest = Math.max(latest ?? 0, ms);
    }
    if (!entry.isSpeaking || speaking.length >= MAX_SPEAKING) continue;
    const name = speakerName(entry.name);
    if (name === null || named.has(name)) continue;
    named.add(name);
    const id = typeof entry.id === 'number' && Number.isFinite(entry.id) ? entry.id : null;
    speaking.push({ name, id });
  }
  const saidAt = latest === null || latest > 8.64e15 ? null : new Date(latest);
  return { speaking, saidAt };
}

/**
 * The speaker of an utterance from `start` to `end` (seconds of the session's audio): the one
 * speaking longest during it by the changes (ordered by `at`); null when nobody is known to
 * speak then. Ties go to who spoke first.
 */
export function speakerOf(
  changes: readonly SpeakerChange[],
  start: number,
  end: number,
): string | null {
  const spoken = new Map<string, number>();
  for (const [i, change] of changes.entries()) {
    const from = Math.max(change.at, start);
    const to = Math.min(changes[i + 1]?.at ?? Infinity, end);
    if (to <= from) continue;
    for (const name of change.speaking) spoken.set(name, (spoken.get(name) ?? 0) + (to - from));
  }
  let best: string | null = null;
  let longest = 0;
  for (const [name, seconds] of spoken) {
    if (seconds > longest) [best, longest] = [name, seconds];
  }
  return best;
}
