import { type INestApplicationContext } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { parseArgs } from 'node:util';
import { CLI_ACTOR } from '../audit/audit-actor.js';
import { UsageError } from './cli-output.js';
import { type Command } from './command.js';
import { startEventListener } from '../team-events/event-listener.js';
import { TeamsService } from '../teams/teams.service.js';
import { ARCHIVE_COMMANDS } from './archive-commands.js';
import { USAGE_COMMANDS } from './usage-commands.js';

export { UsageError };

function positional(args: string[], count: number, usage: string): string[] {
  const { positionals } = parseArgs({ args, allowPositionals: true, strict: true });
  if (positionals.length !== count) throw new UsageError(`usage: ${usage}`);
  return positionals;
}

function uuid(value: string, what: string): string {
  if (!isUUID(value)) throw new UsageError(`${what} must be a UUID`);
  return value;
}

const teams = async (app: () => Promise<INestApplicationContext>) =>
  (await app()).get(TeamsService);

export const COMMANDS: Record<string, Command> = {
  'db migrate': {
    usage: 'db migrate',
    // Opening the database runs the migrations (see DatabaseModule); nothing else to do.
    run: async (args, app, print) => {
      positional(args, 0, 'db migrate');
      await app();
      print({ migrated: true });
    },
  },
  'teams create': {
    usage: 'teams create <name>',
    run: async (args, app, print) => {
      const [name] = positional(args, 1, 'teams create <name>');
      print(await (await teams(app)).createTeam(name, CLI_ACTOR));
    },
  },
  'teams list': {
    usage: 'teams list',
    run: async (args, app, print) => {
      positional(args, 0, 'teams list');
      print(await (await teams(app)).listTeams());
    },
  },
  'keys create': {
    usage: 'keys create <team-id> --name <name> [--role member|admin]',
    run: async (args, app, print) => {
      const usage = 'keys create <team-id> --name <name> [--role member|admin]';
      const { values, positionals } = parseArgs({
        args,
        allowPositionals: true,
        strict: true,
        options: { name: { type: 'string' }, role: { type: 'string', default: 'member' } },
      });
      if (positionals.length !== 1 || !values.name) throw new UsageError(`usage: ${usage}`);
      if (values.role !== 'member' && values.role !== 'admin') {
        throw new UsageError('--role must be member or admin');
      }
      const teamId = uuid(positionals[0], 'team id');
      print(await (await teams(app)).createKey(teamId, values.name, values.role, CLI_ACTOR));
    },
  },
  'keys list': {
    usage: 'keys list <team-id>',
    run: async (args, app, print) => {
      const [teamId] = positional(args, 1, 'keys list <team-id>');
      print(await (await teams(app)).listKeys(uuid(teamId, 'team id')));
    },
  },
  'keys revoke': {
    usage: 'keys revoke <key-id>',
    run: async (args, app, print) => {
      const [keyId] = positional(args, 1, 'keys revoke <key-id>');
      print(await (await teams(app)).revokeKey(uuid(keyId, 'key id'), CLI_ACTOR));
    },
  },
  ...ARCHIVE_COMMANDS,
  ...USAGE_COMMANDS,
  'events listen': {
    usage: 'events listen --secret <whsec_…> [--port 4000] [--host 127.0.0.1]',
    run: async (args, _app, print) => {
      const usage = 'events listen --secret <whsec_…> [--port 4000] [--host 127.0.0.1]';
      const { values } = parseArgs({
        args,
        strict: true,
        options: {
          secret: { type: 'string' },
          port: { type: 'string', default: '4000' },
          host: { type: 'string', default: '127.0.0.1' },
        },
      });
      const port = Number(values.port);
      if (!values.secret?.startsWith('whsec_') || !Number.isInteger(port) || port > 65535) {
        throw new UsageError(`usage: ${usage}`);
      }
      const { url, server } = await startEventListener(
        { port, host: values.host, secret: values.secret },
        print,
      );
      console.error(`listening on ${url}: register it with POST /webhook-endpoints; Ctrl-C stops`);
      await new Promise<void>((resolve) => {
        const stop = () => server.close(() => resolve());
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      });
    },
  },
};
