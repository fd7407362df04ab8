import { type INestApplicationContext } from '@nestjs/common';

export type Print = (value: unknown) => void;

/** One CLI command (`teams list`, `archive run`, …). */
export interface Command {
  usage: string;
  /** Opens the application (database) only when the command needs it. */
  run(args: string[], app: () => Promise<INestApplicationContext>, print: Print): Promise<void>;
}
