/**
 * `npm run bench:soak`: the soak (see soak.ts) for SOAK_SECONDS (default 300) at SOAK_RATE
 * times the rates of RATES (default 1). Prints the report and writes it, with the replicas' logs,
 * to artifacts/soak/. Exits 1 when a check failed.
 */
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { soakFailures } from './checks.js';
import { RATES, runSoak, type SoakReport } from './soak.js';

const ROOT = join(import.meta.dirname, '..', '..');
const outDir = join(ROOT, 'artifacts', 'soak');

const fixed = (n: number, digits = 1) => n.toFixed(digits);

function print(report: SoakReport): void {
  const lines: string[] = [];
  lines.push(
    `\nSoak: ${fixed(report.durationSeconds, 0)} s at rate ×${report.rate} ` +
      `(per second: ${Object.entries(RATES)
        .map(([name, perSecond]) => `${name} ${perSecond * report.rate}`)
        .join(', ')})`,
  );
  lines.push('\nrequests by route family (through HAProxy):');
  lines.push('  family          requests  p50 ms  p99 ms  statuses');
  for (const [family, f] of Object.entries(report.families).sort()) {
    lines.push(
      `  ${family.padEnd(15)} ${String(f.requests).padStart(8)} ${fixed(f.p50Ms).padStart(7)} ` +
        `${fixed(f.p99Ms).padStart(7)}  ${JSON.stringify(f.byStatus)}`,
    );
  }
  lines.push(
    `  5xx from the bridge: ${report.bridge5xx} (and ${report.retryLater} 503 Retry-After to ` +
      `creates sent again after their replica died); from the load balancer (or no answer) while a ` +
      `replica was down or leaving: ${report.balancer5xxDuringFaults}, otherwise: ` +
      `${report.balancer5xxOutsideFaults}; ticks skipped (64 in flight): ${report.skippedTicks}`,
  );
  const w = report.vendorWebhooks;
  lines.push(
    `vendor webhooks: ${w.delivered} (${fixed(w.perSecond, 2)}/s) ${JSON.stringify(w.byStatus)}`,
  );
  const b = report.bots;
  lines.push(
    `bots: ${b.created} created (${fixed(b.perHour, 0)}/hour; ${b.inDatabase} in the database), ` +
      `${b.live} live ` +
      `(${report.liveFinalsReceived} finals to their subscribers), ${JSON.stringify(b.byStatus)}`,
  );
  const a = report.archives;
  lines.push(
    `archives: ${a.completedBots} completed bots, ${a.completedWithoutArchive} without their audio ` +
      `archived; ${a.archived} archived, ${a.failed} failed, ${a.bucketObjects} objects in the bucket`,
  );
  const e = report.events;
  lines.push(
    `team events: ${e.messages} messages, ${e.succeeded} succeeded, ${e.unfinished} not; ` +
      `${e.webhookIdsReceived} webhook-ids received (${fixed(e.deliveriesPerSecond, 2)}/s), ` +
      `${e.missing} missing, ${e.duplicates} received twice ` +
      `(${e.duplicatesOutsideFaults} more often than attempted away from a fault)`,
  );
  lines.push(
    `left behind: ${report.leftBehind.heldLeases} held leases, ` +
      `${report.leftBehind.unfinishedWork} unfinished items (settled in ${fixed(report.settleSeconds)} s); ` +
      `drained replica exited ${report.drainExitCode}`,
  );
  lines.push('\nreplicas (over the load):');
  lines.push('  name  starts  CPU s   cores  max RSS MiB  max PG connections');
  for (const r of report.replicas) {
    lines.push(
      `  ${r.name.padEnd(5)} ${String(r.starts).padStart(6)} ${fixed(r.cpuSeconds).padStart(6)} ` +
        `${fixed(r.cpuCores, 2).padStart(6)} ${fixed(r.maxRssMiB).padStart(12)} ` +
        `${String(r.maxPgConnections).padStart(19)}`,
    );
  }
  const p = report.postgres;
  lines.push(
    `PostgreSQL: ${fixed(p.cpuCores, 2)} cores, ${fixed(p.transactionsPerSecond, 0)} transactions/s, ` +
      `at most ${p.maxConnections} connections`,
  );
  lines.push(
    `this process (load, simulated vendors, bucket, receivers): ${fixed(report.harnessCores, 2)} ` +
      `cores; the machine: ${fixed(report.machineCores, 2)} of ${availableParallelism()} cores busy`,
  );
  console.log(lines.join('\n'));
}

const report = await runSoak({
  durationSeconds: Number(process.env.SOAK_SECONDS ?? 300),
  rate: Number(process.env.SOAK_RATE ?? 1),
  outDir,
});
print(report);
writeFileSync(join(outDir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
const failures = soakFailures(report);
if (failures.length > 0) {
  console.log(`\nFAILED:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
} else {
  console.log('\nevery check held');
}
