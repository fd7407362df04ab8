import { NestFactory } from '@nestjs/core';
import { type NestExpressApplication } from '@nestjs/platform-express';
import { Server } from 'node:http';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module.js';
import { AppConfig } from './config/app-config.js';
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
  await app.listen(config.env.PORT, '0.0.0.0');
  logger.log(`bridge listening on port ${config.env.PORT}; API docs at /docs`, 'Bootstrap');
}

bootstrap().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
