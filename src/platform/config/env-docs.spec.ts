import { getMetadataStorage } from 'class-validator';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EnvDto } from './env.js';

const root = join(import.meta.dirname, '..', '..', '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

/** Every variable EnvDto validates (each has at least one rule). */
function envVariables(): string[] {
  const rules = getMetadataStorage().getTargetValidationMetadatas(EnvDto, '', true, false);
  return [...new Set(rules.map((rule) => rule.propertyName))].sort();
}

/** The variables named in the first column of the operator guide's "Configuration" table. */
function readmeVariables(): string[] {
  const guide = read('docs/operator-guide.md');
  const start = guide.indexOf('## Configuration');
  const section = guide.slice(start, guide.indexOf('\n## ', start + 1));
  return [...section.matchAll(/^\| `([A-Z0-9_]+)` /gm)].map((m) => m[1]!).sort();
}

/** `NAME=` lines of .env.example, commented out or not. */
function exampleVariables(): string[] {
  return [...read('.env.example').matchAll(/^(?:# )?([A-Z0-9_]+)=/gm)].map((m) => m[1]!).sort();
}

describe('the documented configuration', () => {
  it("lists every environment variable in the operator guide's table, and no other", () => {
    expect(readmeVariables()).toEqual(envVariables());
  });

  it('lists every environment variable in .env.example, and no other', () => {
    expect(exampleVariables()).toEqual(envVariables());
  });

  it('gives in .env.example the defaults EnvDto applies', () => {
    const defaults = new EnvDto() as unknown as Record<string, unknown>;
    const example = read('.env.example');
    for (const [name, value] of Object.entries(defaults)) {
      if (value === undefined) continue;
      const shown = Array.isArray(value) ? value.join(',') : String(value);
      expect(example).toContain(`\n# ${name}=${shown}\n`);
    }
  });
});
