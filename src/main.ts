import { NestFactory } from '@nestjs/core';
import { type NestExpressApplication } from '@nestjs/platform-express';
import { Server } from 'node:http';
import { AppModule } from './app.module.js';
import { AppConfig } from './platform/config/app-config.js';
import { InvalidEnvironmentError, validateEnv } from './platform/config/env.js';
import { prepareEnvironment } from './platform/config/startup-env.js';
import { PrismaService } from './platform/database/prisma.service.js';
import { configureHttp } from './http-setup.js';
import { BridgeLogger } from './platform/logging/bridge-logger.js';
import { bannerLines, startupFailure } from './startup-report.js';
import { VendorEndpoints } from './platform/vendors/vendor-endpoints.js';

async function bootstrap(): Promise<void> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule, {
    bodyParser: false,
    bufferLogs: true,
    // A module that cannot start throws here, to be reported in one line (see below), rather
    // than printed by the framework's own logger with its stack.
    abortOnError: false,
    logger: false,
  });
  configureHttp(app);
  const config = app.get(AppConfig);
  const server = app.getHttpServer() as Server;
  // Longer than the usual load balancer idle timeout, so the balancer closes first.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  const logger = app.get(BridgeLogger);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      logger.log(`${signal} received: finishing in-flight work, then stopping`, 'Shutdown');
      setTimeout(() => process.exit(1), config.server.SHUTDOWN_GRACE_MS).unref();
      // Stops accepting connections, lets open requests finish, then runs the modules' hooks.
      app.close().then(
        () => {
          logger.log('stopped', 'Shutdown');
          process.exit(0);
        },
        (error: Error) => {
          logger.error(`shutdown failed: ${error.message}`, 'Shutdown');
          process.exit(1);
        },
      );
    });
  }
  const { HOST: host, PORT: port } = config.server;
  try {
    await app.listen(port, host);
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
  const endpoints = app.get(VendorEndpoints);
  const lines = bannerLines({
    config,
    sandbox: endpoints.sandbox,
    database: app.get(PrismaService).connection,
    vendors: { meetingBot: endpoints.meetingBot, stt: endpoints.stt },
    node: process.versions.node,
  });
  if (config.server.LOG_FORMAT === 'pretty')
    for (const line of lines) logger.log(line, 'Bootstrap');
  else logger.log(lines.map((line) => line.trim().replace(/ {2,}/g, ': ')).join('; '), 'Bootstrap');
}

// What the server writes (recordings, the embedded database, keys) is its own user's only:
// files 0600 and folders 0700, whatever the shell's umask.
process.umask(0o077);
const problems = prepareEnvironment();
if (problems.length > 0) {
  console.error(new InvalidEnvironmentError(problems).message);
  process.exit(1);
}
bootstrap().catch((error: unknown) => {
  const { HOST, PORT } = validateEnv(process.env);
  console.error(startupFailure(error, { host: HOST, port: PORT }));
  process.exit(1);
});
