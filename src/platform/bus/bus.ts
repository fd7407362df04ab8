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

type Listener<K extends keyof BusEvents> = (...args: BusEvents[K]) => void;

/**
 * The process's typed in-process event bus. Listeners run synchronously when an event is
 * emitted, in the order they were added, as Node's EventEmitter calls them; the emitter goes on
 * once the last has returned (a listener that starts asynchronous work returns first).
 */
@Injectable()
export class Bus {
  private readonly listeners = new Map<keyof BusEvents, ((...args: never[]) => void)[]>();

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
}

@Global()
@Module({ providers: [Bus], exports: [Bus] })
export class BusModule {}
