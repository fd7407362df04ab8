import { BridgeError } from '../../clients/typescript/src/index.js';

/**
 * The JSON a refused or failed command writes on stderr (stdout stays for results): the bridge's
 * error body when it answered one.
 */
export function failureJson(error: unknown): Record<string, unknown> {
  if (error instanceof BridgeError) {
    const { statusCode, message, validation_errors } = error.body ?? {};
    return {
      statusCode: statusCode ?? error.status,
      message: message ?? error.message,
      ...(validation_errors ? { validation_errors } : {}),
    };
  }
  const problems = (error as { problems?: unknown } | null)?.problems;
  if (Array.isArray(problems)) return { message: 'Invalid environment variables', problems };
  return { message: error instanceof Error ? error.message : String(error) };
}

/** The bridge did not answer at all (nothing listens, no such host, timed out). */
export function isUnreachable(error: unknown): boolean {
  return error instanceof TypeError && error.message === 'fetch failed';
}

/** `no bridge answers at <url> (ECONNREFUSED)`, for an error isUnreachable() accepts. */
export function unreachable(url: string, error: unknown): string {
  const { cause } = error as Error & { cause?: { code?: string; message?: string } };
  return `no bridge answers at ${url} (${cause?.code ?? cause?.message ?? 'no answer'})`;
}
