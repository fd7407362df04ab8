import { Injectable } from '@nestjs/common';
import { Bus } from '../platform/bus/bus.js';
import type { LiveFinalDto } from './live.dto.js';

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
 * `final` a final just kept (a subscriber right behind it sends it as it is); `wake` says that
 * rows changed (the stream ended, or finals a signal could not carry): the rows are the truth,
 * and a subscriber reads them from where it is.
 */
export type LiveSignal =
  | { kind: 'partial'; partial: LivePartial }
  | { kind: 'final'; final: LiveFinalDto }
  | { kind: 'gap'; gap: LiveGapSignal }
  | { kind: 'wake' };

type Listener = (signal: LiveSignal) => void;

declare module '../platform/bus/bus.js' {
  interface BusEvents {
    /** What this replica published to a bot's subscribers (LiveNotifier passes it on). */
    'live.published': [botId: string, signal: LiveSignal];
  }
}

/**
 * The subscribers of each bot's live transcript on this replica, and what reaches them: what
 * this replica publishes, and (through LiveNotifier) what other replicas published.
 */
@Injectable()
export class LiveHub {
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(private readonly bus: Bus) {}

  subscribe(botId: string, listener: Listener): () => void {
    let set = this.listeners.get(botId);
    if (!set) this.listeners.set(botId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(botId) === set) this.listeners.delete(botId);
    };
  }

  /** To every subscriber of the bot, here and on the other replicas. */
  publish(botId: string, signal: LiveSignal): void {
    this.deliver(botId, signal);
    this.bus.emit('live.published', botId, signal);
  }

  /** To the bot's subscribers on this replica only. */
  deliver(botId: string, signal: LiveSignal): void {
    for (const listener of this.listeners.get(botId) ?? []) listener(signal);
  }

  /** Every subscriber here reads the rows again (after notifications may have been missed). */
  wakeAll(): void {
    for (const botId of this.listeners.keys()) this.deliver(botId, { kind: 'wake' });
  }
}
