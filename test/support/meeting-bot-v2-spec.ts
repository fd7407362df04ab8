import Ajv2020Module from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema: object;
}

/** The vendor's v2 OpenAPI, trimmed (see test/fixtures/contracts/SOURCE.md). */
export const meetingBotV2Spec = JSON.parse(
  readFileSync(
    resolve(import.meta.dirname, '../fixtures/contracts/meetingbaas-openapi-v2.trimmed.json'),
    'utf8',
  ),
) as {
  components: { schemas: Record<string, Record<string, unknown>> };
  paths: Record<string, Record<string, { parameters?: Parameter[] }>>;
};
// Each component names itself with a fragment-only `$id`, which JSON Schema 2020-12 does not
// allow; without them, `$ref`s resolve against the document as the spec means.
for (const schema of Object.values(meetingBotV2Spec.components.schemas)) {
  delete schema.$id;
  delete schema.$schema;
}
// CommonJS modules: their default export is the class (the function) itself.
const Ajv2020 = Ajv2020Module as unknown as typeof Ajv2020Module.default;
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;
export const meetingBotV2Ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(meetingBotV2Ajv);
meetingBotV2Ajv.addSchema({ $id: 'mb-v2', components: meetingBotV2Spec.components });

/** `value` holds to the spec's component schema `name` (its errors are the failure). */
export function expectMeetingBotV2Schema(name: string, value: unknown): void {
  const validator = meetingBotV2Ajv.getSchema(`mb-v2#/components/schemas/${name}`)!;
  expect(validator).toBeDefined();
  expect(validator(value) ? [] : validator.errors).toEqual([]);
}
