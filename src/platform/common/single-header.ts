import type { IncomingHttpHeaders } from 'node:http';

/** A request header given once; absent, or given several times, it is undefined. */
export function singleHeader(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
}
