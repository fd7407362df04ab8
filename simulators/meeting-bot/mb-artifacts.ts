import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Readable } from 'node:stream';
import { SimError, type Reply } from '../shared/types.js';
import { AudioStream } from '../stt/audio-stream.js';
import { meetingWav, v2OutputTranscription, v2RawTranscription } from '../shared/meeting.js';
import type { SimBot } from './mb-state.js';

/** How long a v2 artifact URL stays valid by default (the vendor's: 4 hours). */
const ARTIFACT_TTL_MS = 4 * 3600_000;
const SIZE = 64 * 1024;

export type ArtifactKind = 'audio' | 'video' | 'transcription' | 'raw_transcription';

const FILES: Record<ArtifactKind, string> = {
  audio: 'audio.wav',
  video: 'video.mp4',
  transcription: 'transcription.json',
  raw_transcription: 'raw_transcription.json',
};
/** The file names artifact URLs end in (the route's pattern). */
export const ARTIFACT_FILES = Object.values(FILES);

/**
 * v2 artifact URLs (the recording, and the transcription files), pre-signed like the vendor's
 * object store's: they carry their expiry and a
 * signature over it, need no API key, and answer 403 once expired (404 after `delete-data`).
 */
export class Artifacts {
  private readonly key = randomBytes(32);

  constructor(private readonly ttlMs = ARTIFACT_TTL_MS) {}

  url(baseUrl: string, bot: SimBot, kind: ArtifactKind): string {
    const expires = Date.now() + this.ttlMs;
    const file = FILES[kind];
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
    if (file === FILES.audio) {
      const wav = meetingWav();
      const headers = { 'content-type': 'audio/wav' };
      return { status: 200, headers, stream: Readable.from([wav]), length: wav.length };
    }
    if (file === FILES.video) {
      const headers = { 'content-type': 'video/mp4' };
      return { status: 200, headers, stream: new AudioStream(bot.id, SIZE), length: SIZE };
    }
    const json =
      file === FILES.transcription
        ? v2OutputTranscription(bot.id, bot.endedAt ?? new Date())
        : v2RawTranscription(bot.id);
    return { status: 200, json };
  }

  private sign(botId: string, file: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${botId}/${file}:${expires}`).digest('hex');
  }
}
