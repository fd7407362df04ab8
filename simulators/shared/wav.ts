export interface PcmFormat {
  sampleRate: number;
  channels: number;
}

export const WAV_HEADER_BYTES = 44;

/** The 44-byte header of a 16-bit PCM WAV file holding `dataBytes` of samples. */
export function wavHeader({ sampleRate, channels }: PcmFormat, dataBytes: number): Buffer {
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

/** One second of a quiet tone of `hz`, the same on every channel. */
export function toneSecond({ sampleRate, channels }: PcmFormat, hz = 440): Buffer {
  const out = Buffer.alloc(sampleRate * channels * 2);
  for (let i = 0; i < sampleRate; i++) {
    const sample = Math.round(Math.sin((2 * Math.PI * hz * i) / sampleRate) * 6_000);
    for (let c = 0; c < channels; c++) out.writeInt16LE(sample, (i * channels + c) * 2);
  }
  return out;
}
