import { type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { prepareEnvironment } from '../config/startup-env.js';
import { CliLogger, failureJson } from './cli-output.js';
import { CliModule } from './cli.module.js';
import { COMMANDS, UsageError } from './commands.js';

const isParseArgsError = (error: unknown) =>
  String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS');

const printError = (value: unknown) => console.error(JSON.stringify(value));

function help(): string {
  const lines = Object.values(COMMANDS).map((command) => `  ${command.usage}`);
  return ['usage: npm run -s cli -- <command>', '', 'commands:', ...lines].join('\n');
}

async function main(argv: string[]): Promise<number> {
  const name = argv.slice(0, 2).join(' ');
  const command = COMMANDS[name];
  if (!command) {
    console.error(help());
    return argv.length === 0 || argv[0] === 'help' || argv[0] === '--help' ? 0 : 2;
  }
  const problems = prepareEnvironment();
  if (problems.length > 0) {
    printError({ message: 'Invalid environment variables', problems });
    return 1;
  }
  let context: INestApplicationContext | undefined;
  const open = async () =>
    (context ??= await NestFactory.createApplicationContext(CliModule, {
      logger: new CliLogger(),
      abortOnError: false,
    }));
  try {
    await command.run(argv.slice(2), open, (value) => console.log(JSON.stringify(value, null, 2)));
    return 0;
  } catch (error) {
    if (error instanceof UsageError || isParseArgsError(error)) {
      console.error((error as Error).message);
      return 2;
    }
    printError(failureJson(error));
    return 1;
  } finally {
    await context?.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    printError(failureJson(error));
    process.exit(1);
  },
);
