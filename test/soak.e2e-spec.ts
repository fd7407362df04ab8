import { join } from 'node:path';
import { soakFailures } from '../bench/soak/checks.js';
import { runSoak } from '../bench/soak/soak.js';
import { ROOT } from './support/processes.js';

/**
 * The soak of `npm run bench:soak`, shorter, as a test: opt in with SOAK_TEST=1 (it takes
 * SOAK_SECONDS, default 60, plus the start and the settling, and all of the machine), e.g.
 *   SOAK_TEST=1 npm test -- --selectProjects postgres --runTestsByPath test/soak.e2e-spec.ts
 */
const optedIn = process.env.SOAK_TEST === '1';
const seconds = Number(process.env.SOAK_SECONDS ?? 60);

(optedIn ? describe : describe.skip)('the soak (SOAK_TEST=1)', () => {
  it(
    'three replicas behind HAProxy under a mixed load, one killed and one drained midway: every check holds',
    async () => {
      const report = await runSoak({
        durationSeconds: seconds,
        rate: Number(process.env.SOAK_RATE ?? 1),
        outDir: join(ROOT, 'artifacts', 'soak-test'),
        log: () => undefined,
      });
      expect(soakFailures(report)).toEqual([]);
    },
    (seconds + 360) * 1000,
  );
});
