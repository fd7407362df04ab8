import { type INestApplication, ValidationPipe } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import express, { type NextFunction, type Request, type Response } from 'express';
import { Logger } from 'nestjs-pino';
import { AllExceptionsFilter } from './common/all-exceptions.filter.js';
import { bodyErrorAnswer } from './common/body-errors.js';
import { errorBody } from './common/error-body.js';
import { assignRequestId } from './common/request-id.js';
import { AppConfig } from './config/app-config.js';

/** Paths whose bodies stream through to the STT vendor untouched. */
const STREAMED_PATHS = /^\/v2(\/|$)/;

function jsonBodies(limit: string) {
  const parse = express.json({ limit, type: ['application/json', 'application/*+json'] });
  return (req: Request, res: Response, next: NextFunction) => {
    if (STREAMED_PATHS.test(req.path)) return next();
    parse(req, res, (error?: unknown) => {
      if (!error) return next();
      const [status, message] = bodyErrorAnswer(error);
      res.status(status).json(errorBody(req, status, message));
    });
  };
}

/** Everything main.ts and the tests both need, so the tests exercise the real pipeline. */
export function configureHttp(app: INestApplication): void {
  const config = app.get(AppConfig);
  app.useLogger(app.get(Logger));
  app.use((req: Request & { id?: string }, res: Response, next: NextFunction) => {
    req.id = assignRequestId(req, res);
    next();
  });
  app.use(jsonBodies(config.env.JSON_BODY_LIMIT));
  app.useGlobalFilters(new AllExceptionsFilter());
  app.useGlobalPipes(
    new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true }),
  );

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Meeting-bot bridge')
      .setDescription('Meeting bots, the STT proxy, webhooks and audio archival')
      .addBearerAuth()
      .build(),
  );
  SwaggerModule.setup('docs', app, document, { jsonDocumentUrl: 'docs/json' });
}
