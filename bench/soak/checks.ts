import type { SoakReport } from './soak.js';

/** What a soak must show; each failure in words (none = it passed). */
export function soakFailures(report: SoakReport): string[] {
  const failures: string[] = [];
  const expect = (held: boolean, failure: string) => void (held || failures.push(failure));
  expect(report.bridge5xx === 0, `${report.bridge5xx} 5xx answered by the bridge`);
  expect(
    report.balancer5xxOutsideFaults === 0,
    `${report.balancer5xxOutsideFaults} 5xx or failed connections outside the fault windows`,
  );
  expect(report.bots.created > 0, 'no bot was created');
  expect(
    report.bots.inDatabase === report.bots.created,
    `${report.bots.inDatabase} bots in the database for ${report.bots.created} answered creates`,
  );
  expect(
    (report.bots.byStatus.complete ?? 0) === report.bots.inDatabase,
    `bots not complete: ${JSON.stringify(report.bots.byStatus)}`,
  );
  expect(
    report.archives.completedWithoutArchive === 0,
    `${report.archives.completedWithoutArchive} completed bots without their audio archived`,
  );
  expect(
    report.archives.bucketObjects === report.archives.archived,
    `${report.archives.bucketObjects} objects in the bucket for ${report.archives.archived} archives`,
  );
  expect(report.archives.failed === 0, `${report.archives.failed} archives failed`);
  expect(
    report.events.unfinished === 0,
    `${report.events.unfinished} event messages not delivered`,
  );
  expect(report.events.missing === 0, `${report.events.missing} delivered messages never received`);
  expect(
    report.events.duplicatesOutsideFaults === 0,
    `${report.events.duplicatesOutsideFaults} messages received more often than attempted, away from a replica's death`,
  );
  expect(report.leftBehind.heldLeases === 0, `${report.leftBehind.heldLeases} leases left held`);
  expect(
    report.leftBehind.unfinishedWork === 0,
    `${report.leftBehind.unfinishedWork} items of work unfinished`,
  );
  expect(report.drainExitCode === 0, `the drained replica exited ${report.drainExitCode}`);
  expect(
    report.bots.live === 0 || report.liveFinalsReceived > 0,
    'live bots, but no final reached their subscribers',
  );
  return failures;
}
