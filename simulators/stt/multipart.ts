import type { Readable } from 'node:stream';

export interface MultipartPart {
  name: string;
  filename?: string;
  contentType?: string;
  size: number;
  /** Text value of small non-file fields; file contents are only counted. */
  value?: string;
}

const MAX_HEADER_BYTES = 16 * 1024;
const MAX_FIELD_BYTES = 64 * 1024;

/**
 * Streams a multipart/form-data body and reports each part's headers and size without keeping
 * file contents: only a delimiter-sized tail is carried between chunks.
 */
export async function scanMultipart(
  body: Readable,
  boundary: string,
  onBytes: (n: number) => void,
) {
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const parts: MultipartPart[] = [];
  let current: MultipartPart | undefined;
  let state: 'preamble' | 'headers' | 'body' | 'after-delimiter' | 'done' = 'preamble';
  // The first delimiter has no leading CRLF; pretend it had one.
  let pending: Buffer = Buffer.from('\r\n');

  const addToCurrent = (bytes: Buffer) => {
    if (!current || bytes.length === 0) return;
    current.size += bytes.length;
    if (current.filename === undefined && current.size <= MAX_FIELD_BYTES)
      current.value = (current.value ?? '') + bytes.toString('utf8');
  };

  for await (const chunk of body as AsyncIterable<Buffer>) {
    onBytes(chunk.length);
    let data = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    for (;;) {
      if (state === 'done') break;
      if (state === 'after-delimiter') {
        if (data.length < 2) break;
        state = data.subarray(0, 2).toString() === '--' ? 'done' : 'headers';
        data = data.subarray(2);
      } else if (state === 'headers') {
        const end = data.indexOf('\r\n\r\n');
        if (end < 0) {
          if (data.length > MAX_HEADER_BYTES) throw new Error('multipart part headers too large');
          break;
        }
        current = parsePartHeaders(data.subarray(0, end).toString('latin1'));
        parts.push(current);
        data = data.subarray(end + 4);
        state = 'body';
      } else {
        const at = data.indexOf(delimiter);
        if (at < 0) {
          const safe = Math.max(0, data.length - (delimiter.length - 1));
          if (state === 'body') addToCurrent(data.subarray(0, safe));
          data = data.subarray(safe);
          break;
        }
        if (state === 'body') addToCurrent(data.subarray(0, at));
        data = data.subarray(at + delimiter.length);
        state = 'after-delimiter';
      }
    }
    pending = Buffer.from(data);
  }
  if (state !== 'done') throw new Error('multipart body ended before its closing boundary');
  return parts;
}

function parsePartHeaders(raw: string): MultipartPart {
  const lines = raw.split('\r\n').filter(Boolean);
  const get = (name: string) =>
    lines
      .find((l) => l.toLowerCase().startsWith(`${name}:`))
      ?.slice(name.length + 1)
      .trim();
  const disposition = get('content-disposition') ?? '';
  const param = (key: string) => new RegExp(`;\\s*${key}="([^"]*)"`, 'i').exec(disposition)?.[1];
  const filename = param('filename');
  return {
    name: param('name') ?? '',
    ...(filename !== undefined ? { filename } : { value: '' }),
    ...(get('content-type') ? { contentType: get('content-type') } : {}),
    size: 0,
  };
}
