import { AppConfig } from '../platform/config/app-config.js';
import { validateEnv } from '../platform/config/env.js';
import { SharedJobReads } from './job-reads.js';

const reads = (perSecond: number) =>
  new SharedJobReads(new AppConfig(validateEnv({ STT_LIST_READS_PER_SECOND: String(perSecond) })));

describe('shared job reads', () => {
  it('makes one call for reads of one job at once or soon after, and none for a failed one', async () => {
    const sut = reads(1_000);
    let calls = 0;
    const call = async () => ++calls;
    const at = await Promise.all([sut.read('a', 'job-1', call), sut.read('b', 'job-1', call)]);
    expect(at).toEqual([1, 1]);
    expect(await sut.read('a', 'job-1', call)).toBe(1);
    expect(await sut.read('a', 'job-2', call)).toBe(2);
    await expect(sut.read('a', 'job-3', () => Promise.reject(new Error('down')))).rejects.toThrow();
    expect(await sut.read('a', 'job-3', call)).toBe(3);
  });

  it("paces one team's reads to its budget, and not another team's", async () => {
    const sut = reads(10);
    const call = async () => Date.now();
    const started = Date.now();
    const teamA = await Promise.all(
      Array.from({ length: 15 }, (_, i) => sut.read('a', `a-${i}`, call)),
    );
    // Ten at once (the budget's burst), five more at ten a second.
    expect(Math.max(...teamA) - started).toBeGreaterThanOrEqual(400);
    const other = Date.now();
    expect((await sut.read('b', 'b-1', call)) - other).toBeLessThan(50);
  });
});
