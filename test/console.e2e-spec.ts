import AxeBuilder from '@axe-core/playwright';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { bearer, mintTeam, startBridge, type TestBridge } from './support/bridge.js';
import { browserDescribe, launchBrowser, type TestBrowser } from './support/browser.js';
import { eventually } from './support/eventually.js';
import { startEventReceiver, type EventReceiver } from './support/event-receiver.js';
import { http } from './support/http.js';
import { ROOT } from './support/processes.js';
import { freePort } from './support/server-process.js';

/** A screenshot of every screen, kept as a test artifact (git-ignored). */
const SCREENSHOTS = join(ROOT, 'artifacts', 'console');
const MEET = 'https://meet.google.com/abc-defg-hij';

/**
 * The web console, driven in Debian's chromium against a sandbox bridge (its simulated vendors
 * send bots through a whole meeting, with a recording and a transcript).
 */
browserDescribe('web console (/console)', () => {
  let bridge: TestBridge;
  let team: { id: string; key: string };
  let receiver: EventReceiver;
  let browser: TestBrowser;
  let botId: string;
  /** Every request a console page made, and what the browser reported on its console. */
  const requested: string[] = [];
  const complaints: string[] = [];

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    bridge = await startBridge({ PORT: String(await freePort()), OUTBOUND_ALLOW_PRIVATE: 'true' });
    team = await mintTeam(bridge.url, bridge.admin, 'console');
    receiver = await startEventReceiver();
    const sent = await http('POST', `${bridge.url}/bots`, {
      headers: bearer(team.key),
      json: { meeting_url: MEET, bot_name: 'Design review' },
    });
    expect(sent.status).toBe(201);
    botId = sent.body.id;
    // The sandbox's bot goes through its meeting; its recording is archived and transcribed.
    await eventually(async () => {
      const bot = await http('GET', `${bridge.url}/bots/${botId}`, { headers: bearer(team.key) });
      return bot.body.recording.audio?.state === 'archived' && bot.body.transcripts.length === 1;
    }, 60_000);
    browser = await launchBrowser({ downloads: true });
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await receiver?.close();
    await bridge?.close();
  });

  /** A new tab: a session of its own (the key is kept per tab). */
  async function newPage(): Promise<Page> {
    const page = await browser.context.newPage();
    page.setDefaultTimeout(15_000);
    page.on('request', (req) => requested.push(req.url()));
    page.on('console', (message) => {
      if (message.type() === 'error') complaints.push(message.text());
    });
    page.on('pageerror', (error) => complaints.push(error.message));
    return page;
  }

  async function signIn(page: Page, key: string): Promise<void> {
    await page.goto(`${bridge.url}/console`);
    await page.getByLabel('API key').fill(key);
    await page.getByLabel('API key').press('Enter');
    await page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();
  }

  /** Waits for the notice of what an action did. */
  const notice = (page: Page, text: RegExp) =>
    page.getByRole('status').filter({ hasText: text }).waitFor();
  const nav = (page: Page) => page.getByRole('navigation', { name: 'Console' });
  const section = (page: Page, name: string) => page.getByRole('region', { name });

  it('a member signs in, finds a bot, sees its timeline, plays its recording and downloads its SRT', async () => {
    const page = await newPage();
    await page.goto(`${bridge.url}/console`);
    // A wrong key is refused, and said so.
    await page.getByLabel('API key').fill('mbb_not-a-key');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toMatch(/does not know this key/);
    await signIn(page, team.key);
    // The key lives in this tab's sessionStorage only (beside what GET /me answered).
    const stored = await page.evaluate(() => {
      const { sessionStorage, localStorage, document } = globalThis as any;
      return {
        session: Object.fromEntries(Object.entries(sessionStorage)),
        local: localStorage.length,
        cookies: document.cookie,
      };
    });
    expect(stored).toEqual({
      session: {
        'bridge-console-key': team.key,
        'bridge-console-me': expect.stringContaining('"role":"member"'),
      },
      local: 0,
      cookies: '',
    });
    expect(stored.session['bridge-console-me']).not.toContain(team.key);

    // Finds the bot: the list filtered by status, as a link that can be shared.
    await nav(page).getByRole('link', { name: 'Bots' }).click();
    await page.getByLabel('Status').selectOption('complete');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.waitForURL(/\/console\/bots\?status=complete$/);
    await page.getByRole('link', { name: `Bot ${botId}` }).click();
    await page.getByRole('heading', { name: 'Bot Design review', level: 1 }).waitFor();
    expect(page.url()).toBe(`${bridge.url}/console/bots/${botId}`);

    // The timeline, from the bot's history.
    const timeline = section(page, 'Timeline').getByRole('listitem').locator('.status');
    expect(await timeline.allTextContents()).toEqual([
      'joining call',
      'in waiting room',
      'in call recording',
      'call ended',
      'complete',
    ]);

    // The archived recording plays; a transcript line seeks it.
    await page.getByRole('button', { name: /^Load the recording/ }).click();
    const player = page.getByLabel("The bot's recording");
    await player.waitFor();
    await page.waitForFunction(
      () => (globalThis as any).document.querySelector('audio').readyState >= 1,
    );
    // Streamed from a short-lived link (no key, no download first), the whole meeting: past
    // the transcript's last line (0:16).
    expect(await player.evaluate((a: any) => a.currentSrc)).toMatch(
      /\/recordings\/[^/]+\/audio\?token=/,
    );
    expect(await player.evaluate((a: any) => a.duration)).toBeGreaterThan(16);
    await page.getByRole('button', { name: /^Play from 0:05: Alan Turing/ }).click();
    await page.waitForFunction(() => {
      const audio = (globalThis as any).document.querySelector('audio');
      return !audio.paused && audio.currentTime > 5;
    });
    const position = await player.evaluate((a: any) => a.currentTime);
    expect(position).toBeGreaterThan(5);
    expect(position).toBeLessThan(9);
    await player.evaluate((a: any) => a.pause());

    // The SRT download is the bridge's own SubRip of the transcript.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download SRT' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`bot-${botId}-v1.srt`);
    const srt = readFileSync(await download.path(), 'utf8');
    const fromApi = await http('GET', `${bridge.url}/bots/${botId}/transcript?format=srt`, {
      headers: bearer(team.key),
    });
    expect(srt).toBe(fromApi.text);
    expect(srt).toMatch(/^1\n00:00:01,000 --> 00:00:01,750\nAda Lovelace: Hello everyone\.\n/);

    // Signing out forgets the key.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('API key').waitFor();
    expect(await page.evaluate(() => (globalThis as any).sessionStorage.length)).toBe(0);
    await page.close();
  });

  it("a member watches a live bot's transcript arrive: partials in place, then finals with their speakers", async () => {
    const sent = await http('POST', `${bridge.url}/bots`, {
      headers: bearer(team.key),
      json: { meeting_url: MEET, bot_name: 'Live review', live_transcript: true },
    });
    expect(sent.status).toBe(201);
    const page = await newPage();
    await signIn(page, team.key);
    await page.goto(`${bridge.url}/console/bots/${sent.body.id}`);
    await page.getByRole('heading', { name: 'Bot Live review', level: 1 }).waitFor();
    const live = section(page, 'Live transcript');
    // The meeting streams at real pace: the first sentence is said from its second second on.
    await live.locator('li.partial').first().waitFor({ timeout: 30_000 });
    const first = live
      .getByRole('listitem')
      .filter({ hasText: 'Hello everyone. Shall we start with the engine?' });
    await first.filter({ hasNot: page.locator('em') }).waitFor({ timeout: 30_000 });
    expect(await first.locator('strong').textContent()).toBe('Ada Lovelace');
    await live
      .getByRole('status')
      .filter({ hasText: /The meeting is over/ })
      .waitFor({ timeout: 60_000 });
    const lines = await live.getByRole('listitem').allTextContents();
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain('Alan Turing');
    expect(await live.locator('li.partial').count()).toBe(0);
    // The page read the stream with a read-only token, never with the key in its address.
    expect(requested.some((u) => u.includes('/live-transcript?token='))).toBe(true);
    expect(requested.some((u) => u.includes(team.key))).toBe(false);
    await page.close();
  }, 120_000);

  it('a member registers an endpoint and sees its deliveries, a test and a bot sent from the form', async () => {
    const page = await newPage();
    await signIn(page, team.key);
    await nav(page).getByRole('link', { name: 'Team events' }).click();
    await page.getByLabel('URL', { exact: true }).fill(`${receiver.url}/console`);
    await page.getByLabel('Description').fill('from the console');
    await page.getByRole('button', { name: 'Register' }).click();
    // The secret, shown this once.
    const shown = page.getByRole('group', { name: /Signing secret of/ });
    const secret = await shown.getByRole('textbox').inputValue();
    expect(secret).toMatch(/^whsec_/);
    await shown.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('link', { name: `${receiver.url}/console` }).click();
    await page.getByRole('heading', { name: 'Endpoint', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Send a test event' }).click();
    await notice(page, /^Test event delivered: 204 in \d+ ms\.$/);
    const deliveries = section(page, 'Deliveries');
    await deliveries.getByRole('row', { name: /ping/ }).waitFor();
    expect(await deliveries.getByRole('row', { name: /ping/ }).textContent()).toMatch(/succeeded/);
    // It was signed with the secret the page showed. (The team's other bots may have events
    // delivered to the new endpoint meanwhile: the live bot's meeting is still ending.)
    const [ping] = await receiver.waitFor(
      1,
      (e) => e.path === '/console' && e.json.type === 'ping',
    );
    const verified = new Webhook(secret).verify(
      ping!.body,
      ping!.headers as Record<string, string>,
    );
    expect(verified).toMatchObject({ type: 'ping' });

    // A bot sent with the form: its events are delivered to the endpoint.
    await nav(page).getByRole('link', { name: 'Bots' }).click();
    await page.getByRole('link', { name: 'Send a bot' }).click();
    await page.getByLabel('Meeting URL').fill(MEET);
    await page.getByLabel('Bot name').fill('Sent from the console');
    // What a person sets: when it leaves on its own, and how the meeting is transcribed.
    await page.getByLabel('Silence').fill('300');
    await page.getByLabel('Languages').fill('en, fr');
    await page.getByLabel('Summary').selectOption('concise');
    await page.getByLabel('Chapters').check();
    await page.getByLabel('Translate into').fill('de');
    await page
      .getByLabel('Questions to answer')
      .fill('What was decided?\nWho acts next, and when?');
    await page.getByRole('button', { name: 'Send the bot' }).click();
    await page.getByRole('heading', { name: 'Bot Sent from the console', level: 1 }).waitFor();
    const sentId = page.url().split('/').at(-1)!;
    const sentBot = await http('GET', `${bridge.url}/bots/${sentId}`, {
      headers: bearer(team.key),
    });
    expect(sentBot.body.transcription).toEqual({
      languages: ['en', 'fr'],
      translation: { target_languages: ['de'] },
      summary: 'concise',
      chapters: true,
      prompts: ['What was decided?', 'Who acts next, and when?'],
    });
    await receiver.waitFor(
      1,
      (e) => e.path === '/console' && e.json.data.bot_id === sentId,
      30_000,
    );
    await page.goBack();
    await page.goBack();
    await page.goBack();
    await page.getByRole('heading', { name: 'Endpoint', level: 1 }).waitFor();
    await deliveries
      .getByRole('row', { name: /bot\.status_changed/ })
      .first()
      .waitFor();
    await page.close();
  }, 90_000);

  it('a member finds where something was said, opens that moment, reads the insights and a translation', async () => {
    const sent = await http('POST', `${bridge.url}/bots`, {
      headers: bearer(team.key),
      json: {
        meeting_url: MEET,
        bot_name: 'Engine review',
        title: 'Difference engine review',
        transcription: {
          summary: 'bullet_points',
          chapters: true,
          translation: { target_languages: ['fr'] },
          prompts: ['What was decided?'],
        },
      },
    });
    expect(sent.status).toBe(201);
    const id = sent.body.id as string;
    // The sandbox's vendor is v1: the sweep starts the bridge's own STT job for the insights.
    await eventually(async () => {
      await http('POST', `${bridge.url}/admin/archives/sweep`, { headers: bridge.admin });
      const res = await http('GET', `${bridge.url}/bots/${id}/insights`, {
        headers: bearer(team.key),
      });
      return res.status === 200;
    }, 60_000);
    const page = await newPage();
    await signIn(page, team.key);
    await nav(page).getByRole('link', { name: 'Search' }).click();
    await page.getByLabel('Words said').fill('engine');
    await page.getByRole('button', { name: 'Search' }).click();
    const hit = page.locator(`a[href$="/bots/${id}?t=1"]`);
    // The hit names the meeting by its title, and when.
    expect(await hit.textContent()).toMatch(/^Difference engine review, .* at 0:01$/);
    expect(await page.locator('.results mark').first().textContent()).toBe('engine');
    await hit.click();
    await page.getByRole('heading', { name: 'Bot Engine review', level: 1 }).waitFor();
    // The sandbox's bot is in the call a second, but its recording holds words to 0:18.75: it
    // recorded at least that long.
    const recordedFor = page.locator('.facts div').filter({ hasText: 'Recorded' }).locator('dd');
    expect(await recordedFor.textContent()).toBe('0:19');
    // The line said at that moment is marked.
    await page.locator('.transcript .found').waitFor();
    expect(await page.locator('.transcript .found').textContent()).toContain(
      'Shall we start with the engine?',
    );

    const insights = section(page, 'Insights');
    await insights.getByRole('heading', { name: 'Summary' }).waitFor();
    expect(await insights.locator('.summary').textContent()).toMatch(/^- Hello everyone\./);
    expect(await insights.locator('dt').allTextContents()).toEqual(['What was decided?']);

    const transcript = section(page, 'Transcript');
    await transcript.getByLabel('Language').selectOption('fr');
    await transcript.getByText('[fr] Then let us write the orders down.').waitFor();

    // A chapter plays the recording from its start.
    await page.getByRole('button', { name: /^Load the recording/ }).click();
    await page.waitForFunction(
      () => (globalThis as any).document.querySelector('audio')?.readyState >= 1,
    );
    await insights.getByRole('button', { name: /^Play the chapter from 0:11/ }).click();
    await page.waitForFunction(() => {
      const audio = (globalThis as any).document.querySelector('audio');
      return !audio.paused && audio.currentTime >= 11;
    });
    await page.getByLabel("The bot's recording").evaluate((a: any) => a.pause());
    await page.close();
  }, 90_000);

  it('a member is not offered admin actions', async () => {
    const page = await newPage();
    await signIn(page, team.key);
    expect(await nav(page).getByRole('link').allTextContents()).toEqual([
      'Overview',
      'Bots',
      'Search',
      'Calendars',
      'Transcriptions',
      'Team events',
      'Keys',
      'Usage',
    ]);
    await page.goto(`${bridge.url}/console/bots/${botId}`);
    await page.getByRole('heading', { name: 'Bot Design review', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Delete data' }).waitFor();
    expect(await page.getByRole('button', { name: 'Retranscribe' }).count()).toBe(0);
    await nav(page).getByRole('link', { name: 'Keys' }).click();
    await page.getByText('ask an admin').waitFor();
    expect(await page.getByRole('button', { name: 'Mint a key' }).count()).toBe(0);
    for (const screen of ['archives', 'teams', 'audit']) {
      await page.goto(`${bridge.url}/console/${screen}`);
      await page.getByRole('heading', { name: 'Not found', level: 1 }).waitFor();
    }
    // No admin overview either: no archive backlog.
    await nav(page).getByRole('link', { name: 'Overview' }).click();
    await page.getByRole('heading', { name: 'Vendors' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Archive backlog' }).count()).toBe(0);
    await page.close();
  });

  it('an admin retranscribes a bot and mints a key', async () => {
    const page = await newPage();
    await signIn(page, bridge.adminKey);
    await page.goto(`${bridge.url}/console/bots/${botId}`);
    await page.getByRole('button', { name: 'Retranscribe' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.textContent()).resolves.toMatch(/Transcribe the archived recording again/);
    await dialog.getByRole('button', { name: 'Retranscribe' }).click();
    await notice(page, /^Retranscription [0-9a-f]{8} requested/);
    const versions = section(page, 'Retranscriptions and versions');
    await versions.getByRole('table', { name: 'Retranscriptions' }).waitFor();
    const bot = await http('GET', `${bridge.url}/bots/${botId}`, { headers: bridge.admin });
    expect(bot.body.retranscriptions).toHaveLength(1);
    expect(bot.body.retranscriptions[0].requested_by).toBe('BRIDGE_ADMIN_KEY');

    await nav(page).getByRole('link', { name: 'Keys' }).click();
    await page.getByLabel('Team', { exact: true }).selectOption({ label: 'console' });
    await page.getByLabel("New key's name").fill('minted-in-console');
    await page.getByRole('button', { name: 'Mint a key' }).click();
    const shown = page.getByRole('group', { name: 'Key minted-in-console' });
    const key = await shown.getByRole('textbox').inputValue();
    expect(key).toMatch(/^mbb_/);
    const me = await http('GET', `${bridge.url}/me`, { headers: bearer(key) });
    expect(me.body).toMatchObject({ team_id: team.id, key_name: 'minted-in-console' });
    await shown.getByRole('button', { name: 'Done' }).click();
    // Revoked from the list, after a confirmation: it stops working at once.
    await page.getByRole('button', { name: 'Revoke minted-in-console' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await notice(page, /^Key minted-in-console revoked\.$/);
    expect((await http('GET', `${bridge.url}/me`, { headers: bearer(key) })).status).toBe(401);
    // Audited as any admin action through the API.
    const audit = await http('GET', `${bridge.url}/admin/audit?action=key.minted`, {
      headers: bridge.admin,
    });
    expect(audit.body.data.find((e: any) => e.target_id === me.body.key_id)).toMatchObject({
      actor_name: 'BRIDGE_ADMIN_KEY',
    });
    await page.close();
  });

  /**
   * A role's tour: each screen loaded (its heading there, nothing "Loading" any more), checked
   * with axe-core, and its screenshot kept. Answers the serious and critical violations, and
   * fails if the pages asked another host for anything or the page's CSP refused a script or style.
   */
  const axeTour = async (role: string, key: string | null, screens: [string, string][]) => {
    const violations: string[] = [];
    const tab = await newPage();
    if (key) await signIn(tab, key);
    for (const [name, path] of screens) {
      await tab.goto(`${bridge.url}/console${path}`);
      await tab.locator('main h1').waitFor();
      await tab.waitForFunction(
        () => !(globalThis as any).document.body.innerText.includes('Loading'),
        undefined,
        { polling: 50 },
      );
      const result = await new AxeBuilder({ page: tab })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        // Only the violations are wanted: axe then details no passing or unsure result.
        .options({ resultTypes: ['violations'] })
        .analyze();
      for (const v of result.violations) {
        if (v.impact === 'serious' || v.impact === 'critical') {
          violations.push(
            `${role}-${name}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
          );
        }
      }
      await tab.screenshot({ path: join(SCREENSHOTS, `${role}-${name}.png`), fullPage: true });
    }
    await tab.close();
    // Nothing from another host, and no script or style refused by the page's CSP.
    const elsewhere = requested.filter(
      (url) => !url.startsWith(`${bridge.url}/`) && !url.startsWith('blob:'),
    );
    expect(elsewhere).toEqual([]);
    expect(complaints.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
    return violations;
  };
  /** The screens every signed-in key has. */
  const commonScreens = (): [string, string][] => [
    ['overview', '/'],
    ['bots', '/bots'],
    ['bot-new', '/bots/new'],
    ['bot', `/bots/${botId}`],
    ['search', '/search?q=engine'],
    ['calendars', '/calendars'],
    ['transcriptions', '/transcriptions'],
    ['events', '/events'],
    ['event-log', '/events/log'],
    ['keys', '/keys'],
    ['usage', '/usage'],
  ];

  it("the sign-in and a member's screens pass axe-core (no serious or critical violation) and stay on this origin", async () => {
    const endpoint = await http('POST', `${bridge.url}/webhook-endpoints`, {
      headers: bearer(team.key),
      json: { url: `${receiver.url}/screens` },
    });
    expect(await axeTour('signed-out', null, [['sign-in', '']])).toEqual([]);
    const screens: [string, string][] = [
      ...commonScreens(),
      ['endpoint', `/events/endpoints/${endpoint.body.id}`],
    ];
    expect(await axeTour('member', team.key, screens)).toEqual([]);
  }, 120_000);

  it("an admin's screens pass axe-core (no serious or critical violation) and stay on this origin", async () => {
    const screens: [string, string][] = [
      ...commonScreens(),
      ['archives', '/archives'],
      ['teams', '/teams'],
      ['team', `/teams/${team.id}`],
      ['audit', '/audit'],
    ];
    expect(await axeTour('admin', bridge.adminKey, screens)).toEqual([]);
  }, 120_000);

  it("an admin runs a sweep, sets a team's limits, and downloads usage as CSV", async () => {
    const page = await newPage();
    await signIn(page, bridge.adminKey);
    await nav(page).getByRole('link', { name: 'Archives' }).click();
    await page.getByRole('button', { name: 'Run a sweep now' }).click();
    await notice(page, /^Sweep done: \d+ expired leases released, \d+ tasks due/);
    // The bot's recording is among the archived tasks, a link to its bot.
    await page.getByLabel('State', { exact: true }).selectOption('archived');
    await page.waitForURL(/\/console\/archives\?state=archived$/);
    await page.getByRole('link', { name: `bot ${botId.slice(0, 8)}` }).waitFor();

    await nav(page).getByRole('link', { name: 'Teams and limits' }).click();
    await page.getByRole('link', { name: 'console', exact: true }).click();
    await page.getByLabel('Bots per day').fill('40');
    await page.getByLabel('Transcripts (days)').fill('30');
    await page.getByRole('button', { name: 'Save' }).click();
    await notice(page, /^Saved\.$/);
    const saved = await http('GET', `${bridge.url}/admin/teams/${team.id}`, {
      headers: bridge.admin,
    });
    expect(saved.body.limits).toMatchObject({ bots_per_day: 40, max_active_bots: null });
    expect(saved.body.retention).toMatchObject({ transcripts_days: 30, recordings_days: null });

    await nav(page).getByRole('link', { name: 'Usage' }).click();
    await page.getByRole('table', { name: 'Usage per period and team' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const csv = readFileSync(await download.path(), 'utf8');
    const fromApi = await http('GET', `${bridge.url}/admin/usage`, {
      headers: { ...bridge.admin, accept: 'text/csv' },
    });
    expect(csv).toBe(fromApi.text);
    expect(csv.split('\r\n')[0]).toMatch(/^team_id,team_name,period,bots_created,/);
    await page.close();
  });

  it('a member changes an endpoint: rotates its secret, disables it, deletes it', async () => {
    const created = await http('POST', `${bridge.url}/webhook-endpoints`, {
      headers: bearer(team.key),
      json: { url: `${receiver.url}/changed` },
    });
    const page = await newPage();
    await signIn(page, team.key);
    await page.goto(`${bridge.url}/console/events/endpoints/${created.body.id}`);
    await page.getByRole('button', { name: 'Rotate the secret' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Rotate' }).click();
    const secret = await page
      .getByRole('group', { name: 'New signing secret' })
      .getByRole('textbox')
      .inputValue();
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(created.body.secret);
    await page.getByRole('button', { name: 'Disable' }).click();
    await notice(page, /^Disabled: no event is sent to it\.$/);
    const disabled = await http('GET', `${bridge.url}/webhook-endpoints/${created.body.id}`, {
      headers: bearer(team.key),
    });
    expect(disabled.body).toMatchObject({ disabled: true });
    expect(disabled.body.previous_secret_expires_at).toEqual(expect.any(String));
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('heading', { name: 'Team events', level: 1 }).waitFor();
    const gone = await http('GET', `${bridge.url}/webhook-endpoints/${created.body.id}`, {
      headers: bearer(team.key),
    });
    expect(gone.status).toBe(404);
    await page.close();
  });

  it('is usable from the keyboard: a skip link first, then the navigation', async () => {
    const page = await newPage();
    await signIn(page, team.key);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (globalThis as any).document.activeElement?.textContent)).toBe(
      'Skip to content',
    );
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => (globalThis as any).document.activeElement?.id)).toBe('main');
    // Navigating moves the focus to the new screen's heading, as a page load would.
    await nav(page).getByRole('link', { name: 'Usage' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Usage', level: 1 }).waitFor();
    expect(await page.evaluate(() => (globalThis as any).document.activeElement?.tagName)).toBe(
      'H1',
    );
    await page.close();
  });
});
