import { Agent, request } from 'node:http';

export interface Send {
  method?: string;
  path: string;
  body: string;
  headers: Record<string, string>;
}

export interface Result {
  sent: number;
  ok: number;
  accepted: number;
  duplicate: number;
  errors: number;
  seconds: number;
  latenciesMs: number[];
}

const agent = new Agent({ keepAlive: true, maxSockets: 256 });

function post(base: string, send: Send): Promise<{ status: number; text: string }> {
  return new Promise((resolve) => {
    const req = request(`${base}${send.path}`, {
      method: send.method ?? 'POST',
      agent,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(send.body),
        ...send.headers,
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', () => resolve({ status: 0, text: '' }));
    req.end(send.body);
  });
}

function empty(): Result {
  return { sent: 0, ok: 0, accepted: 0, duplicate: 0, errors: 0, seconds: 0, latenciesMs: [] };
}

function record(result: Result, res: { status: number; text: string }, ms: number): void {
  result.latenciesMs.push(ms);
  if (res.status !== 200) return void result.errors++;
  result.ok++;
  if (res.text.includes('"duplicate"')) result.duplicate++;
  else result.accepted++;
}

/**
 * Open loop: requests start on schedule (`rate` per second) whether or not earlier ones have
 * answered, and latency counts from the scheduled start, so a stalled server cannot hide its
 * queueing (no coordinated omission). Bounded: `rate × seconds` requests, then it waits.
 */
export async function openLoop(
  base: string,
  next: () => Send,
  rate: number,
  seconds: number,
): Promise<Result> {
  const result = empty();
  const total = Math.round(rate * seconds);
  const start = performance.now();
  const inFlight: Promise<void>[] = [];
  while (result.sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate));
    for (; result.sent < due; result.sent++) {
      const scheduled = start + (result.sent / rate) * 1000;
      inFlight.push(
        post(base, next()).then((res) => record(result, res, performance.now() - scheduled)),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(inFlight);
  result.seconds = (performance.now() - start) / 1000;
  return result;
}

/** Closed loop: `connections` clients each sending as fast as answers come, for `seconds`. */
export async function closedLoop(
  base: string,
  next: () => Send,
  connections: number,
  seconds: number,
): Promise<Result> {
  const result = empty();
  const start = performance.now();
  const end = start + seconds * 1000;
  const client = async () => {
    while (performance.now() < end) {
      result.sent++;
      const t = performance.now();
      record(result, await post(base, next()), performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  result.seconds = (performance.now() - start) / 1000;
  return result;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
