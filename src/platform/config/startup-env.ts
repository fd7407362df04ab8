import { existsSync } from 'node:fs';
import { InvalidEnvironmentError, validateEnv } from './env.js';

/**
 * What the server and the CLI do before Nest starts. `.env` in the working directory is read
 * when there is one; variables already set win (Node's loader never overrides them), so a
 * deployment's real environment is not changed by a stray file. Then the environment is
 * validated here, once, so a mistake is reported as one list of problems rather than from
 * inside the dependency injector, wrapped in its stack trace.
 *
 * Returns the problems; an empty list means the environment is usable.
 */
export function prepareEnvironment(envFile = '.env'): string[] {
  try {
    if (existsSync(envFile)) process.loadEnvFile(envFile);
  } catch (error) {
    return [`${envFile}: cannot be read (${(error as Error).message})`];
  }
  try {
    validateEnv(process.env);
    return [];
  } catch (error) {
    if (error instanceof InvalidEnvironmentError) return error.problems;
    throw error;
  }
}
