#!/usr/bin/env node
/**
 * `bridge`, the bridge's command line (`npx bridge …`, `npm run -s cli -- …`). Most commands
 * talk to a running bridge through its REST API with the typed client, so they work beside the
 * server and against a remote deployment, and start without loading the framework. `db migrate`
 * and `archive run` without a server use the database directly (direct.ts) and say so.
 */
import { parseArgs } from 'node:util';
import { createBridgeClient } from '../../clients/typescript/src/index.js';
import { existsSync } from 'node:fs';
import { bridgeTarget, envFileOption, plainTextWarning } from './bridge-target.js';
import { type CliCommand, NoKeyError, UsageError } from './cli-command.js';
import { failureJson, isUnreachable, unreachable } from './cli-output.js';
import { COMMANDS } from './commands.js';

const usageOf = (command: CliCommand) =>
  [
    `bridge ${command.name}`,
    ...(command.args ?? []),
    ...Object.entries(command.options ?? {}).map(([name, o]) =>
      o.type === 'boolean'
        ? `[--${name}]`
        : o.required
          ? `--${name} ${o.value ?? '<value>'}`
          : `[--${name} ${o.value ?? '<value>'}]`,
    ),
  ].join(' ');

function overview(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return [
    'usage: bridge <command> [arguments] [options]',
    '',
    'commands:',
    ...COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    '`bridge <command> --help` tells more. The bridge is found at BRIDGE_URL (default',
    'http://127.0.0.1:$PORT), with the key BRIDGE_KEY (default: BRIDGE_ADMIN_KEY, or the',
    "sandbox's development admin key in $DATA_DIR/admin-key). These come from the",
    'environment, and from a file only when `--env <file>` names one.',
  ].join('\n');
}

function helpOf(command: CliCommand): string {
  const options = Object.entries(command.options ?? {}).map(([name, o]) => {
    const flag = o.type === 'boolean' ? `--${name}` : `--${name} ${o.value ?? '<value>'}`;
    const fallback =
      o.default !== undefined && o.type === 'string' ? ` (default ${o.default})` : '';
    return `  ${flag.padEnd(22)}  ${o.description}${fallback}`;
  });
  return [
    `usage: ${usageOf(command)}`,
    '',
    command.summary,
    ...(command.description ? ['', command.description] : []),
    ...(options.length ? ['', 'options:', ...options] : []),
    '  --help                  This help',
  ].join('\n');
}

function find(argv: string[]): { command?: CliCommand; rest: string[] } {
  const two = argv.slice(0, 2).join(' ');
  const command = COMMANDS.find((c) => c.name === two);
  return { command, rest: command ? argv.slice(2) : argv };
}

async function main(args: string[]): Promise<number> {
  const { file: envFile, rest: argv } = envFileOption(args);
  if (argv.length === 0 || ['help', '--help', '-h'].includes(argv[0]!)) {
    console.log(overview());
    return 0;
  }
  const { command, rest } = find(argv);
  if (!command) {
    const words = argv
      .filter((a) => !a.startsWith('-'))
      .slice(0, 2)
      .join(' ');
    console.error(`bridge: unknown command "${words}"\n\n${overview()}`);
    return 2;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    console.log(helpOf(command));
    return 0;
  }
  if (envFile !== undefined) {
    if (!existsSync(envFile)) {
      console.error(`bridge: --env names no file${envFile && `: ${envFile}`}`);
      return 2;
    }
    process.loadEnvFile(envFile);
  }
  const target = bridgeTarget();
  try {
    const { values, positionals } = parseArgs({
      args: rest,
      allowPositionals: true,
      strict: true,
      options: Object.fromEntries(
        Object.entries(command.options ?? {}).map(([name, o]) => [
          name,
          { type: o.type, ...(o.default !== undefined ? { default: o.default } : {}) },
        ]),
      ),
    });
    if (positionals.length !== (command.args ?? []).length) {
      throw new UsageError(`usage: ${usageOf(command)}`);
    }
    let bridge: ReturnType<typeof createBridgeClient> | undefined;
    await command.run({
      positionals,
      values,
      bridge: () => {
        if (!target.key) throw new NoKeyError();
        if (!bridge) {
          const warning = plainTextWarning(target.url);
          if (warning) console.error(warning);
        }
        return (bridge ??= createBridgeClient({ baseUrl: target.url, key: target.key }));
      },
      bridgeUrl: () => target.url,
      print: (value) => console.log(JSON.stringify(value, null, 2)),
      note: (line) => console.error(line),
    });
    return 0;
  } catch (error) {
    if (error instanceof UsageError || isParseArgsError(error)) {
      console.error(`bridge ${command.name}: ${(error as Error).message}`);
      return 2;
    }
    if (isUnreachable(error)) {
      const message = `${unreachable(target.url, error)}: start one with \`npm start\`, or set BRIDGE_URL`;
      console.error(JSON.stringify({ message }));
      return 1;
    }
    console.error(JSON.stringify(failureJson(error)));
    return 1;
  }
}

const isParseArgsError = (error: unknown) =>
  String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS');

process.exit(await main(process.argv.slice(2)));
