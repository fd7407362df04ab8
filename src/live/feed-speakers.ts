import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { LiveRepository } from './live.repository.js';
import { type KeptSpeakerChange, type ParsedSpeakers, speakerOf } from './speakers.js';

/** Distinct speakers' names a meeting's stream keeps, at most: later ones are nobody. */
export const MAX_MEETING_SPEAKERS = 500;

/** The speaker changes of one STT session, in the order of their place in its audio. */
export type SessionSpeakers = KeptSpeakerChange[];

const sameNames = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((name, i) => name === b[i]);
export const roundSeconds = (n: number) => Math.round(n * 1000) / 1000;

/**
 * Who speaks when in one bot's stream (BotFeed's speakers): the bot's speaker frames placed in
 * the audio of the session that takes them, coalesced, and written in the feed's order of
 * writes; the frames that come while no session is open wait, bounded, for the next one.
 * Names are kept once each, MAX_MEETING_SPEAKERS at most.
 */
export class FeedSpeakers {
  private readonly logger = new Logger('LiveFeed');
  /** Speakers' names of this stream, each string kept once. */
  private readonly names = new Map<string, string>();
  /** Speaker changes whose write is queued, with the bot's time of their latest word. */
  private readonly unsaved = new Map<string, Date | null>();
  /** Frames that came while no session was open, with where the stream was then (bytes). */
  private pending: { streamBytes: number; parsed: ParsedSpeakers }[] = [];

  constructor(
    private readonly botId: string,
    private readonly repo: LiveRepository,
    /** Frames kept while no session is open, at most. */
    private readonly maxPending: number,
    /** Queues a write behind the feed's others (finals and speakers keep their order). */
    private readonly write: (work: () => Promise<unknown>) => void,
  ) {}

  /** A frame while no session is open, at `streamBytes` of the stream: placed by `takePending`. */
  hold(streamBytes: number, parsed: ParsedSpeakers): void {
    this.pending.push({ streamBytes, parsed });
    if (this.pending.length > this.maxPending) this.pending.shift();
  }

  /**
   * The frames that came while no session was open, placed where they came in the audio that
   * waited for the session now taking it (`start`: the stream's byte at the session's
   * `position`); one from before that audio counts from its start.
   */
  takePending(
    sessionId: string,
    speakers: SessionSpeakers,
    start: number,
    secondsAt: (bytes: number) => number,
  ): void {
    for (const { streamBytes, parsed } of this.pending) {
      this.add(sessionId, speakers, parsed, secondsAt(Math.max(0, streamBytes - start)));
    }
    this.pending = [];
  }

  /**
   * A frame placed at `at` (seconds of the session's audio). Coalesced: a frame that changes
   * nothing is dropped, and one at the same place as the change before it (no audio between
   * them) replaces that change, in memory and in its row.
   */
  add(sessionId: string, speakers: SessionSpeakers, parsed: ParsedSpeakers, at: number): void {
    const speaking = this.known(parsed.speaking.map((s) => s.name));
    const place = roundSeconds(at);
    // In order of their place in the audio (a resumed session's last known place may be ahead).
    const later = speakers.findIndex((c) => c.at > place);
    const index = later === -1 ? speakers.length : later;
    const before = speakers[index - 1];
    if (before && sameNames(before.speaking, speaking)) return;
    if (before?.at === place) {
      before.speaking = speaking;
      return this.save(sessionId, before, parsed.saidAt);
    }
    const change = { id: randomUUID(), at: place, speaking };
    speakers.splice(index, 0, change);
    this.save(sessionId, change, parsed.saidAt);
  }

  /** Who spoke longest between `start` and `end` (seconds of the session's audio). */
  speakerOf(speakers: SessionSpeakers, start: number, end: number): string | null {
    return speakerOf(speakers, start, Math.max(end, start + 0.001));
  }

  /** The names as this stream keeps them: one string each, MAX_MEETING_SPEAKERS at most. */
  private known(names: string[]): string[] {
    const kept: string[] = [];
    for (const name of names) {
      let same = this.names.get(name);
      if (same === undefined && this.names.size < MAX_MEETING_SPEAKERS) {
        this.names.set(name, name);
        same = name;
        if (this.names.size === MAX_MEETING_SPEAKERS) {
          this.logger.warn(
            `bot ${this.botId}: ${MAX_MEETING_SPEAKERS} speakers named; later names are not kept`,
          );
        }
      }
      if (same !== undefined) kept.push(same);
    }
    return kept;
  }

  /** One queued write per change: a later word on it before its write is taken by that write. */
  private save(sessionId: string, change: KeptSpeakerChange, saidAt: Date | null): void {
    const queued = this.unsaved.has(change.id);
    this.unsaved.set(change.id, saidAt);
    if (queued) return;
    this.write(() => {
      const said = this.unsaved.get(change.id) ?? null;
      this.unsaved.delete(change.id);
      return this.repo.saveSpeakerChange(sessionId, change, said);
    });
  }
}
