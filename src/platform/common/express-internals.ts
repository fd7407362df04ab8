import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * What the edge relies on from Express beyond its documented API, in one place; its spec fails
 * if an Express upgrade changes any of it.
 */

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Takes the server's `request` listeners (the framework's application) off it and returns a
 * function that hands a request to them: the edge then stands in front of the framework.
 */
export function takeRequestListeners(server: Server): Listener {
  const framework = server.listeners('request') as Listener[];
  server.removeAllListeners('request');
  return (req, res) => framework.forEach((listener) => listener.call(server, req, res));
}

/**
 * The route template that served the request (`/bots/:id`), or undefined when none did. Express
 * sets `req.route` on the request while a route runs and leaves it there, with the mount path
 * in `req.baseUrl`.
 */
export function expressRouteOf(req: IncomingMessage): string | undefined {
  const { route, baseUrl } = req as IncomingMessage & {
    route?: { path?: unknown };
    baseUrl?: string;
  };
  return typeof route?.path === 'string' ? `${baseUrl ?? ''}${route.path}` : undefined;
}

/**
 * A request the edge has looked at, as handed to Express: Express keeps an `originalUrl` it
 * finds on the request (it sets one only when there is none), so the edge's is what the
 * framework's logs and error bodies show.
 */
export function withOriginalUrl<T extends IncomingMessage>(req: T): T & { originalUrl: string } {
  const withUrl = req as T & { originalUrl?: string };
  withUrl.originalUrl ??= req.url ?? '/';
  return withUrl as T & { originalUrl: string };
}
