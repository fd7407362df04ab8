import { Global, Injectable, Module } from '@nestjs/common';

/**
 * The wires between parts of one process, by name, with their arguments' types: one part emits,
 * the others that listen are called. Each wire is declared where its arguments' types live: the
 * platform's here, a feature's by augmenting this interface in its own module
 * (`declare module '…/platform/bus/bus.js' { interface BusEvents { … } }`), so the import graph
 * shows who may emit and listen, and the compiler checks both ends.
 */
export interface BusEvents {
  /** A transaction that recorded team events committed (EventOutbox): deliveries may start. */
  'outbox.committed': [];
}

/**
 * The questions of one part that other parts answer, by name: `[arguments, answer]`. Declared as
 * BusEvents are (a feature augments this interface where the types live).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- features augment it
export interface BusQuestions {}

type Listener<K extends keyof BusEvents> = (...args: BusEvents[K]) => void;
type QuestionArgs<K extends keyof BusQuestions> = BusQuestions[K] extends [
  infer A extends unknown[],
  unknown,
]
  ? A
  : never;
type AnswerOf<K extends keyof BusQuestions> = BusQuestions[K] extends [unknown[], infer R]
  ? R
  : never;
/** Answers a question, or null when it is not this part's to answer. */
type Answerer<K extends keyof BusQuestions> = (
  ...args: QuestionArgs<K>
) => Promise<AnswerOf<K> | null>;

/**
 * The process's typed in-process event bus. Listeners run synchronously when an event is
 * emitted, in the order they were added, as Node's EventEmitter calls them; the emitter goes on
 * once the last has returned (a listener that starts asynchronous work returns first). A
 * question is asked of its answerers one at a time, until one answers.
 */
@Injectable()
export class Bus {
  private readonly listeners = new Map<keyof BusEvents, ((...args: never[]) => void)[]>();
  private readonly answerers = new Map<keyof BusQuestions, Answerer<keyof BusQuestions>[]>();

  on<K extends keyof BusEvents>(name: K, listener: Listener<K>): void {
    const list = this.listeners.get(name) ?? [];
    list.push(listener as (...args: never[]) => void);
    this.listeners.set(name, list);
  }

  emit<K extends keyof BusEvents>(name: K, ...args: BusEvents[K]): void {
    for (const listener of this.listeners.get(name) ?? []) {
      (listener as Listener<K>)(...args);
    }
  }

  /** Takes a part in answering `name`: asked in the order the answerers were added. */
  answer<K extends keyof BusQuestions>(name: K, answerer: Answerer<K>): void {
    const list = this.answerers.get(name) ?? [];
    list.push(answerer as unknown as Answerer<keyof BusQuestions>);
    this.answerers.set(name, list);
  }

  /** The first answer (answerers asked one after the other), or null when none answers. */
  async ask<K extends keyof BusQuestions>(
    name: K,
    ...args: QuestionArgs<K>
  ): Promise<AnswerOf<K> | null> {
    for (const answerer of this.answerers.get(name) ?? []) {
      const answer = await (answerer as unknown as Answerer<K>)(...args);
      if (answer !== null) return answer;
    }
    return null;
  }
}

@Global()
@Module({ providers: [Bus], exports: [Bus] })
export class BusModule {}
