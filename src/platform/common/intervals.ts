import type { SchedulerRegistry } from '@nestjs/schedule';

/**
 * Runs `tick` every `ms` under `name` in the scheduler's registry (so it shows with the app's
 * other schedules and is stopped with it); the timer never keeps the process alive by itself.
 */
export function runEvery(registry: SchedulerRegistry, name: string, ms: number, tick: () => void) {
  const timer = setInterval(tick, ms);
  timer.unref();
  registry.addInterval(name, timer);
}

/** Stops the named intervals that were started; the others are left alone. */
export function stopIntervals(registry: SchedulerRegistry, ...names: string[]): void {
  for (const name of names) {
    if (registry.doesExist('interval', name)) registry.deleteInterval(name);
  }
}
