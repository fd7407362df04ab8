import express from 'express';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { expressRouteOf, takeRequestListeners, withOriginalUrl } from './express-internals.js';

/**
 * The Express behaviour the front door relies on, checked against the installed Express over
 * real HTTP on loopback: an upgrade that changes any of it fails here.
 */
describe('the Express internals the front door relies on', () => {
  let server: Server;
  let base: string;
  let seen: { originalUrl?: string; route?: string } = {};

  beforeAll(async () => {
    const app = express();
    const router = express.Router();
    router.get('/items/:id', (req, res) => {
      seen.originalUrl = req.originalUrl;
      res.once('close', () => (seen.route = expressRouteOf(req)));
      res.json({ id: req.params.id });
    });
    app.use('/base', router);
    server = createServer(app);
    // The front door's way in: the framework's listeners taken off, requests handed on.
    const framework = takeRequestListeners(server);
    expect(server.listenerCount('request')).toBe(0);
    server.on('request', (req: IncomingMessage & { originalUrl?: string }, res) => {
      if (req.url === '/kept') withOriginalUrl(req).url = '/base/items/5';
      else if (req.url === '/renamed') req.url = '/base/items/7';
      framework(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => (seen = {}));

  const closed = async () => {
    for (let i = 0; i < 100 && seen.route === undefined; i++) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };

  it('hands requests to the taken listeners, and keeps an originalUrl it finds', async () => {
    const answer = await fetch(`${base}/kept`);
    expect(await answer.json()).toEqual({ id: '5' });
    expect(seen.originalUrl).toBe('/kept');
  });

  it('sets originalUrl itself only when the request has none', async () => {
    await fetch(`${base}/renamed`);
    expect(seen.originalUrl).toBe('/base/items/7');
  });

  it('leaves the route template and the mount path on the request', async () => {
    await fetch(`${base}/base/items/9`);
    await closed();
    expect(seen.route).toBe('/base/items/:id');
  });

  it('has no route for a request no route served', async () => {
    const req = Object.assign(Object.create(null) as IncomingMessage, { url: '/nowhere' });
    expect(expressRouteOf(req)).toBeUndefined();
  });
});
