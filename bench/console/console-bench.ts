/**
 * Console benchmark (`npm run bench:console`): how soon the web console is usable, in Debian's
 * chromium against a sandbox server on loopback, each load in a fresh browser context (nothing
 * cached), timed by the page's own clock from the navigation's start to the moment the screen
 * shows what it is for, against a baseline measured in the same run:
 *   - baseline: /docs/events, a static HTML page of the same server (no script): what loading any
 *     page of it costs;
 *   - the console's bot list in a signed-in tab (the key and GET /me's answer in its
 *     sessionStorage, as a reload or a link opened in the tab finds them): from navigation to the rows
 *     of the list on screen (its script loaded and run, GET /me and GET /bots answered);
 *   - a bot's page: to its timeline and transcript on screen.
 * Target: every console page usable within 1 s. Also prints the JavaScript loaded first, as
 * served (compressed), against its 350 KB budget.
 * Environment: BENCH_RUNS (per page, default 10).
 */
import { chromium, type Browser } from 'playwright-core';
import { startSandboxServer } from '../support/sandbox-server.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/** A signed-in tab: the key and what GET /me answered, as the console keeps them. */
interface Tab {
  key: string;
  me: string;
}

/** What the init script uses of the page's globals (it runs in the browser). */
interface PageGlobals {
  sessionStorage: { setItem(name: string, value: string): void };
  document: { querySelector(selector: string): unknown };
  performance: { now(): number };
  MutationObserver: new (callback: () => void) => {
    observe(target: unknown, options: { subtree: boolean; childList: boolean }): void;
    disconnect(): void;
  };
  usableAt?: number;
}

/**
 * Loads `path` in a fresh browser context (nothing cached) and answers when `selector` first
 * matched, in ms since the navigation started, as the page's own clock tells (a mutation
 * observer installed before any of the page's scripts; no polling from outside).
 */
async function usableAfter(
  browser: Browser,
  tab: Tab,
  url: string,
  selector: string,
): Promise<{ ms: number; scriptBytes: number }> {
  const context = await browser.newContext();
  await context.addInitScript(
    ({ key, me, selector }) => {
      const g = globalThis as unknown as PageGlobals;
      g.sessionStorage.setItem('bridge-console-key', key);
      g.sessionStorage.setItem('bridge-console-me', me);
      const observer = new g.MutationObserver(() => {
        if (g.document.querySelector(selector)) {
          g.usableAt = g.performance.now();
          observer.disconnect();
        }
      });
      observer.observe(g.document, { subtree: true, childList: true });
    },
    { ...tab, selector },
  );
  const page = await context.newPage();
  let scriptBytes = 0;
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') {
      scriptBytes += Number(res.headers()['content-length'] ?? 0);
    }
  });
  await page.goto(url);
  // Polled every 50 ms (not every frame), so that the waiting takes no time from the page.
  await page.waitForFunction(
    () => (globalThis as unknown as PageGlobals).usableAt !== undefined,
    undefined,
    {
      polling: 50,
      timeout: 10_000,
    },
  );
  const ms = await page.evaluate(() => (globalThis as unknown as PageGlobals).usableAt!);
  await context.close();
  return { ms, scriptBytes };
}

async function main(): Promise<void> {
  const server = await startSandboxServer();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const { url, adminKey: admin } = server;
    const api = async <T>(key: string, path: string, body?: unknown): Promise<T> => {
      const res = await fetch(`${url}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await res.json()) as T;
    };
    const team = await api<{ id: string }>(admin, '/admin/teams', { name: 'bench' });
    const { key } = await api<{ key: string }>(admin, `/admin/teams/${team.id}/keys`, {
      name: 'bench',
    });
    const tab = { key, me: JSON.stringify(await api(key, '/me')) };
    let botId = '';
    for (let i = 0; i < 30; i++) {
      const meeting = { meeting_url: 'https://meet.google.com/abc-defg-hij' };
      botId = (await api<{ id: string }>(key, '/bots', meeting)).id;
    }
    // The last bot's meeting is over: recording archived, transcript kept.
    for (let i = 0; i < 300; i++) {
      const bot = await api<{ transcripts?: unknown[] }>(key, `/bots/${botId}`);
      if (bot.transcripts?.length) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    const pages: [string, string, string][] = [
      ['baseline: /docs/events (static HTML)', '/docs/events', 'h1'],
      ['console: bot list, rows shown', '/console/bots', 'a[aria-label^="Bot "]'],
      [
        'console: bot page, transcript shown',
        `/console/bots/${botId}`,
        'button[aria-label^="Play from"]',
      ],
    ];
    const times = new Map<string, number[]>(pages.map(([name]) => [name, []]));
    let scriptBytes = 0;
    // Taking turns, so a slow moment of the machine falls on all of them alike.
    for (let run = 0; run < RUNS; run++) {
      for (const [name, path, selector] of pages) {
        const result = await usableAfter(browser, tab, `${url}${path}`, selector);
        times.get(name)!.push(result.ms);
        scriptBytes = Math.max(scriptBytes, result.scriptBytes);
      }
    }
    const baselineMs = median(times.get(pages[0]![0])!);
    console.log(
      `median of ${RUNS} cold loads each (fresh browser context), ms from navigation to usable, ${url}`,
    );
    for (const [name, values] of times) {
      const ms = median(values);
      console.log(
        `${name.padEnd(40)} ${ms.toFixed(0).padStart(6)} ms  ${(ms / baselineMs).toFixed(2)}× the baseline`,
      );
    }
    const slowest = Math.max(...pages.slice(1).map(([name]) => median(times.get(name)!)));
    console.log(`target console pages usable < 1000 ms: ${slowest < 1000 ? 'met' : 'missed'}`);
    console.log(
      `first-load JavaScript as served: ${(scriptBytes / 1024).toFixed(1)} KB (budget 350 KB: ${
        scriptBytes <= 350 * 1024 ? 'met' : 'missed'
      })`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
