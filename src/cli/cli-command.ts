import type { BridgeClient } from '../../clients/typescript/src/index.js';

/** A command's option, as `parseArgs` reads it and `--help` shows it. */
export interface CliOption {
  type: 'string' | 'boolean';
  description: string;
  /** Shown in the usage line: `--role <role>`. */
  value?: string;
  /** The command refuses to run without it (checked by the command). */
  required?: boolean;
  default?: string | boolean;
}

/** What a command is given to run. */
export interface CliContext {
  positionals: string[];
  values: Record<string, string | boolean | undefined>;
  /** The bridge's REST API, with BRIDGE_URL and BRIDGE_KEY (see bridge-target.ts). */
  bridge(): BridgeClient;
  /** Where the bridge is expected (for messages). */
  bridgeUrl(): string;
  /** A result, as JSON on stdout. */
  print(value: unknown): void;
  /** A line for the operator, on stderr (stdout stays for results). */
  note(line: string): void;
}

/** One command of the `bridge` command line. */
export interface CliCommand {
  /** `teams list`: one or two words. */
  name: string;
  summary: string;
  /** More, shown by `--help`. */
  description?: string;
  /** The positional arguments, e.g. `<team>`; their count is checked. */
  args?: string[];
  options?: Record<string, CliOption>;
  run(context: CliContext): Promise<void>;
}

/** A command line that does not parse: its message on stderr, exit code 2. */
export class UsageError extends Error {}

/** No key to send: BRIDGE_KEY, BRIDGE_ADMIN_KEY and the sandbox's key file are all missing. */
export class NoKeyError extends UsageError {
  constructor() {
    super(
      'no API key: set BRIDGE_KEY (or BRIDGE_ADMIN_KEY); a sandbox bridge keeps its ' +
        'development admin key in $DATA_DIR/admin-key',
    );
  }
}
