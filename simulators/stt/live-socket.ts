import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { finished } from 'node:stream/promises';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import type { LivePlayer } from './live-player.js';
import { pcmFormat } from './live-player.js';
import type { LiveRecordings } from './live-recordings.js';
import type { SttLifecycle } from './stt-control.js';
import { type LifecycleType, lifecycleMessage } from './stt-events.js';
import type { SttJob, SttState } from './stt-state.js';

export interface LiveSocketDeps {
  state: SttState;
  life: SttLifecycle;
  recordings: LiveRecordings;
  player: LivePlayer;
}

/** messages_config defaults of the vendor's spec. */
const MESSAGE_DEFAULTS = {
  receive_final_transcripts: true,
  receive_acknowledgments: true,
  receive_lifecycle_events: false,
};

/**
 * The live WebSocket of the vendor's AsyncAPI (`ws://…/v2/live?token=…`, the URL `POST /v2/live`
 * answers), served on the simulator's own port. An unknown token is refused at the upgrade (401),
 * a session already over too (410). Returns a function that closes every socket.
 */
export function acceptLiveSockets(server: Server, deps: LiveSocketDeps): () => void {
  const sockets = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://sim.invalid');
    if (url.pathname !== '/v2/live') return refuse(socket, 404, 'Not Found');
    const job = deps.state.byToken(url.searchParams.get('token') ?? '');
    if (!job) return refuse(socket, 401, 'Unauthorized');
    if (job.status === 'done' || job.status === 'error') return refuse(socket, 410, 'Gone');
    sockets.handleUpgrade(req, socket, head, (ws) => new LiveSocketSession(ws, job, deps));
  });
  return () => {
    for (const ws of sockets.clients) ws.terminate();
    sockets.close();
  };
}

function refuse(socket: Duplex, status: number, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * One client streaming one session. Audio comes as binary frames or `audio_chunk` JSON messages
 * (base64) and is appended to the session's recording, each acknowledged with its byte and time
 * range; a final `transcript` goes out for every second of audio; `stop_recording` is
 * acknowledged, then the session ends (its recording becomes the job's audio, the end events go
 * out) and the socket closes. A client that goes away without stopping ends the session too.
 * What the client receives follows its `messages_config` (acknowledgments and final transcripts
 * by default, lifecycle messages when asked for).
 */
class LiveSocketSession {
  private readonly recording;
  private readonly bytesPerSecond: number;
  private readonly flags: typeof MESSAGE_DEFAULTS;
  private received: number;
  private transcripts: number;
  private ended = false;

  constructor(
    private readonly ws: WebSocket,
    private readonly job: SttJob,
    private readonly deps: LiveSocketDeps,
  ) {
    deps.player.clientConnected(job.id);
    const format = pcmFormat(job);
    this.bytesPerSecond = format.sampleRate * (format.bitDepth / 8) * format.channels;
    const asked = (job.requestParams.messages_config ?? {}) as Partial<typeof MESSAGE_DEFAULTS>;
    this.flags = { ...MESSAGE_DEFAULTS, ...asked };
    this.received = deps.recordings.size(job.id);
    this.transcripts = Math.floor(this.received / this.bytesPerSecond);
    this.recording = deps.recordings.append(job.id);
    ws.on('message', (data, isBinary) => this.onMessage(data, isBinary));
    ws.on('close', () => void this.end());
    // The client hears of the start at once; webhooks and callbacks go out at their own pace.
    void this.deps.life.startSession(job.id).catch(() => undefined);
    this.lifecycle(['start_session', 'start_recording']);
  }

  private onMessage(data: RawData, isBinary: boolean): void {
    if (this.ended) return;
    if (isBinary) return this.audio(toBuffer(data));
    let message: { type?: unknown; data?: { chunk?: unknown } };
    try {
      message = JSON.parse(toBuffer(data).toString('utf8')) as typeof message;
    } catch {
      return this.ws.close(1003, 'messages must be JSON or binary audio');
    }
    if (message.type === 'stop_recording') return void this.stop();
    if (message.type !== 'audio_chunk') {
      return this.ws.close(1003, `unsupported message type ${String(message.type)}`);
    }
    const chunk = message.data?.chunk;
    if (typeof chunk !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(chunk)) {
      return this.send({
        ...this.header('audio_chunk'),
        acknowledged: false,
        error: {
          status_code: 400,
          exception: 'InvalidArgument',
          message: 'data.chunk must be base64',
        },
        data: {},
      });
    }
    this.audio(Buffer.from(chunk, 'base64'));
  }

  private audio(bytes: Buffer): void {
    const start = this.received;
    this.received += bytes.length;
    this.recording.write(bytes);
    if (this.flags.receive_acknowledgments) {
      const seconds = (n: number) => Math.round((n / this.bytesPerSecond) * 1000) / 1000;
      this.send({
        ...this.header('audio_chunk'),
        acknowledged: true,
        error: null,
        data: {
          byte_range: [start, this.received - 1],
          time_range: [seconds(start), seconds(this.received)],
        },
      });
    }
    while ((this.transcripts + 1) * this.bytesPerSecond <= this.received) {
      if (this.flags.receive_final_transcripts) this.send(this.transcript(this.transcripts));
      this.transcripts++;
    }
  }

  private async stop(): Promise<void> {
    this.send({ ...this.header('stop_recording'), acknowledged: true, error: null, data: {} });
    await this.end();
    this.ws.close(1000, 'session ended');
  }

  /** The recording becomes the job's audio, then the end events go out (once). */
  private async end(): Promise<void> {
    if (this.ended) return;
    this.ended = true;
    this.recording.end();
    await finished(this.recording).catch(() => undefined);
    void this.deps.life
      .endSession(this.job.id, this.deps.recordings.size(this.job.id))
      .catch(() => undefined);
    this.lifecycle(['end_recording', 'end_session'], this.deps.state.find(this.job.id));
  }

  private lifecycle(types: LifecycleType[], job = this.job): void {
    if (!this.flags.receive_lifecycle_events) return;
    for (const type of types) this.send(lifecycleMessage(job, type));
  }

  private transcript(second: number) {
    const word = (text: string, start: number, end: number) => ({
      word: text,
      start: second + start,
      end: second + end,
      confidence: 0.95,
    });
    return {
      ...this.header('transcript'),
      data: {
        id: `00-${String(second).padStart(8, '0')}`,
        is_final: true,
        utterance: {
          start: second,
          end: second + 1,
          confidence: 0.95,
          channel: 0,
          words: [word('Hello', 0.1, 0.4), word(' world', 0.45, 0.9)],
          text: 'Hello world',
          language: 'en',
        },
      },
    };
  }

  private header(type: string) {
    return {
      session_id: this.job.sessionToken ?? this.job.id,
      created_at: new Date().toISOString(),
      type,
    };
  }

  private send(message: unknown): void {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(JSON.stringify(message));
  }
}

function toBuffer(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  return Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
}
