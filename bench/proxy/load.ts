/**
 * A bounded loopback load generator: a fixed number of kept-alive connections, each sending
 * one request at a time, for a fixed duration. Latencies are measured per request in µs.
 * Given several targets, each connection takes them in turn, so that every target sees the
 * same moments of the run: on a virtual machine whose pauses come and go, that is the only
 * fair way to compare tail latencies.
 */
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

export interface Target {
  /** Base URL of the target (direct simulator, bare proxy or bridge). */
  baseUrl: string;
  headers: Record<string, string>;
  /** A JSON body to POST; unset = GET. */
  body?: string;
}

export interface LoadOptions {
  targets: Target[];
  /** Request paths, used round-robin. */
  paths: string[];
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

function once(agent: http.Agent, url: URL, path: string, target: Target) {
  const { headers, body } = target;
  return new Promise<number>((resolve) => {
    const req = http.request(
      {
        hostname: url.hostname,
        port: url.port,
        path,
        method: body === undefined ? 'GET' : 'POST',
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        agent,
      },
      (res) => {
        res.on('data', () => undefined);
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(0));
      },
    );
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

/** One result per target, in the order of `options.targets`. */
export async function runLoad(options: LoadOptions): Promise<LoadResult[]> {
  const targets = options.targets.map((target) => ({
    ...target,
    url: new URL(target.baseUrl),
    agent: new http.Agent({ keepAlive: true, maxSockets: options.connections }),
    samples: [] as number[],
    errors: 0,
  }));
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
      const n = next++;
      const path = options.paths[n % options.paths.length]!;
      const target = targets[n % targets.length]!;
      const t0 = performance.now();
      const status = await once(target.agent, target.url, path, target);
      target.samples.push((performance.now() - t0) * 1000);
      if (status < 200 || status > 299) target.errors++;
    }
  };
  await Promise.all(Array.from({ length: options.connections }, (_, i) => worker(i)));
  const elapsed = performance.now() - started;
  return targets.map(({ agent, samples, errors }) => {
    agent.destroy();
    return {
      requests: samples.length,
      errors,
      perSecond: (samples.length / elapsed) * 1000,
      latencies: Float64Array.from(samples).sort(),
    };
  });
}
