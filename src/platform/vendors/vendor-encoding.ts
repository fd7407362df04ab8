import { BadGatewayException } from '@nestjs/common';
import type { ClientRequest, IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { Readable, Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { HttpAnswer } from '../net/http-download.js';

const DECODERS = new Map<string, () => Transform>([
  ['gzip', createGunzip],
  ['x-gzip', createGunzip],
  ['deflate', createInflate],
  ['br', createBrotliDecompress],
]);

/** Types under which a file download's bytes are audio, passed on unread and unmasked. */
const AUDIO_TYPE =
  /^\s*(?:audio\/[\w.+-]+|video\/[\w.+-]+|(?:application|binary)\/octet-stream)\s*(?:;[^,]*)?$/i;

/** True when a download's answer says it is audio (or opaque bytes), as `/v2/…/file` answers are. */
export const isAudioType = (headers: IncomingHttpHeaders): boolean =>
  AUDIO_TYPE.test(headers['content-type'] ?? '');

/** A coding list (`gzip, chunked`), lowercased, without `identity`. */
const codings = (header: string | undefined): string[] =>
  (header ?? '')
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c !== '' && c !== 'identity');

/** A node:http answer (the STT proxy's) as an HttpAnswer. */
export function answerOf(res: IncomingMessage): HttpAnswer {
  const method = (res as IncomingMessage & { req?: ClientRequest }).req?.method ?? 'GET';
  return { statusCode: res.statusCode ?? 0, headers: res.headers, body: res, method };
}

export class UndecodableAnswer extends BadGatewayException {
  constructor(coding: string) {
    super(`The STT service answered in an encoding the bridge cannot read (${coding})`);
  }
}

/** Character sets in which every ASCII character is its one ASCII byte (what the mask reads). */
const ASCII_COMPATIBLE = /^(?:utf-?8|us-ascii|ascii|iso-8859-\d{1,2}|latin-?1|windows-125\d)$/i;

/**
 * Refuses (UndecodableAnswer) a text answer in a character set that spells ASCII otherwise
 * (UTF-16, UTF-7…): its secrets would not be found in its bytes.
 */
export function checkCharset(headers: IncomingHttpHeaders): void {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(headers['content-type'] ?? '')?.[1];
  if (charset !== undefined && !ASCII_COMPATIBLE.test(charset)) {
    throw new UndecodableAnswer(`charset ${charset}`);
  }
}

/**
 * A vendor answer's body as plain bytes. Node undoes only a final `chunked` transfer coding;
 * any other transfer coding (`Transfer-Encoding: gzip, chunked`) is undone here, and with
 * `content` the content codings too (the secret mask must read what the caller would read).
 * Codings are listed in the order they were applied, so they are undone from the last, transfer
 * codings before content codings. One the bridge cannot undo is refused (UndecodableAnswer, a
 * 502), the body discarded. `decoded`: the answer's Content-Encoding and Content-Length no
 * longer describe the body.
 */
export function plainBody(
  answer: HttpAnswer,
  content: boolean,
): { body: Readable; decoded: boolean } {
  const transfer = codings(answer.headers['transfer-encoding']);
  if (transfer.at(-1) === 'chunked') transfer.pop();
  const applied = [...(content ? codings(answer.headers['content-encoding']) : []), ...transfer];
  if (applied.length === 0 || !hasBody(answer)) return { body: answer.body, decoded: false };
  let body: Readable = answer.body;
  for (const name of applied.reverse()) {
    const decoder = DECODERS.get(name);
    if (!decoder) {
      answer.body.resume();
      throw new UndecodableAnswer(name);
    }
    const source = body;
    body = source.pipe(decoder());
    source.once('error', (error) => body.destroy(error));
  }
  return { body, decoded: content };
}

function hasBody({ statusCode, method, headers }: HttpAnswer): boolean {
  const empty = headers['content-length'] === '0';
  return method !== 'HEAD' && statusCode !== 204 && statusCode !== 304 && !empty;
}
