import { HttpException, type LoggerService } from '@nestjs/common';

/** A command line that does not parse (exit code 2, usage on stderr). */
export class UsageError extends Error {}

/** The JSON a refused or failed command writes on stderr (stdout stays for results). */
export function failureJson(error: unknown): Record<string, unknown> {
  if (error instanceof HttpException) {
    return { statusCode: error.getStatus(), message: error.message };
  }
  return { message: error instanceof Error ? error.message : String(error) };
}

/**
 * Operators read the CLI's stderr, scripts its stdout: errors the services log while a command
 * runs (a vendor refusing the key during `archive run`, say) become one plain line each, without
 * colours or stack traces. A failure that ends the command is written once, as JSON, by main();
 * the framework's own report of it (context `ExceptionHandler`) would only repeat it.
 */
export class CliLogger implements LoggerService {
  log(): void {}

  warn(): void {}

  error(message: unknown, ...rest: unknown[]): void {
    const context = rest.at(-1);
    if (context === 'ExceptionHandler') return;
    const text = message instanceof Error ? message.message : String(message);
    process.stderr.write(`error${typeof context === 'string' ? ` [${context}]` : ''}: ${text}\n`);
  }
}
