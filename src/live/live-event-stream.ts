import { Injectable, Logger } from '@nestjs/common';
import type { ServerResponse } from 'node:http';
import { Counter, Gauge } from 'prom-client';
import { AppConfig } from '../platform/config/app-config.js';
import { MetricsService } from '../platform/metrics/metrics.service.js';
import { LiveFinalDto } from './live.dto.js';
import { LiveHub, type LiveSignal } from './live-hub.js';
import { LiveRepository } from './live.repository.js';
import { LiveStreamHolds, type StreamHolder } from './live-stream-holds.js';

/** Finals read from the database at a time. */
const PAGE = 500;
/** A subscriber this far behind (bytes not yet taken by its connection) is dropped. */
const MAX_BEHIND_BYTES = 512 * 1024;
/** Catching up, a subscriber whose connection takes nothing for this long is dropped. */
const DRAIN_MS = 5_000;

/**
 * A bot's live transcript as Server-Sent Events, written to the response: first the finals after
 * the subscriber's position (`Last-Event-ID` or `?after=`), then as they come: `final` (its `id`
 * is its seq, so a browser resumes by itself), `partial` (no id: never stored), `gap`, and `end`
 * once the meeting is over and every final was sent (then the response ends). A comment every
 * LIVE_HEARTBEAT_MS keeps proxies from closing a quiet stream. Each subscriber reads the rows on
 * its own, from where it is, at the pace its connection takes them; one that does not keep up
 * (MAX_BEHIND_BYTES waiting on its connection, or nothing taken for DRAIN_MS while it catches
 * up) is dropped, and resumes by id. Nobody waits for it.
 */
@Injectable()
export class LiveEventStream {
  private readonly logger = new Logger(LiveEventStream.name);
  private readonly open: Gauge;
  private readonly dropped: Counter;

  constructor(
    private readonly repo: LiveRepository,
    private readonly hub: LiveHub,
    private readonly config: AppConfig,
    private readonly holds: LiveStreamHolds,
    metrics: MetricsService,
  ) {
    const registers = [metrics.registry];
    this.open = new Gauge({
      name: 'live_transcript_subscribers',
      help: "Server-Sent Events subscribers of bots' live transcripts open on this replica",
      registers,
    });
    this.dropped = new Counter({
      name: 'live_transcript_subscribers_dropped_total',
      help: 'Subscribers dropped for not keeping up (MAX_BEHIND_BYTES behind, or nothing taken for 5 s while catching up)',
      registers,
    });
  }

  /**
   * Streams the bot's live transcript to `res` for `holder` (counted by LiveStreamHolds, which
   * refuses it with 429 past its bounds, and ends it when its token expires or its key is
   * revoked).
   */
  serve(res: ServerResponse, botId: string, after: number, holder: StreamHolder): void {
    const release = this.holds.admit(
      holder,
      () => {
        stop();
        res.end();
      },
      res,
    );
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // nginx: pass events as they are written.
      'x-accel-buffering': 'no',
    });
    let last = after;
    let reading = false;
    let again = false;
    let closed = false;
    const drop = () => {
      this.logger.warn(`bot ${botId}: a live transcript subscriber fell behind; dropped`);
      this.dropped.inc();
      stop();
      res.destroy();
    };
    /** False when the connection's buffer is full (the catch-up then waits for it to drain). */
    const write = (chunk: string): boolean => {
      if (closed) return false;
      const room = res.write(chunk);
      if (res.writableLength > MAX_BEHIND_BYTES) drop();
      return room && !closed;
    };
    const drained = () =>
      new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => done(false), DRAIN_MS);
        const done = (ok: boolean) => {
          clearTimeout(timer);
          res.off('drain', onDrain);
          res.off('close', onClose);
          resolve(ok);
        };
        const onDrain = () => done(true);
        const onClose = () => done(false);
        res.on('drain', onDrain);
        res.on('close', onClose);
      });
    const stop = () => {
      if (closed) return;
      closed = true;
      this.open.dec();
      release();
      unsubscribe();
      clearInterval(heartbeat);
    };
    /** Sends the finals after `last` from the rows, and the end once there is no more. */
    const pump = async (): Promise<void> => {
      if (reading) return void (again = true);
      reading = true;
      try {
        do {
          again = false;
          for (;;) {
            const rows = await this.repo.finals(botId, last, PAGE);
            for (const row of rows) {
              if (row.seq <= last) continue;
              const room = write(
                `id: ${row.seq}\nevent: final\ndata: ${JSON.stringify(LiveFinalDto.of(row))}\n\n`,
              );
              last = row.seq;
              if (!room && !closed && !(await drained())) return closed ? undefined : drop();
            }
            if (rows.length < PAGE || closed) break;
          }
          const stream = await this.repo.stream(botId);
          if (stream?.endedAt && last >= stream.finals && !closed) {
            write(
              `event: end\ndata: ${JSON.stringify({ finals: stream.finals, state: stream.state })}\n\n`,
            );
            stop();
            res.end();
            return;
          }
        } while (again && !closed);
      } catch (error) {
        this.logger.error({ err: error }, `bot ${botId}: reading its live transcript failed`);
        stop();
        res.destroy();
      } finally {
        reading = false;
      }
    };
    const unsubscribe = this.hub.subscribe(botId, (signal: LiveSignal) => {
      if (signal.kind === 'partial') {
        write(`event: partial\ndata: ${JSON.stringify(signal.partial)}\n\n`);
      } else if (signal.kind === 'final' && !reading && signal.final.seq === last + 1) {
        // Right behind it: sent as it came, without reading it back.
        last = signal.final.seq;
        write(`id: ${last}\nevent: final\ndata: ${JSON.stringify(signal.final)}\n\n`);
      } else if (signal.kind === 'gap') {
        write(`event: gap\ndata: ${JSON.stringify(signal.gap)}\n\n`);
      } else void pump();
    });
    const heartbeat = setInterval(
      () => write(': heartbeat\n\n'),
      this.config.live.LIVE_HEARTBEAT_MS,
    );
    heartbeat.unref();
    res.on('close', stop);
    this.open.inc();
    // Subscribed first, then read: nothing kept in between is missed.
    write('retry: 2000\n\n');
    void pump();
  }
}
