import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from './support/database.js';
import { ROOT } from './support/processes.js';
import { http } from './support/http.js';
import { freePort, type ServerProcess, startServerProcess } from './support/server-process.js';

/** The first bash block of the README after `heading`. */
function blockOfReadme(heading: string): string {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf(heading));
  return /```bash\n([\s\S]*?)```/.exec(section)![1]!;
}

/** The README's tour, its one bash block, and the lines its last step says the listener prints. */
function tourOfReadme() {
  const script = blockOfReadme('## A first tour');
  const said = script
    .slice(script.lastIndexOf('jq -r'))
    .split('\n')
    .slice(1)
    .flatMap((line) => (line.startsWith('# ') ? [line.slice(2)] : []));
  return { script, said };
}

/** Runs `script` with bash in the repository's folder, as the README says; its whole output. */
function runBash(script: string, env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn('bash', ['-e', '-o', 'pipefail', '-c', script], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 170_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/**
 * The README's tour, run as written in one terminal against a sandbox server: only its
 * addresses are this test's (the server's port, the listener's, and DATA_DIR).
 */
describe('the README tour', () => {
  let db: TestDatabase;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await db?.drop();
  });

  it('runs every step as written in one terminal, and the listener prints what it says', async () => {
    server = await startServerProcess(db.env);
    const port = new URL(server.url).port;
    const listener = await freePort();
    const { script, said } = tourOfReadme();
    const here = script
      .replaceAll('localhost:3000', `127.0.0.1:${port}`)
      .replaceAll('data/admin-key', join(db.dataDir, 'admin-key'))
      .replaceAll('4000', String(listener));
    const ran = await runBash(here, { ...db.env, PORT: port });
    // Nothing on stderr but the listener's own line.
    const stderr = ran.stderr.replace(/^listening on http:\/\/127\.0\.0\.1:\d+: .*\n/m, '');
    expect({ code: ran.code, stderr }).toEqual({ code: 0, stderr: '' });
    const out = ran.stdout;
    // Step 4: the bot lived its life; 6: the retranscription is version 2; 8: the session ended.
    expect(out).toMatch(/"complete"/);
    expect(out).toMatch(/\n2\n"retranscription"\n/);
    expect(out).toMatch(/"queued"\n[\s\S]*"done"\n/);
    // Step 7: the insights, the French transcript, the moment a word was said.
    expect(out).toContain('"- Hello everyone.');
    expect(out).toContain(
      '"Answer to \\"What was decided?\\": Then let us write the orders down."',
    );
    expect(out).toContain('"[fr] Hello everyone. Shall we start with the engine?"');
    const said7 = /^# (\{"speaker".*\})$/m.exec(script)![1]!;
    expect(out).toContain(said7);
    // Step 9: the two archives told apart.
    const archives = out.match(/^\{"media":.*$/gm) ?? [];
    expect(archives.some((a) => /"bot_id":"[^"]+","job_id":null/.test(a))).toBe(true);
    expect(archives.some((a) => /"bot_id":null,"job_id":"[^"]+"/.test(a))).toBe(true);
    // Step 11: the live transcript's finals, with their speakers, while the meeting ran.
    const finals = out.match(/^data: \{"seq":\d+.*$/gm) ?? [];
    expect(finals.map((f) => (JSON.parse(f.slice(6)) as { seq: number }).seq)).toEqual([
      1, 2, 3, 4,
    ]);
    expect(finals[0]).toContain('"speaker":"Ada Lovelace"');
    // Step 12: the listener printed the new bot's events as the README lists them, in order.
    expect(out.match(/^bot\.\S+( \S+)?$/gm)).toEqual(said);
    expect(said).toContain('bot.status_changed in_waiting_room');
    expect(said).toContain('bot.recording_archived audio');
    // The tour waits for two meetings to run to their end, one of them streamed at real pace.
  }, 180_000);

  it('runs the calendar steps on a v2 sandbox as written, with the simulator the banner names', async () => {
    await server?.stop();
    server = await startServerProcess({ ...db.env, MEETING_BOT_API_VERSION: 'v2' });
    const sim = / simulated at (http:\/\/127\.0\.0\.1:\d+) \(calendar events: /.exec(
      server.output(),
    )![1]!;
    const admin = {
      authorization: `Bearer ${readFileSync(join(db.dataDir, 'admin-key'), 'utf8').trim()}`,
    };
    const team = await http('POST', `${server.url}/admin/teams`, {
      headers: admin,
      json: { name: 'calendars' },
    });
    const key = await http('POST', `${server.url}/admin/teams/${team.body.id}/keys`, {
      headers: admin,
      json: { name: 'laptop' },
    });
    const script = blockOfReadme('### Calendars (v2 sandbox)');
    const here = script
      .replaceAll('localhost:3000', new URL(server.url).host)
      .replace(/^SIM=\S+/m, `SIM=${sim}`);
    const ran = await runBash(here, { KEY: key.body.key });
    expect({ code: ran.code, stderr: ran.stderr }).toEqual({ code: 0, stderr: '' });
    // What the README says steps 3 and 4 print.
    for (const said of script.match(/^# \{.*\}$/gm)!) {
      expect(ran.stdout).toContain(said.slice(2));
    }
  }, 90_000);
});
