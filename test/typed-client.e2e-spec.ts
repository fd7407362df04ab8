import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { documentSource, schemaSource } from '../clients/typescript/schema-source.js';
import { startBridge, type TestBridge } from './support/bridge.js';
import { http } from './support/http.js';

const CLIENT = join(import.meta.dirname, '..', 'clients', 'typescript');
const STALE = 'stale: run `npm run client:generate` and commit clients/typescript';

/** The typed client (clients/typescript) is generated from what the bridge serves, and current. */
describe('typed client', () => {
  let bridge: TestBridge;
  let served: unknown;
  beforeAll(async () => {
    bridge = await startBridge();
    served = (await http('GET', `${bridge.url}/docs/json`)).body;
  });
  afterAll(() => bridge?.close());

  it('was generated from the OpenAPI document the bridge serves', () => {
    const committed = readFileSync(join(CLIENT, 'openapi.json'), 'utf8');
    expect({ document: committed === documentSource(served) ? 'current' : STALE }).toEqual({
      document: 'current',
    });
  });

  it('holds the types openapi-typescript makes of that document', async () => {
    const committed = readFileSync(join(CLIENT, 'src', 'schema.ts'), 'utf8');
    const fresh = await schemaSource(served);
    expect({ types: committed === fresh ? 'current' : STALE }).toEqual({ types: 'current' });
  });
});
