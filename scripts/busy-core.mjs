// Keeps one CPU core busy for a while, so that the suite can be run on a machine that is doing
// something else (a flake that shows only then is an ordering bug: find its cause):
//   node scripts/busy-core.mjs --seconds 1800 & bash .ci/run; kill %1
// A tight loop in this one process, checking the clock between rounds; it ends by itself after
// --seconds (default 3600), or when killed.
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '3600' } } });
const seconds = Number(values.seconds);
if (!Number.isFinite(seconds) || seconds <= 0) {
  console.error('--seconds takes a positive number');
  process.exit(2);
}
const until = Date.now() + seconds * 1000;
let state = 1;
while (Date.now() < until) {
  for (let i = 0; i < 1_000_000; i++) state = (Math.imul(state, 31) + i) | 0;
}
