import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SimError, type Reply } from '../shared/types.js';
import { AudioStream } from '../stt/audio-stream.js';
import type { SimBot } from './mb-state.js';

/** How long a v2 artifact URL stays valid by default (the vendor's: 4 hours). */
const ARTIFACT_TTL_MS = 4 * 3600_000;
const SIZE = 64 * 1024;

type ArtifactKind = 'audio' | 'video';

/**
 * v2 artifact URLs, pre-signed like the vendor's object store's: they carry their expiry and a
 * signature over it, need no API key, and answer 403 once expired (404 after `delete-data`).
 */
export class Artifacts {
  private readonly key = randomBytes(32);

  constructor(private readonly ttlMs = ARTIFACT_TTL_MS) {}

  url(baseUrl: string, bot: SimBot, kind: ArtifactKind): string {
    const expires = Date.now() + this.ttlMs;
    const file = kind === 'audio' ? 'audio.wav' : 'video.mp4';
    return `${baseUrl}/v2-artifacts/${bot.id}/${file}?expires=${expires}&signature=${this.sign(bot.id, file, expires)}`;
  }

  /** The artifact's bytes, or the object store's refusal. */
  serve(bot: SimBot | undefined, file: string, query: URLSearchParams): Reply {
    const expires = Number(query.get('expires'));
    const given = Buffer.from(query.get('signature') ?? '');
    const expected = Buffer.from(bot ? this.sign(bot.id, file, expires) : '');
    if (!bot || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new SimError(403, 'SignatureDoesNotMatch');
    }
    if (!(expires > Date.now())) throw new SimError(403, 'Request has expired');
    if (bot.dataDeleted) throw new SimError(404, 'NoSuchKey');
    return {
      status: 200,
      headers: { 'content-type': file.endsWith('.wav') ? 'audio/wav' : 'video/mp4' },
      stream: new AudioStream(bot.id, SIZE),
      length: SIZE,
    };
  }

  private sign(botId: string, file: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${botId}/${file}:${expires}`).digest('hex');
  }
}
