/**
 * The bridge's download pipeline outside the bridge: `GET url` with the bridge's httpGet (undici),
 * every byte through the bridge's own Measure (sha256 in line) into its FileSink (batched writes,
 * fsync), in a fresh process that holds nothing else. Prints `{"seconds": …, "sha256": "…",
 * "rssGrowth": …, "cpuSeconds": …}` once the file is durable: its RSS growth in bytes, sampled
 * every 50 ms (what the HTTP client's buffers cost, the baseline of the bridge's), and the CPU time of the download
 * on every thread of the process. What it reaches is what a Node archiver reaches on this
 * machine; the bridge's gap to it is the cost of being the bridge (its larger heap, its other
 * work), not of the pipeline.
 * Usage: bare-archiver.ts <url> <out> <size> [header: value]...
 */
import { pipeline } from 'node:stream/promises';
import { Agent } from 'undici';
import { httpGet } from '../../src/platform/net/http-download.js';
import { FileSink } from '../../src/platform/storage/file-sink.js';
import { inlineSha256 } from '../../src/platform/storage/hash-thread.js';
import { Measure } from '../../src/platform/storage/measure.js';

const [url, out, size, ...headerLines] = process.argv.slice(2);
const headers = Object.fromEntries(
  headerLines.map((line) => line.split(/:\s*/, 2) as [string, string]),
);

const rss = { before: process.memoryUsage.rss(), peak: 0 };
const sampler = setInterval(() => (rss.peak = Math.max(rss.peak, process.memoryUsage.rss())), 50);
const cpuBefore = process.cpuUsage();
const started = performance.now();
const dispatcher = new Agent();
const res = await httpGet(new URL(url!), {
  dispatcher,
  headers,
  signal: new AbortController().signal,
  idleTimeoutMs: 60_000,
});
if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
const sha256 = inlineSha256();
await pipeline(res.body, new Measure(sha256, Number(size)), new FileSink(out!));
const seconds = (performance.now() - started) / 1000;
await dispatcher.close();
clearInterval(sampler);
const rssGrowth = Math.max(rss.peak, process.memoryUsage.rss()) - rss.before;
const cpu = process.cpuUsage(cpuBefore);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
console.log(JSON.stringify({ seconds, sha256: await sha256.digest(), rssGrowth, cpuSeconds }));
