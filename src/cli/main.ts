import { HttpException, type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { CliModule } from './cli.module.js';
import { COMMANDS, UsageError } from './commands.js';

const isParseArgsError = (error: unknown) =>
  String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS');

function help(): string {
  const lines = Object.values(COMMANDS).map((command) => `  ${command.usage}`);
  return ['usage: npm run cli -- <command>', '', 'commands:', ...lines].join('\n');
}

async function main(argv: string[]): Promise<number> {
  const name = argv.slice(0, 2).join(' ');
  const command = COMMANDS[name];
  if (!command) {
    console.error(help());
    return argv.length === 0 || argv[0] === 'help' || argv[0] === '--help' ? 0 : 2;
  }
  let context: INestApplicationContext | undefined;
  const open = async () =>
    (context ??= await NestFactory.createApplicationContext(CliModule, {
      logger: ['error'],
    }));
  try {
    await command.run(argv.slice(2), open, (value) => console.log(JSON.stringify(value, null, 2)));
    return 0;
  } catch (error) {
    if (error instanceof UsageError || isParseArgsError(error)) {
      console.error((error as Error).message);
      return 2;
    }
    if (error instanceof HttpException) {
      console.error(`error: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await context?.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);
