import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module.js';
import { validateEnv } from './platform/config/env.js';
import { buildOpenApiDocument } from './docs/openapi.js';

/**
 * Prints the bridge's OpenAPI document (what /docs/json serves) without starting it: the
 * modules are read in preview mode, so no database is opened and no vendor is called. The typed
 * client is generated from this output (clients/typescript/generate.ts).
 */
const app = await NestFactory.create(AppModule, {
  preview: true,
  logger: false,
  abortOnError: false,
});
// The document as a bridge with the default settings serves it.
const { STT_KEY_HEADER } = validateEnv({});
process.stdout.write(`${JSON.stringify(buildOpenApiDocument(app, STT_KEY_HEADER), null, 2)}\n`);
await app.close();
