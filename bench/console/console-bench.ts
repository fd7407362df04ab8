/**
 * Console benchmark (`npm run bench:console`): how soon the web console is usable, in Debian's
 * chromium against a sandbox server on loopback, each load in a fresh browser context (nothing
 * cached), against a baseline measured in the same run:
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
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { freePort, stopChild } from '../support/child-processes.js';

const ROOT = join(import.meta.dirname, '..', '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/** A signed-in tab: the key and what GET /me answered, as the console keeps them. */
interface Tab {
  key: string;
  me: string;
}

async function timed(
  browser: Browser,
  tab: Tab,
  load: (page: Page) => Promise<void>,
): Promise<{ ms: number; scriptBytes: number }> {
  const context = await browser.newContext();
  await context.addInitScript(({ key, me }) => {
    (globalThis as any).sessionStorage.setItem('bridge-console-key', key);
    (globalThis as any).sessionStorage.setItem('bridge-console-me', me);
  }, tab);
  const page = await context.newPage();
  let scriptBytes = 0;
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') {
      scriptBytes += Number(res.headers()['content-length'] ?? 0);
    }
  });
  const started = performance.now();
  await load(page);
  const ms = performance.now() - started;
  await context.close();
  return { ms, scriptBytes };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-console-'));
  const port = await freePort();
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' };
  const server = spawn(process.execPath, [join(ROOT, 'dist', 'src', 'main.js')], {
    cwd: ROOT,
    env,
    stdio: 'ignore',
  });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const url = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 200; i++) {
      if ((await fetch(`${url}/health/ready`).catch(() => null))?.ok) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const admin = readFileSync(join(dataDir, 'admin-key'), 'utf8').trim();
    const headers = { authorization: `Bearer ${admin}`, 'content-type': 'application/json' };
    const team = await (
      await fetch(`${url}/admin/teams`, { method: 'POST', headers, body: '{"name":"bench"}' })
    ).json();
    const { key } = await (
      await fetch(`${url}/admin/teams/${team.id}/keys`, {
        method: 'POST',
        headers,
        body: '{"name":"bench"}',
      })
    ).json();
    const member = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
    const tab = { key, me: await (await fetch(`${url}/me`, { headers: member })).text() };
    let botId = '';
    for (let i = 0; i < 30; i++) {
      const bot = await (
        await fetch(`${url}/bots`, {
          method: 'POST',
          headers: member,
          body: JSON.stringify({ meeting_url: 'https://meet.google.com/abc-defg-hij' }),
        })
      ).json();
      botId = bot.id;
    }
    // The last bot's meeting is over: recording archived, transcript kept.
    for (let i = 0; i < 300; i++) {
      const bot = await (await fetch(`${url}/bots/${botId}`, { headers: member })).json();
      if (bot.transcripts?.length) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    const pages: [string, (page: Page) => Promise<void>][] = [
      [
        'baseline: /docs/events (static HTML)',
        async (page) => {
          await page.goto(`${url}/docs/events`, { waitUntil: 'load' });
        },
      ],
      [
        'console: bot list, rows shown',
        async (page) => {
          await page.goto(`${url}/console/bots`);
          await page.getByRole('link', { name: /^Bot / }).first().waitFor();
        },
      ],
      [
        'console: bot page, transcript shown',
        async (page) => {
          await page.goto(`${url}/console/bots/${botId}`);
          await page
            .getByRole('button', { name: /^Play from/ })
            .first()
            .waitFor();
        },
      ],
    ];
    const times = new Map<string, number[]>(pages.map(([name]) => [name, []]));
    let scriptBytes = 0;
    // Taking turns, so a slow moment of the machine falls on all of them alike.
    for (let run = 0; run < RUNS; run++) {
      for (const [name, load] of pages) {
        const result = await timed(browser, tab, load);
        times.get(name)!.push(result.ms);
        scriptBytes = Math.max(scriptBytes, result.scriptBytes);
      }
    }
    const baselineMs = median(times.get(pages[0]![0])!);
    console.log(`median of ${RUNS} cold loads each (fresh browser context), ${url}`);
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
    await stopChild(server, 10_000);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
