import type { IncomingMessage } from 'node:http';

/** Why a body was given up: it stopped arriving, or it arrives too slowly to be worth holding. */
export type BodyStall = 'idle' | 'slow';

export interface BodyPace {
  /** A body that sends nothing for this long is given up. */
  idleMs: number;
  /**
   * A body that sends fewer bytes than this per second, over each stretch of `idleMs` (from its
   * first on), is given up: a byte every few seconds is no upload, only a held connection. 0: off.
   */
  minBytesPerSecond: number;
}

/**
 * Calls `onStall` when the body of `req` stops arriving for `idleMs`, or arrives slower than
 * `minBytesPerSecond`: a caller holding a request open with a body that never ends, or that
 * trickles. Progress is the socket's byte count, read every quarter of `idleMs`, so the body is
 * watched without being consumed; a body the bridge itself is not reading yet (back-pressure:
 * its buffer is full, or its reader paused it) counts as progress, and starts the rate's
 * stretch again. The watch lasts until the body is complete, also after an answer that did not
 * wait for it (node then reads the rest of it to keep the connection). Requests without a body
 * cost nothing.
 */
export function watchBody(
  req: IncomingMessage,
  { idleMs, minBytesPerSecond }: BodyPace,
  onStall: (why: BodyStall) => void,
): void {
  const length = req.headers['content-length'];
  const hasBody = req.headers['transfer-encoding'] !== undefined || (!!length && length !== '0');
  if (!hasBody || req.complete) return;
  let bytes = req.socket.bytesRead;
  let progressAt = Date.now();
  let stretch = { at: progressAt, bytes };
  const stall = (why: BodyStall) => {
    clearInterval(timer);
    onStall(why);
  };
  const timer = setInterval(() => {
    if (req.complete || req.socket.destroyed) return void clearInterval(timer);
    const now = Date.now();
    const read = req.socket.bytesRead;
    const held = req.readableFlowing === false || req.readableLength >= req.readableHighWaterMark;
    if (held) stretch = { at: now, bytes: read };
    if (held || read !== bytes) {
      bytes = read;
      progressAt = now;
    } else if (now - progressAt >= idleMs) {
      return stall('idle');
    }
    const elapsed = now - stretch.at;
    if (elapsed < idleMs) return;
    if (read - stretch.bytes < (minBytesPerSecond * elapsed) / 1000) return stall('slow');
    stretch = { at: now, bytes: read };
  }, idleMs / 4);
  timer.unref();
  req.once('close', () => clearInterval(timer));
}
