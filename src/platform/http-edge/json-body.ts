import { BadRequestException, HttpException, Injectable } from '@nestjs/common';
import express, { type RequestHandler } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { jsonTextProblem } from '../common/json-text.js';
import { AppConfig } from '../config/app-config.js';
import { bodyErrorAnswer } from './body-errors.js';

const KEEP_RAW = Symbol('keepRawBody');
const RAW = Symbol('rawBody');
type RawBodyHolder = { [KEEP_RAW]?: boolean; [RAW]?: Buffer };

/** Asks the reader to keep this request's body as received (a signature covers those bytes). */
export function keepRawBody(req: object): void {
  (req as RawBodyHolder)[KEEP_RAW] = true;
}

/** The body as received (decoded from its content coding), when keepRawBody asked for it. */
export function rawBodyOf(req: object): Buffer | undefined {
  return (req as RawBodyHolder)[RAW];
}

/** Refuses, before it is parsed, JSON the bridge could not handle or store (see jsonTextProblem). */
function refuseUnsafeJson(req: object, _res: unknown, body: Buffer, charset: string): void {
  if (!/^utf-?8$/i.test(charset)) throw new HttpException('JSON bodies must be UTF-8', 415);
  const problem = jsonTextProblem(body.toString('utf8'));
  if (problem) throw new BadRequestException(problem);
  if ((req as RawBodyHolder)[KEEP_RAW]) (req as RawBodyHolder)[RAW] = body;
}

/**
 * The one JSON body reader, for both doors: Express's parser (JSON_BODY_LIMIT, content codings,
 * charsets), with bodies checked by jsonTextProblem before parsing, and its errors as
 * HttpExceptions in the one error shape. A body that is not JSON is left unread (`undefined`).
 */
@Injectable()
export class JsonBodyReader {
  private readonly parse: RequestHandler;

  constructor(config: AppConfig) {
    this.parse = express.json({
      limit: config.server.JSON_BODY_LIMIT,
      type: ['application/json', 'application/*+json'],
      verify: refuseUnsafeJson,
    });
  }

  read(req: IncomingMessage & { body?: unknown }, res: ServerResponse): Promise<unknown> {
    return new Promise((resolve, reject) =>
      this.parse(req as express.Request, res as express.Response, (error?: unknown) => {
        if (!error) return resolve(req.body);
        if (error instanceof HttpException) return reject(error);
        const [status, message] = bodyErrorAnswer(error);
        reject(new HttpException(message, status));
      }),
    );
  }
}
