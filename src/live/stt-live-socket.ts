import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket, { type RawData } from 'ws';

/** What the STT session says that the bridge acts on. */
export interface SttLiveHandlers {
  /** A `transcript` message's `data` (`{id, is_final, utterance}`). */
  transcript(data: TranscriptData): void;
  /** The session cannot go on: refused, ended by the vendor, or the buffer overflowed. */
  lost(reason: string): void;
}

export interface TranscriptData {
  id: string;
  is_final: boolean;
  utterance: {
    start: number;
    end: number;
    text: string;
    language?: string;
    confidence?: number;
    words?: { word: string; start: number; end: number; confidence?: number }[];
  };
}

export interface SttLiveSocketOptions {
  /** Unacknowledged bytes kept at most; past it the session is given up. */
  bufferLimit: number;
  /** Reconnects tried in a row before the session is given up. */
  maxReconnects?: number;
  /** First reconnect delay, doubled after each failure. */
  firstRetryMs?: number;
  /** A socket that does not open within this is a failed attempt. */
  connectTimeoutMs?: number;
}

/** Close codes by which the vendor says a session is over for good (its SDK's rule). */
const isFinalClose = (code: number) => code === 1000 || (code >= 4400 && code <= 4499);

/**
 * The bridge's connection to one STT live session (`url`, the WebSocket `POST /v2/live`
 * answered). Audio is sent byte for byte as binary frames; every frame not yet acknowledged is
 * kept (at most `bufferLimit` bytes) and, after a connection fails, sent again on a new
 * connection to the same URL, which resumes the session. Acknowledgments come in order, one per
 * frame, each with its byte range: each one releases as many bytes from the head of the buffer.
 * A close the vendor means as final (1000, 4400–4499), a refused upgrade, reconnects that keep
 * failing, or a full buffer make the session lost; `stop()` asks for the end (`stop_recording`)
 * and resolves with the post-final transcript (or null if none came in time).
 */
export class SttLiveSocket {
  private ws: WebSocket | null = null;
  private readonly unacked: Buffer[] = [];
  private unackedBytes = 0;
  /** Bytes of the head frame already acknowledged (acks may split a frame). */
  private headAcked = 0;
  private closed = false;
  private stopping = false;
  private failures = 0;
  private postFinal: unknown = undefined;
  private readonly ended: Promise<void>;
  private markEnded!: () => void;

  constructor(
    private readonly url: string,
    private readonly handlers: SttLiveHandlers,
    private readonly options: SttLiveSocketOptions,
  ) {
    this.ended = new Promise((resolve) => (this.markEnded = resolve));
    this.connect();
  }

  /** Bytes sent or waiting that the vendor has not acknowledged. */
  get pending(): number {
    return this.unackedBytes - this.headAcked;
  }

  /** Sends a frame (or keeps it for the next connection); false once the buffer would overflow. */
  send(frame: Buffer): boolean {
    if (this.closed || this.stopping) return false;
    if (this.pending + frame.length > this.options.bufferLimit) {
      this.lose('the audio the vendor has not acknowledged exceeded the buffer');
      return false;
    }
    this.unacked.push(frame);
    this.unackedBytes += frame.length;
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(frame, { binary: true });
    return true;
  }

  /**
   * Ends the session: what is buffered goes first, then `stop_recording`; resolves with the
   * post-final transcript's data once it came, or null after `timeoutMs`.
   */
  async stop(timeoutMs: number): Promise<unknown> {
    if (!this.closed && !this.stopping) {
      this.stopping = true;
      if (this.ws?.readyState === WebSocket.OPEN) this.sendStop();
    }
    await Promise.race([this.ended, sleep(timeoutMs, undefined, { ref: false })]);
    this.close();
    return this.postFinal ?? null;
  }

