import type { OpenAPIObject } from '@nestjs/swagger';
import { readFileSync } from 'node:fs';
import { setJsonExample } from './json-example.js';

/**
 * The success examples: answers the server gave to a tour of the whole API on sandbox bridges
 * (test/api-tour.ts), recorded in response-examples.json under `"METHOD path status"`,
 * with ids, hosts and secrets replaced. test/api-examples.e2e-spec.ts runs the tour again and
 * fails when an answer no longer has the documented example's fields and types
 * (`npm run docs:examples` records them again).
 */
export function addResponseExamples(document: OpenAPIObject): void {
  const examples = JSON.parse(
    readFileSync(new URL('./response-examples.json', import.meta.url), 'utf8'),
  ) as Record<string, unknown>;
  for (const [key, example] of Object.entries(examples)) {
    const [method, path, status] = key.split(' ') as [string, string, string];
    const op = document.paths[path]?.[method.toLowerCase() as 'get'];
    if (op) setJsonExample(op, status, example);
  }
}
