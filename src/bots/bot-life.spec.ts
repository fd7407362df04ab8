import { BridgeStatus, decide, isTerminal, type BotLife } from './bot-life.js';

const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, s));
const life = (status: string, statusAt: Date | null = null): BotLife => ({ status, statusAt });

describe('bot life', () => {
  it('moves forward with each newer status event', () => {
    let sut = life(BridgeStatus.created);
    for (const [i, code] of ['joining_call', 'in_waiting_room', 'in_call_recording'].entries()) {
      const decision = decide(sut, { code, occurredAt: at(i), terminal: false });
      expect(decision).toEqual({ outcome: 'applied', life: { status: code, statusAt: at(i) } });
      sut = decision.life;
    }
  });

  it('never moves backwards for a late event, nor for one at the same instant', () => {
    const now = life('call_ended', at(10));
    expect(decide(now, { code: 'in_call_recording', occurredAt: at(5), terminal: false })).toEqual({
      outcome: 'stale',
      life: now,
    });
    expect(
      decide(now, { code: 'in_call_recording', occurredAt: at(10), terminal: false }).outcome,
    ).toBe('stale');
  });

  it('orders by event time, not by the order of codes in a life', () => {
    // A bot can go back to the waiting room; what happened last wins.
    const decision = decide(life('in_call_recording', at(1)), {
      code: 'in_waiting_room',
      occurredAt: at(2),
      terminal: false,
    });
    expect(decision.life.status).toBe('in_waiting_room');
  });

  it('keeps unknown codes like any other status', () => {
    const decision = decide(life('joining_call', at(1)), {
      code: 'some_future_code',
      occurredAt: at(2),
      terminal: false,
    });
    expect(decision).toEqual({
      outcome: 'applied',
      life: { status: 'some_future_code', statusAt: at(2) },
    });
  });

  it.each(['complete', 'failed'])('ends the bot on %s, whatever the time', (code) => {
    const decision = decide(life('in_call_recording', at(30)), {
      code,
      occurredAt: at(1),
      terminal: true,
    });
    expect(decision.outcome).toBe('applied');
    expect(isTerminal(decision.life.status)).toBe(true);
  });

  it('ends a bot whose create was never confirmed (the event proves it exists)', () => {
    expect(
      decide(life(BridgeStatus.createUnconfirmed), {
        code: 'complete',
        occurredAt: at(1),
        terminal: true,
      }),
    ).toMatchObject({ outcome: 'applied', life: { status: 'complete' } });
  });

  it('changes nothing after the end: the same end is a duplicate, anything else stale', () => {
    const ended = life('complete', at(5));
    expect(decide(ended, { code: 'complete', occurredAt: at(9), terminal: true })).toEqual({
      outcome: 'duplicate',
      life: ended,
    });
    expect(decide(ended, { code: 'failed', occurredAt: at(9), terminal: true }).outcome).toBe(
      'stale',
    );
    expect(
      decide(ended, { code: 'in_call_recording', occurredAt: at(9), terminal: false }).outcome,
    ).toBe('stale');
    expect(
      decide(life('failed'), { code: 'complete', occurredAt: at(9), terminal: true }).outcome,
    ).toBe('stale');
  });

  it.each(['failed', 'completed', 'complete'])(
    'does not end a bot on the status code %s, which spells a terminal outcome',
    (code) => {
      const now = life('call_ended', at(1));
      expect(decide(now, { code, occurredAt: at(2), terminal: false })).toEqual({
        outcome: 'stale',
        life: now,
      });
    },
  );

  it('ends a bot on the event that follows such a status code', () => {
    const now = life('call_ended', at(1));
    // The failed event that follows still ends it.
    expect(decide(now, { code: 'failed', occurredAt: at(3), terminal: true }).outcome).toBe(
      'applied',
    );
  });

  it('treats only complete and failed as terminal', () => {
    expect(['complete', 'failed'].filter(isTerminal)).toHaveLength(2);
    for (const code of [
      'call_ended',
      'bot_rejected',
      'recording_failed',
      'completed',
      'meeting_error',
    ]) {
      expect(isTerminal(code)).toBe(false);
    }
  });
});
