import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { databaseKind } from './database.js';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // The console's player is started by the test, not by a click of a person.
  '--autoplay-policy=no-user-gesture-required',
];

/**
 * Debian's chromium (`apt-get install chromium`); no browser is downloaded. Without one the
 * browser tests are skipped, unless REQUIRE_BROWSER_TESTS=1 (CI), where they fail.
 */
export const BROWSER = (() => {
  const executable = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
  const missing = 'no chromium at /usr/bin/chromium (apt-get install -y chromium)';
  const skip = executable || process.env.REQUIRE_BROWSER_TESTS === '1' ? undefined : missing;
  return { executable, missing, skip };
})();

/** describe for browser tests: the pages are the same whatever the database, so postgres only. */
export const browserDescribe = (name: string, body: () => void) =>
  (databaseKind === 'postgres' && !BROWSER.skip ? describe : describe.skip)(
    `${name}${BROWSER.skip ? ` (skipped: ${BROWSER.skip})` : ''}`,
    body,
  );

export interface TestBrowser {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/** A headless chromium with a profile of its own, and its first page. */
export async function launchBrowser(options: { downloads?: boolean } = {}): Promise<TestBrowser> {
  if (!BROWSER.executable) throw new Error(BROWSER.missing);
  const userDataDir = mkdtempSync(join(tmpdir(), 'bridge-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: BROWSER.executable,
    headless: true,
    args: CHROMIUM_ARGS,
    acceptDownloads: options.downloads ?? false,
    viewport: { width: 1280, height: 900 },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  page.setDefaultTimeout(15_000);
  return {
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
