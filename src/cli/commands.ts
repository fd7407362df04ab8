import { call } from '../../clients/typescript/src/index.js';
import { ARCHIVE_COMMANDS } from './archive-commands.js';
import { type CliCommand, type CliContext, UsageError } from './cli-command.js';
import { startEventListener } from './event-listener.js';
import { teamId, UUID } from './team-ref.js';
import { USAGE_COMMANDS } from './usage-commands.js';

const team = (context: CliContext) => teamId(context.bridge(), context.positionals[0]!);

const TEAM_COMMANDS: CliCommand[] = [
  {
    name: 'teams list',
    summary: 'Every team, with its limits (admin key)',
    run: async (c) => c.print(await call(c.bridge().GET('/admin/teams'))),
  },
  {
    name: 'teams create',
    summary: 'Create a team (admin key)',
    args: ['<name>'],
    run: async (c) =>
      c.print(await call(c.bridge().POST('/admin/teams', { body: { name: c.positionals[0]! } }))),
  },
  {
    name: 'teams show',
    summary: 'A team: its limits, retention and offboarding progress (admin key)',
    args: ['<team>'],
    description: "<team> is the team's name or id.",
    run: async (c) =>
      c.print(
        await call(
          c.bridge().GET('/admin/teams/{id}', { params: { path: { id: await team(c) } } }),
        ),
      ),
  },
  {
    name: 'keys create',
    summary: 'Mint an API key for a team; the key is shown once (admin key)',
    args: ['<team>'],
    description: "<team> is the team's name or id.",
    options: {
      name: { type: 'string', value: '<name>', required: true, description: 'What the key is for' },
      role: {
        type: 'string',
        value: '<role>',
        default: 'member',
        description: 'member (its team only) or admin (everything)',
      },
    },
    run: async (c) => {
      const { name, role } = c.values;
      if (typeof name !== 'string' || !name) throw new UsageError('--name is required');
      if (role !== 'member' && role !== 'admin') {
        throw new UsageError('--role must be member or admin');
      }
      const id = await team(c);
      const body = { name, role } as const;
      c.print(
        await call(c.bridge().POST('/admin/teams/{id}/keys', { params: { path: { id } }, body })),
      );
    },
  },
  {
    name: 'keys list',
    summary: "A team's keys, without their secrets (admin key)",
    args: ['<team>'],
    description: "<team> is the team's name or id.",
    run: async (c) =>
      c.print(
        await call(
          c.bridge().GET('/admin/teams/{id}/keys', { params: { path: { id: await team(c) } } }),
        ),
      ),
  },
  {
    name: 'keys revoke',
    summary: 'Revoke a key at once (admin key)',
    args: ['<key-id>'],
    run: async (c) => {
      const id = c.positionals[0]!;
      if (!UUID.test(id)) throw new UsageError('<key-id> must be a key id (a UUID)');
      c.print(await call(c.bridge().DELETE('/admin/keys/{id}', { params: { path: { id } } })));
    },
  },
];

const BOT_COMMANDS: CliCommand[] = [
  {
    name: 'bots list',
    summary: "The key's team's bots, newest first (an admin key sees every team's)",
    options: {
      status: { type: 'string', value: '<status>', description: 'Only bots in this status' },
      limit: { type: 'string', value: '<n>', description: 'At most n bots (default 50)' },
    },
    run: async (c) => {
      const { status, limit } = c.values as { status?: string; limit?: string };
      if (limit !== undefined && !/^\d{1,3}$/.test(limit)) {
        throw new UsageError('--limit must be a number of bots');
      }
      const query = { status, limit: limit === undefined ? undefined : Number(limit) };
      c.print(await call(c.bridge().GET('/bots', { params: { query } })));
    },
  },
  {
    name: 'bots show',
    summary: 'A bot: status, history, recording and transcript state',
    args: ['<bot-id>'],
    run: async (c) =>
      c.print(
        await call(c.bridge().GET('/bots/{id}', { params: { path: { id: c.positionals[0]! } } })),
      ),
  },
];

const EVENT_COMMANDS: CliCommand[] = [
  {
    name: 'events listen',
    summary: 'Receive team events locally: verify each signature and print the event',
    description:
      'Starts an HTTP receiver for an endpoint registered with POST /webhook-endpoints. The ' +
      "endpoint's whsec_… secret comes from --secret or BRIDGE_EVENTS_SECRET (preferred: an " +
      'argument shows in `ps`). Ctrl-C stops.',
    options: {
      secret: { type: 'string', value: '<whsec_…>', description: "The endpoint's secret" },
      port: { type: 'string', value: '<port>', default: '4000', description: 'Port to listen on' },
      host: {
        type: 'string',
        value: '<host>',
        default: '127.0.0.1',
        description: 'Address to listen on',
      },
    },
    run: async (c) => {
      const secret = (c.values.secret as string | undefined) ?? process.env.BRIDGE_EVENTS_SECRET;
      if (!secret?.startsWith('whsec_')) {
        throw new UsageError('a whsec_… secret is needed: --secret or BRIDGE_EVENTS_SECRET');
      }
      const port = Number(c.values.port);
      if (!Number.isInteger(port) || port < 0 || port > 65535) {
        throw new UsageError('--port must be a port number');
      }
      const { url, server } = await startEventListener(
        { port, host: c.values.host as string, secret },
        c.print,
      );
      c.note(`listening on ${url}: register it with POST /webhook-endpoints; Ctrl-C stops`);
      await new Promise<void>((resolve) => {
        const stop = () => server.close(() => resolve());
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      });
    },
  },
];

const DB_COMMANDS: CliCommand[] = [
  {
    name: 'db migrate',
    summary: 'Apply pending migrations (direct database access)',
    description:
      'Connects to DATABASE_URL (or the embedded database in DATA_DIR) itself, not to a ' +
      'running bridge, and prints the migrations it applied. Safe beside running replicas.',
    run: async (c) => {
      const { migrateDatabase } = await import('./direct.js');
      c.print(await migrateDatabase(c.note));
    },
  },
];

export const COMMANDS: CliCommand[] = [
  ...TEAM_COMMANDS,
  ...BOT_COMMANDS,
  ...ARCHIVE_COMMANDS,
  ...USAGE_COMMANDS,
  ...EVENT_COMMANDS,
  ...DB_COMMANDS,
];
