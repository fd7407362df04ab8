import { NestFactory } from '@nestjs/core';
import { type NestExpressApplication } from '@nestjs/platform-express';
import { Server } from 'node:http';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module.js';
import { AppConfig } from './config/app-config.js';
import { InvalidEnvironmentError } from './config/env.js';
import { prepareEnvironment } from './config/startup-env.js';
import { configureHttp } from './http-setup.js';

async function bootstrap(): Promise<void> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule, {
    bodyParser: false,
    bufferLogs: true,
  });
  configureHttp(app);
  const config = app.get(AppConfig);
  const server = app.getHttpServer() as Server;
  // Longer than the usual load balancer idle timeout, so the balancer closes first.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  const logger = app.get(Logger);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      logger.log(`${signal} received: finishing in-flight work, then stopping`, 'Shutdown');
      setTimeout(() => process.exit(1), config.env.SHUTDOWN_GRACE_MS).unref();
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
  const { HOST: host, PORT: port } = config.env;
  await app.listen(port, host);
  logger.log(`bridge listening on ${host}:${port}; API docs at /docs`, 'Bootstrap');
}

const problems = prepareEnvironment();
if (problems.length > 0) {
  console.error(new InvalidEnvironmentError(problems).message);
  process.exit(1);
}
bootstrap().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
