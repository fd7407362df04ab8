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

export interface ParsedSpeakers {
  speaking: { name: string; id: number | null }[];
  /** The bot's time of the change: seconds, or milliseconds above 1e12. */
  saidAt: Date | null;
}

const MAX_PARTICIPANTS = 1_000;

/** A speaker frame's content, or null when it is not one. */
export function parseSpeakerFrame(value: unknown): ParsedSpeakers | null {
  if (!Array.isArray(value) || value.length > MAX_PARTICIPANTS) return null;
  const speaking: ParsedSpeakers['speaking'] = [];
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
    if (entry.isSpeaking) {
      const id = typeof entry.id === 'number' && Number.isFinite(entry.id) ? entry.id : null;
      speaking.push({ name: entry.name.slice(0, 200), id });
    }
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
