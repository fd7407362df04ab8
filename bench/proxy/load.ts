/**
 * A bounded loopback load generator: a fixed number of kept-alive connections, each sending
 * one request at a time, for a fixed duration. Latencies are measured per request in µs.
 */
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

export interface LoadOptions {
  /** Base URL of the target (direct simulator, bare proxy or bridge). */
  baseUrl: string;
  /** Request paths, used round-robin. */
  paths: string[];
  headers: Record<string, string>;
  connections: number;
  durationMs: number;
  /** Total requests per second across all connections; unset = as fast as answers come. */
  rate?: number;
}

export interface LoadResult {
  requests: number;
  errors: number;
  perSecond: number;
  /** Sorted latencies in µs. */
  latencies: Float64Array;
}

export const percentile = (sorted: Float64Array, p: number): number =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;

function once(agent: http.Agent, url: URL, path: string, headers: Record<string, string>) {
  return new Promise<number>((resolve) => {
    const req = http.request(
      { hostname: url.hostname, port: url.port, path, headers, agent },
      (res) => {
        res.on('data', () => undefined);
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(0));
      },
    );
    req.on('error', () => resolve(0));
    req.end();
  });
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const url = new URL(options.baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const samples: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + options.durationMs;
  // Open loop at a fixed rate: each connection has its own schedule, one slot every `interval`.
  const interval = options.rate ? (1000 * options.connections) / options.rate : 0;

  const worker = async (index: number) => {
    let slot = started + (interval * index) / options.connections;
    while (performance.now() < deadline) {
      if (interval) {
        const wait = slot - performance.now();
        if (wait > 0) await sleep(wait);
        slot += interval;
      }
      const path = options.paths[next++ % options.paths.length]!;
      const t0 = performance.now();
      const status = await once(agent, url, path, options.headers);
      samples.push((performance.now() - t0) * 1000);
      if (status !== 200) errors++;
    }
  };
  await Promise.all(Array.from({ length: options.connections }, (_, i) => worker(i)));
  const elapsed = performance.now() - started;
  agent.destroy();
  return {
    requests: samples.length,
    errors,
    perSecond: (samples.length / elapsed) * 1000,
    latencies: Float64Array.from(samples).sort(),
  };
}
