import type { IncomingMessage } from 'node:http';
import { extname } from 'node:path';
import { readBody, type RouteContext } from '../shared/sim-server.js';
import { SimError, type RecordedRequest, type Reply } from '../shared/types.js';
import { validate } from '../shared/validate.js';
import { scanMultipart } from './multipart.js';
import type { SttDeps } from './stt-deps.js';
import type { UploadedFile } from './stt-state.js';
import { invalidRequest } from './stt-views.js';

/**
 * POST /v2/upload: multipart field `audio` (streamed and counted, never kept) or JSON
 * `{audio_url}`. The answer's audio_url points back at this simulator, so a later pre-recorded
 * job on it serves as many bytes as were uploaded.
 */
export async function handleUpload(deps: SttDeps, { req, record }: RouteContext): Promise<Reply> {
  const type = req.headers['content-type'] ?? '';
  let upload: UploadedFile;
  if (/^multipart\/form-data/i.test(type)) {
    upload = deps.state.addUpload(await fromMultipart(boundaryOf(type), req, record));
  } else if (/\bjson\b/i.test(type)) {
    const body = (record.body = await readBody(req, record));
    const errors = validate(body ?? {}, {
      type: 'object',
      required: ['audio_url'],
      properties: { audio_url: { type: 'string', format: 'uri' } },
    });
    if (errors.length) throw invalidRequest(errors);
    const source = (body as { audio_url: string }).audio_url;
    const filename = decodedName(new URL(source).pathname.split('/').pop() || 'audio');
    upload = deps.state.addUpload({
      filename,
      extension: ext(filename),
      size: deps.state.defaultAudioSize,
      source,
    });
  } else {
    req.resume();
    throw new SimError(400, 'Content-Type must be multipart/form-data or application/json');
  }
  return {
    status: 200,
    json: {
      audio_url: `${deps.baseUrl()}/file/${upload.id}`,
      audio_metadata: {
        id: upload.id,
        filename: upload.filename,
        ...(upload.source ? { source: upload.source } : {}),
        extension: upload.extension,
        size: upload.size,
        audio_duration: Math.round((upload.size / 32000) * 1000) / 1000,
        number_of_channels: 1,
      },
    },
  };
}

function boundaryOf(contentType: string): string | undefined {
  const m = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return m?.[1] ?? m?.[2];
}

async function fromMultipart(
  boundary: string | undefined,
  req: IncomingMessage,
  record: RecordedRequest,
) {
  if (!boundary) {
    req.resume();
    throw new SimError(400, 'Content-Type is missing Multipart Boundary.');
  }
  let parts;
  try {
    parts = await scanMultipart(req, boundary, (n) => (record.bodyBytes += n));
  } catch (err) {
    throw new SimError(400, `Malformed multipart body: ${(err as Error).message}`);
  }
  const audio = parts.find((p) => p.name === 'audio' && p.filename !== undefined);
  if (!audio) throw invalidRequest(['Field "audio" is required']);
  const filename = audio.filename || 'audio';
  return { filename, extension: ext(filename), size: audio.size };
}

const ext = (filename: string) => extname(filename).replace(/^\./, '') || 'bin';

/** A URL's last path segment as a file name; a malformed %-escape is kept as it was sent. */
function decodedName(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
