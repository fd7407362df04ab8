import type { IncomingMessage } from 'node:http';

/**
 * Calls `onIdle` when the body of `req` stops arriving for `idleMs`: a caller holding a request
 * open with a body that never ends. Progress is the socket's byte count, read every quarter of
 * `idleMs`, so the body is watched without being consumed; a body the bridge itself is not
 * reading yet (back-pressure: its buffer is full, or its reader paused it) counts as progress.
 * The watch lasts until the body is complete, also after an answer that did not wait for it
 * (node then reads the rest of it to keep the connection). Requests without a body cost nothing.
 */
export function watchIdleBody(req: IncomingMessage, idleMs: number, onIdle: () => void): void {
  const length = req.headers['content-length'];
  const hasBody = req.headers['transfer-encoding'] !== undefined || (!!length && length !== '0');
  if (!hasBody || req.complete) return;
  let bytes = req.socket.bytesRead;
  let progressAt = Date.now();
  const timer = setInterval(() => {
    if (req.complete || req.socket.destroyed) return void clearInterval(timer);
    const now = Date.now();
    const held = req.readableFlowing === false || req.readableLength >= req.readableHighWaterMark;
    if (held || req.socket.bytesRead !== bytes) {
      bytes = req.socket.bytesRead;
      progressAt = now;
    } else if (now - progressAt >= idleMs) {
      clearInterval(timer);
      onIdle();
    }
  }, idleMs / 4);
  timer.unref();
  req.once('close', () => clearInterval(timer));
}
