import type { IncomingMessage } from 'node:http';

/**
 * What the proxy reads of a request: an Express request, or a bare node one on the fast path
 * (which sets `originalUrl` and `id` as Express and the request-id middleware would).
 */
export type ProxyRequest = IncomingMessage & { originalUrl: string; id?: unknown };

export const requestIdOf = (req: ProxyRequest): string => String(req.id ?? '');

export const pathOf = (req: ProxyRequest): string => req.originalUrl.split('?')[0]!;
