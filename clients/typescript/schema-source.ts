import openapiTS, { astToString } from 'openapi-typescript';

/** The first lines of the generated file. */
const HEADER = `/**
 * The bridge's API as TypeScript types, generated from its OpenAPI document (openapi.json beside
 * this folder) by openapi-typescript. Do not edit: \`npm run client:generate\` writes it again.
 */

`;

/**
 * The generated types of `document`: what clients/typescript/src/schema.ts holds. Deterministic,
 * so the test suite can regenerate it and compare.
 */
export async function schemaSource(document: unknown): Promise<string> {
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], {
    alphabetize: false,
    // Unknown fields of an answer are not an error for a client: the bridge may add fields.
    additionalProperties: false,
    // A field with a default may be left out of a request.
    defaultNonNullable: false,
  });
  return HEADER + astToString(ast);
}

/** The committed document: 2-space JSON, as print-openapi writes it. */
export const documentSource = (document: unknown) => `${JSON.stringify(document, null, 2)}\n`;
