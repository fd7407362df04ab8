import { liveIntelligence } from './audio-intelligence.js';
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
import { MEETING_SECONDS, meetingTurns } from '../shared/meeting.js';

export interface LiveSocketDeps {
  state: SttState;
  life: SttLifecycle;
  recordings: LiveRecordings;
  player: LivePlayer;
  /**
   * How long a session whose client went away without `stop_recording` waits for it to come
   * back (the same URL resumes it) before it ends with what was recorded.
   */
  resumeWindowMs: number;
}

/** messages_config defaults of the vendor's spec. */
const MESSAGE_DEFAULTS = {
  receive_partial_transcripts: true,
  receive_final_transcripts: true,
  receive_acknowledgments: true,
  receive_post_processing_events: true,
  receive_lifecycle_events: false,
};

/** What one live session keeps across its client's connections. */
interface SessionState {
  /** Audio bytes received so far, over every connection. */
  received: number;
  /** The connection feeding it now. */
  socket: LiveSocketSession | null;
  /** Sockets open on it at once, at most (a client feeding it twice shows as 2). */
  mostSockets: number;
  open: number;
  resumeTimer?: NodeJS.Timeout;
}

/** Control of the live sockets, for tests and the sandbox. */
export interface LiveSockets {
  /** Closes the session's socket with `code` (not 1000): its client is to resume. */
  drop(jobId: string, code?: number): boolean;
  /** Ends the session now, with what was recorded: a resume is refused from then on (410). */
  refuseResume(jobId: string): Promise<void>;
  /** How many sockets were ever open on the session at once. */
  mostSockets(jobId: string): number;
  close(): void;
}

/**
 * The live WebSocket of the vendor's AsyncAPI (`ws://…/v2/live?token=…`, the URL `POST /v2/live`
 * answers), served on the simulator's own port. An unknown token is refused at the upgrade (401),
 * a session already over too (410). A client that goes away without `stop_recording` may come
 * back to the same URL within `resumeWindowMs`: the session goes on (its recording appended to).
 */
export function acceptLiveSockets(server: Server, deps: LiveSocketDeps): LiveSockets {
  const sockets = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  const sessions = new Map<string, SessionState>();
  const sessionOf = (job: SttJob): SessionState => {
    let session = sessions.get(job.id);
    if (!session) {
      session = { received: deps.recordings.size(job.id), socket: null, mostSockets: 0, open: 0 };
      sessions.set(job.id, session);
    }
    return session;
  };
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://sim.invalid');
    if (url.pathname !== '/v2/live') return refuse(socket, 404, 'Not Found');
    const job = deps.state.byToken(url.searchParams.get('token') ?? '');
    if (!job) return refuse(socket, 401, 'Unauthorized');
    if (job.status === 'done' || job.status === 'error') return refuse(socket, 410, 'Gone');
    sockets.handleUpgrade(req, socket, head, (ws) => {
      const session = sessionOf(job);
      clearTimeout(session.resumeTimer);
      session.open++;
      session.mostSockets = Math.max(session.mostSockets, session.open);
      session.socket = new LiveSocketSession(ws, job, session, deps);
    });
  });
  const endNow = async (jobId: string) => {
    const session = sessions.get(jobId);
    const job = deps.state.find(jobId);
    if (!session || !job) return;
    clearTimeout(session.resumeTimer);
    await session.socket?.end();
    await endSession(deps, job);
  };
  return {
    drop: (jobId, code = 1011) => {
      const socket = sessions.get(jobId)?.socket;
      if (!socket) return false;
      socket.drop(code);
      return true;
    },
    refuseResume: endNow,
    mostSockets: (jobId) => sessions.get(jobId)?.mostSockets ?? 0,
    close: () => {
      for (const session of sessions.values()) clearTimeout(session.resumeTimer);
      for (const ws of sockets.clients) ws.terminate();
      sockets.close();
    },
  };
}

