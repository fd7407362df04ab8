import { currentTraceId, parseTraceparent, runInTrace, traceHeaders } from './trace-context.js';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const PARENT = '00f067aa0ba902b7';

describe('W3C trace context', () => {
  it('reads a traceparent, and refuses what the specification calls invalid', () => {
    expect(parseTraceparent(`00-${TRACE}-${PARENT}-01`)).toEqual({ traceId: TRACE, flags: '01' });
    // A later version may add fields after the four; version 00 may not.
    expect(parseTraceparent(`01-${TRACE}-${PARENT}-00-extra`)).toEqual({
      traceId: TRACE,
      flags: '00',
    });
    for (const invalid of [
      undefined,
      '',
      `00-${TRACE}-${PARENT}-01-extra`,
      `ff-${TRACE}-${PARENT}-01`,
      `00-${'0'.repeat(32)}-${PARENT}-01`,
      `00-${TRACE}-${'0'.repeat(16)}-01`,
      `00-${TRACE.toUpperCase()}-${PARENT}-01`,
      `00-${TRACE}-${PARENT}`,
    ]) {
      expect(parseTraceparent(invalid)).toBeNull();
    }
    expect(parseTraceparent(`00-${TRACE}-${PARENT}-01`, 'a=1,b=2')?.state).toBe('a=1,b=2');
    expect(parseTraceparent(`00-${TRACE}-${PARENT}-01`, 'x'.repeat(513))).not.toHaveProperty(
      'state',
    );
  });

  it('gives the calls made in a trace its id and a parent id of their own', async () => {
    expect(traceHeaders()).toEqual({});
    const trace = parseTraceparent(`00-${TRACE}-${PARENT}-01`, 'a=1');
    await runInTrace(trace, async () => {
      await Promise.resolve();
      expect(currentTraceId()).toBe(TRACE);
      const [first, second] = [traceHeaders(), traceHeaders()];
      expect(first.traceparent).toMatch(new RegExp(`^00-${TRACE}-[0-9a-f]{16}-01$`));
      expect(first.traceparent).not.toContain(PARENT);
      expect(first.traceparent).not.toBe(second.traceparent);
      expect(first.tracestate).toBe('a=1');
    });
    expect(currentTraceId()).toBeUndefined();
  });
});
