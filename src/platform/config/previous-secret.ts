import type { EnvDto } from './env.js';
import type { ROTATED_SECRETS } from './secret-files.js';

/**
 * The value a rotated secret had before (`<NAME>_PREVIOUS`), still accepted beside the current
 * one until `<NAME>_PREVIOUS_UNTIL`, so that what was handed out with it (a bot's webhook URL, a
 * vendor's signing key, an operator's script) keeps working while it rolls over.
 */
export class PreviousSecret {
  constructor(
    readonly value: string,
    readonly until: Date,
  ) {}

  static of(env: EnvDto, name: (typeof ROTATED_SECRETS)[number]): PreviousSecret | null {
    const value = env[`${name}_PREVIOUS`];
    const until = env[`${name}_PREVIOUS_UNTIL`];
    return value && until ? new PreviousSecret(value, new Date(until)) : null;
  }

  /** Whether it is still accepted. */
  get live(): boolean {
    return Date.now() < this.until.getTime();
  }
}
