/**
 * Streaming audio to a live transcription over the WebSocket: the bridge creates the session
 * (POST /v2/live, recorded for the key's team), the audio goes straight to the URL it answers,
 * and the final transcript comes back on the socket and from GET /v2/live/{id}.
 *
 *   BRIDGE_URL=http://127.0.0.1:3000 BRIDGE_KEY=mbb_… npx tsx clients/typescript/examples/live-stream.ts
 *
 * The audio here is 3 seconds of a 440 Hz tone, 16 kHz 16-bit mono PCM, sent in 100 ms frames;
 * a real client sends its microphone or call audio the same way.
 */
import { call, createBridgeClient } from '../src/index.js';

const bridge = createBridgeClient({
  baseUrl: process.env.BRIDGE_URL ?? 'http://127.0.0.1:3000',
  key: process.env.BRIDGE_KEY ?? '',
});
const SAMPLE_RATE = 16_000;

// 1. The session, as the STT vendor's API takes it.
const session = await call(
  bridge.POST('/v2/live', {
    body: { encoding: 'wav/pcm', sample_rate: SAMPLE_RATE, bit_depth: 16, channels: 1 },
  }),
);
console.log(`live session ${session.id}`);

// 2. The audio, over the WebSocket the answer names (Node's own WebSocket client).
const tone = Buffer.alloc(SAMPLE_RATE * 2 * 3);
for (let i = 0; i < tone.length / 2; i++) {
  tone.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / SAMPLE_RATE)), i * 2);
}
const socket = new WebSocket(session.url);
socket.binaryType = 'arraybuffer';
const closed = new Promise<void>((resolve, reject) => {
  socket.addEventListener('close', () => resolve());
  socket.addEventListener('error', () => reject(new Error('the WebSocket failed')));
});
socket.addEventListener('message', (message) => {
  const data = JSON.parse(String(message.data)) as {
    type: string;
    data?: { utterance?: { text?: string } };
  };
  if (data.type === 'transcript' && data.data?.utterance?.text) {
    console.log(`heard: ${data.data.utterance.text}`);
  }
});
await new Promise((resolve) => socket.addEventListener('open', resolve, { once: true }));
const frame = (SAMPLE_RATE * 2) / 10;
for (let at = 0; at < tone.length; at += frame) {
  socket.send(tone.subarray(at, at + frame));
  await new Promise((resolve) => setTimeout(resolve, 20));
}
socket.send(JSON.stringify({ type: 'stop_recording' }));
await closed;

// 3. The result, once the vendor has finished the session.
for (let tries = 0; tries < 60; tries++) {
  const job = await call(bridge.GET('/v2/live/{id}', { params: { path: { id: session.id } } }));
  if (job.status === 'done' || job.status === 'error') {
    console.log(`session ${job.status}: ${job.result?.transcription?.full_transcript ?? ''}`);
    process.exit(job.status === 'done' ? 0 : 1);
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}
console.error('the session did not end in 30 s');
process.exit(1);
