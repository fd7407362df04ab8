import { IntakePace } from './intake-pace.js';

describe('IntakePace', () => {
  const at = (s: number) => 1_000_000 + s * 1000;

  it('counts the events of the current second', () => {
    const sut = new IntakePace();
    for (let i = 0; i < 30; i++) sut.record(at(0.1));
    expect(sut.perSecond(at(0.5))).toBeCloseTo(30);
  });

  it('counts the part of the previous second still inside the window', () => {
    const sut = new IntakePace();
    for (let i = 0; i < 100; i++) sut.record(at(0.5));
    for (let i = 0; i < 10; i++) sut.record(at(1.25));
    expect(sut.perSecond(at(1.25))).toBeCloseTo(10 + 100 * 0.75);
  });

  it('forgets everything after a quiet second', () => {
    const sut = new IntakePace();
    for (let i = 0; i < 100; i++) sut.record(at(0.5));
    expect(sut.perSecond(at(2.5))).toBe(0);
  });
});