function refuse(socket: Duplex, status: number, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * The session's recording becomes the job's audio and the end events go out (once). A job that
 * is gone meanwhile (deleted, the simulator reset) has nothing left to end.
 */
async function endSession(deps: LiveSocketDeps, job: SttJob): Promise<void> {
  if (!deps.state.find(job.id)) return;
  try {
    await deps.life.endSession(job.id, deps.recordings.size(job.id));
  } catch {
    // Its webhooks failed: the vendor does not retry a session's end either.
  }
}

/**
 * One connection of a client streaming one session. Audio comes as binary frames or
 * `audio_chunk` JSON messages (base64) and is appended to the session's recording, each
 * acknowledged with its byte and time range. The session transcribes the shared meeting from
 * its script as its audio goes by: a partial at the end of each word, the final of the sentence
 * (with the same id) at its end, the script over again past its end. `stop_recording` is
 * acknowledged, then the session ends: `end_recording`, the post-final transcript, `end_session`,
 * and close 1000. A connection that closes otherwise leaves the session open for a resume. What
 * the client receives follows its `messages_config`.
 */
class LiveSocketSession {
  private readonly recording;
  private readonly bytesPerSecond: number;
  private readonly flags: typeof MESSAGE_DEFAULTS;
  private ended = false;
  private stopping = false;

  constructor(
    private readonly ws: WebSocket,
    private readonly job: SttJob,
    private readonly session: SessionState,
    private readonly deps: LiveSocketDeps,
  ) {
    deps.player.clientConnected(job.id);
    const format = pcmFormat(job);
    this.bytesPerSecond = format.sampleRate * (format.bitDepth / 8) * format.channels;
    const asked = (job.requestParams.messages_config ?? {}) as Partial<typeof MESSAGE_DEFAULTS>;
    this.flags = { ...MESSAGE_DEFAULTS, ...asked };
    this.recording = deps.recordings.append(job.id);
    ws.on('message', (data, isBinary) => this.onMessage(data, isBinary));
    ws.on('close', () => void this.closed());
    const resumed = job.started;
    // The client hears of the start at once; webhooks and callbacks go out at their own pace.
    void this.deps.life.startSession(job.id).catch(() => undefined);
    if (!resumed) this.lifecycle(['start_session', 'start_recording']);
  }

  drop(code: number): void {
    this.ws.close(code, 'connection reset by the server');
  }

  private onMessage(data: RawData, isBinary: boolean): void {
    if (this.ended || this.stopping) return;
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
    const start = this.session.received;
    this.session.received += bytes.length;
    this.recording.write(bytes);
    if (this.flags.receive_acknowledgments) {
      this.send({
        ...this.header('audio_chunk'),
        acknowledged: true,
        error: null,
        data: {
          byte_range: [start, this.session.received - 1],
          time_range: [this.seconds(start), this.seconds(this.session.received)],
        },
      });
    }
    for (const said of scriptBetween(this.seconds(start), this.seconds(this.session.received))) {
      const wanted = said.is_final
        ? this.flags.receive_final_transcripts
        : this.flags.receive_partial_transcripts;
      if (wanted) this.send({ ...this.header('transcript'), data: said });
    }
  }

  private seconds(bytes: number): number {
    return Math.round((bytes / this.bytesPerSecond) * 1000) / 1000;
  }

  private async stop(): Promise<void> {
    this.stopping = true;
    this.send({ ...this.header('stop_recording'), acknowledged: true, error: null, data: {} });
    await this.end();
    const job = this.deps.state.find(this.job.id) ?? this.job;
    this.lifecycle(['end_recording'], { ...job, audioSize: this.session.received });
    if (this.flags.receive_post_processing_events) this.send(this.postFinal());
    await endSession(this.deps, this.job);
    this.lifecycle(['end_session'], this.deps.state.find(this.job.id));
    this.ws.close(1000, 'session ended');
  }

  /** This connection's part of the recording is written (once). */
  async end(): Promise<void> {
    if (this.ended) return;
    this.ended = true;
    this.recording.end();
    await finished(this.recording).catch(() => undefined);
  }

  /** Gone without stopping: the session waits for the client to resume it, then ends. */
  private async closed(): Promise<void> {
    this.session.open--;
    if (this.session.socket === this) this.session.socket = null;
    const stopped = this.stopping;
    await this.end();
    if (stopped || this.session.open > 0) return;
    const timer = setTimeout(() => void endSession(this.deps, this.job), this.deps.resumeWindowMs);
    timer.unref();
    this.session.resumeTimer = timer;
  }

  /** The whole transcription of what the session heard. */
  private postFinal() {
    const total = this.seconds(this.session.received);
    const utterances = [...scriptBetween(-1, total)]
      .filter((said) => said.is_final)
      .map((said) => said.utterance);
    return {
      ...this.header('post_final_transcript'),
      data: {
        metadata: {
          audio_duration: total,
          number_of_distinct_channels: 1,
          billing_time: total,
          transcription_time: 0.5,
        },
        transcription: {
          full_transcript: utterances.map((u) => u.text).join(' '),
          languages: ['en'],
          utterances,
        },
        ...liveIntelligence(this.job.requestParams, utterances),
      },
    };
  }

  private lifecycle(types: LifecycleType[], job = this.job): void {
    if (!this.flags.receive_lifecycle_events) return;
    for (const type of types) this.send(lifecycleMessage(job, type));
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

/**
 * What the script of the shared meeting says between two times of a session's audio (seconds,
 * `from` excluded): a partial at the end of each word but the last of a sentence, the final at
 * its end; past the meeting's end the script starts over, its utterance ids going on.
 */
export function* scriptBetween(from: number, to: number) {
  const turns = meetingTurns();
  const round = (n: number) => Math.round(n * 1000) / 1000;
  for (
    let cycle = Math.max(0, Math.floor(from / MEETING_SECONDS));
    cycle * MEETING_SECONDS <= to;
    cycle++
  ) {
    const base = cycle * MEETING_SECONDS;
    for (const [i, turn] of turns.entries()) {
      for (const [j, word] of turn.words.entries()) {
        const at = round(base + word.end);
        if (at <= from || at > to) continue;
        const words = turn.words.slice(0, j + 1).map((w) => ({
          word: w.word,
          start: round(base + w.start),
          end: round(base + w.end),
          confidence: 0.95,
        }));
        yield {
          id: `00-${String(cycle * turns.length + i).padStart(8, '0')}`,
          is_final: j === turn.words.length - 1,
          utterance: {
            start: round(base + turn.start),
            end: at,
            confidence: 0.95,
            channel: 0,
            words,
            text: words.map((w) => w.word).join(' '),
            language: 'en',
          },
        };
      }
    }
  }
}

function toBuffer(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  return Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
}
