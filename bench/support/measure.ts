/** What benchmarks read off their processes and samples. */
import { readdirSync, readFileSync } from 'node:fs';

/** The `q` quantile (0–1) of `values`; NaN when there are none. */
export const quantile = (values: number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : NaN;
};

/** A process's CPU seconds so far and its resident memory now, from /proc; null once it is gone. */
export function processUsage(pid: number): { cpuSeconds: number; rssBytes: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return { cpuSeconds: ticks / 100, rssBytes: Number(rss?.[1] ?? 0) * 1024 };
  } catch {
    return null;
  }
}

/** CPU seconds used so far by every PostgreSQL server process on this machine. */
export function postgresCpuSeconds(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue;
    }
    total += processUsage(Number(entry))?.cpuSeconds ?? 0;
  }
  return total;
}
