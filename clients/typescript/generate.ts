/**
 * Writes openapi.json (the document the built bridge serves at /docs/json) and src/schema.ts (its
 * types). Run by `npm run client:generate`, after a build.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { documentSource, schemaSource } from './schema-source.js';

const here = import.meta.dirname;
const printer = join(here, '..', '..', 'dist', 'src', 'print-openapi.js');
const document: unknown = JSON.parse(
  execFileSync(process.execPath, [printer], { encoding: 'utf8' }),
);
writeFileSync(join(here, 'openapi.json'), documentSource(document));
writeFileSync(join(here, 'src', 'schema.ts'), await schemaSource(document));
console.error('wrote clients/typescript/openapi.json and clients/typescript/src/schema.ts');
