import { Injectable } from '@nestjs/common';

/** A partial utterance: replaced by the final of the same utterance id. */
export interface LivePartial {
  utterance_id: string;
  start: number;
  end: number;
  speaker: string | null;
  text: string;
}

export interface LiveGapSignal {
  from: number;
  to: number;
  reason: string;
}

/**
 * What a bot's subscribers hear: `partial` carries its content (partials are never stored);
 * `wake` says that rows changed (finals kept, the stream ended): the rows are the truth, and each
 * subscriber reads them from where it is.
 */
export type LiveSignal =
  | { kind: 'partial'; partial: LivePartial }
  | { kind: 'gap'; gap: LiveGapSignal }
  | { kind: 'wake' };

type Listener = (signal: LiveSignal) => void;

/** The subscribers of each bot's live transcript on this replica, and what reaches them. */
@Injectable()
export class LiveHub {
  private readonly listeners = new Map<string, Set<Listener>>();

  subscribe(botId: string, listener: Listener): () => void {
    let set = this.listeners.get(botId);
    if (!set) this.listeners.set(botId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(botId) === set) this.listeners.delete(botId);
    };
  }

  /** Subscribers on this replica. */
  get size(): number {
    let n = 0;
    for (const set of this.listeners.values()) n += set.size;
    return n;
  }

  publish(botId: string, signal: LiveSignal): void {
    for (const listener of this.listeners.get(botId) ?? []) listener(signal);
  }
}
