import {
  BadRequestException,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import type { Express, NextFunction, Request, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { packageRoot } from '../platform/common/package-root.js';
import { sendError } from '../platform/http-edge/error-answer.js';

/** Where the console's build (console/, by `npm run build`) is served from. */
export const CONSOLE_DIST = join(packageRoot(import.meta.dirname), 'dist');

/**
 * The console's page may load its own scripts and styles, call this origin's API, play what it
 * fetched (blob: URLs), and nothing else: no inline script, no other host, no framing.
 */
export const CONSOLE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "media-src 'self'",
  "connect-src 'self'",
  "font-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const SHARED_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

const decodes = (path: string): boolean => {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
};

/**
 * The web console at /console, on the API's own origin and port (src/console is only its
 * server side; the app is console/):
 * - /console/assets/*: the build's files, named by content hash, so cached for a year as
 *   immutable; the brotli or gzip copy written at build time when the browser takes one.
 * - every other /console path: the app's one page (its router shows the screen), never cached,
 *   with CONSOLE_CSP.
 * The app calls the public REST API like any client; nothing here reads a key.
 */
export function serveConsole(express: Express, dist = CONSOLE_DIST): void {
  const logger = new Logger('Console');
  const refuse = (req: Request, res: Response, error: Error) => sendError(req, res, error, logger);
  // Mounted (not a route), so that the file's path is taken relative to the assets folder, which
  // it cannot leave (`..` is refused).
  express.use(
    '/console/assets',
    // A path that is no valid %-encoding: refused here in the error shape, where the static
    // middleware would answer a page of its own.
    (req: Request, res: Response, next: NextFunction) => {
      if (decodes(req.path)) return next();
      refuse(req, res, new BadRequestException('No such console file (a malformed path)'));
    },
    expressStaticGzip(join(dist, 'console', 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: {
        immutable: true,
        maxAge: '365d',
        index: false,
        setHeaders: (res) => {
          for (const [name, value] of Object.entries(SHARED_HEADERS)) res.setHeader(name, value);
        },
      },
    }),
    (req: Request, res: Response) =>
      refuse(req, res, new NotFoundException('No such console file (the console was rebuilt?)')),
  );
  let page: Promise<Buffer> | null = null;
  express.get('/console{/*screen}', (req: Request, res: Response) => {
    page ??= readFile(join(dist, 'console', 'index.html'));
    page.then(
      (html) => {
        res.set({
          ...SHARED_HEADERS,
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': CONSOLE_CSP,
          'cache-control': 'no-cache',
          'x-frame-options': 'DENY',
        });
        res.end(req.method === 'HEAD' ? undefined : html);
      },
      () => {
        page = null;
        refuse(
          req,
          res,
          new ServiceUnavailableException('The console is not built: run `npm run build`'),
        );
      },
    );
  });
}
