import {
  closeSync,
  createReadStream,
  createWriteStream,
  mkdirSync,
  openSync,
  rmSync,
  statSync,
  writeSync,
  type WriteStream,
} from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

import { type PcmFormat, toneSecond, WAV_HEADER_BYTES, wavHeader } from '../shared/wav.js';

/**
 * Live sessions' audio, one file per session: the bytes a client streamed over the WebSocket,
 * exactly as received (so a download can be checked against what was sent); or, for a session
 * that played itself, a WAV tone as long as the session, so a sandbox download is something a
 * player opens.
 */
export class LiveRecordings {
  constructor(private readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }

  /** Appends: a client that reconnects to its session goes on recording into the same file. */
  append(jobId: string): WriteStream {
    return createWriteStream(this.path(jobId), { flags: 'a' });
  }

  /** 16-bit PCM WAV of a 440 Hz tone; returns its size in bytes. */
  writeTone(jobId: string, seconds: number, format: PcmFormat): number {
    const second = toneSecond(format);
    const fd = openSync(this.path(jobId), 'w');
    try {
      writeSync(fd, wavHeader(format, second.length * seconds));
      for (let i = 0; i < seconds; i++) writeSync(fd, second);
    } finally {
      closeSync(fd);
    }
    return WAV_HEADER_BYTES + second.length * seconds;
  }

  /** Bytes recorded so far; 0 when nothing was. */
  size(jobId: string): number {
    try {
      return statSync(this.path(jobId)).size;
    } catch {
      return 0;
    }
  }

  read(jobId: string): Readable {
    return createReadStream(this.path(jobId));
  }

  remove(jobId: string): void {
    rmSync(this.path(jobId), { force: true });
  }

  private path(jobId: string): string {
    // Job ids are UUIDs made by the simulator; nothing a client sends names a file here.
    return join(this.dir, `${jobId}.audio`);
  }
}
