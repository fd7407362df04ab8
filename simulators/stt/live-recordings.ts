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

export interface PcmFormat {
  sampleRate: number;
  channels: number;
}

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

const WAV_HEADER_BYTES = 44;

function wavHeader({ sampleRate, channels }: PcmFormat, dataBytes: number): Buffer {
  const header = Buffer.alloc(WAV_HEADER_BYTES);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * channels * 2, 28);
  header.writeUInt16LE(channels * 2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

/** One second of a quiet 440 Hz tone, the same on every channel. */
function toneSecond({ sampleRate, channels }: PcmFormat): Buffer {
  const out = Buffer.alloc(sampleRate * channels * 2);
  for (let i = 0; i < sampleRate; i++) {
    const sample = Math.round(Math.sin((2 * Math.PI * 440 * i) / sampleRate) * 6_000);
    for (let c = 0; c < channels; c++) out.writeInt16LE(sample, (i * channels + c) * 2);
  }
  return out;
}