  /** Leaves the session as it is (another connection may resume it): the socket closes. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.ws?.close(1001, 'going away');
    this.ws = null;
    this.markEnded();
  }

  private connect(): void {
    const ws = new WebSocket(this.url, {
      handshakeTimeout: this.options.connectTimeoutMs ?? 5_000,
      perMessageDeflate: false,
    });
    this.ws = ws;
    let refused = false;
    ws.on('open', () => {
      this.failures = 0;
      // Everything not acknowledged goes again: the vendor resumes from what it has.
      for (const [i, frame] of this.unacked.entries()) {
        ws.send(i === 0 ? frame.subarray(this.headAcked) : frame, { binary: true });
      }
      if (this.stopping) this.sendStop();
    });
    ws.on('unexpected-response', (_req, res) => {
      refused = true;
      res.resume();
      ws.terminate();
      // 4xx: the session is gone or refuses this client; a 5xx may pass.
      const status = res.statusCode ?? 0;
      if (status >= 400 && status < 500)
        this.lose(`the vendor refused the session (HTTP ${status})`);
    });
    ws.on('message', (data, isBinary) => {
      if (!isBinary) this.message(data);
    });
    ws.on('error', () => undefined);
    ws.on('close', (code) => {
      if (this.ws !== ws || this.closed) return;
      this.ws = null;
      if (this.stopping && this.postFinal !== undefined) return this.finish();
      if (!refused && isFinalClose(code)) {
        return this.stopping ? this.finish() : this.lose(`the vendor ended the session (${code})`);
      }
      void this.reconnect();
    });
  }

  private async reconnect(): Promise<void> {
    const max = this.options.maxReconnects ?? 5;
    if (this.failures >= max) return this.lose(`${max} reconnects to the session failed`);
    const delay = (this.options.firstRetryMs ?? 250) * 2 ** this.failures++;
    await sleep(delay, undefined, { ref: false });
    if (!this.closed) this.connect();
  }

  private message(data: RawData): void {
    let message: { type?: unknown; data?: unknown; acknowledged?: unknown };
    try {
      message = JSON.parse(String(data)) as typeof message;
    } catch {
      return;
    }
    switch (message.type) {
      case 'audio_chunk':
        return this.acknowledged(message);
      case 'transcript':
        if (isTranscript(message.data)) this.handlers.transcript(message.data);
        return;
      case 'post_final_transcript':
        this.postFinal = message.data ?? null;
        return;
      case 'end_session':
        if (this.stopping) this.finish();
        return;
    }
  }

  /** Releases the acknowledged bytes from the head of the buffer. */
  private acknowledged(message: { data?: unknown; acknowledged?: unknown }): void {
    if (message.acknowledged !== true) return;
    const range = (message.data as { byte_range?: unknown } | undefined)?.byte_range;
    if (!Array.isArray(range) || typeof range[0] !== 'number' || typeof range[1] !== 'number') {
      return;
    }
    let bytes = range[1] - range[0] + 1;
    while (bytes > 0 && this.unacked.length > 0) {
      const head = this.unacked[0]!;
      const left = head.length - this.headAcked;
      if (bytes < left) {
        this.headAcked += bytes;
        return;
      }
      bytes -= left;
      this.unacked.shift();
      this.unackedBytes -= head.length;
      this.headAcked = 0;
    }
  }

  private sendStop(): void {
    this.ws?.send(JSON.stringify({ type: 'stop_recording' }));
  }

  private finish(): void {
    this.closed = true;
    this.ws?.close(1000);
    this.ws = null;
    this.markEnded();
  }

  private lose(reason: string): void {
    if (this.closed) return;
    this.closed = true;
    this.ws?.terminate();
    this.ws = null;
    this.markEnded();
    this.handlers.lost(reason);
  }
}

function isTranscript(data: unknown): data is TranscriptData {
  const d = data as Partial<TranscriptData> | null;
  return (
    typeof d?.id === 'string' &&
    typeof d.is_final === 'boolean' &&
    typeof d.utterance?.text === 'string' &&
    typeof d.utterance.start === 'number' &&
    typeof d.utterance.end === 'number'
  );
}
