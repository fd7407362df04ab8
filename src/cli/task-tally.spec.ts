import { TaskTally } from './task-tally.js';

describe('TaskTally', () => {
  it('counts a task retried within the run once, and as a failure only while it fails', () => {
    const sut = new TaskTally();
    for (const id of ['a', 'b', 'c']) sut.claimed(id);
    sut.finished('a', 'archived');
    sut.finished('b', 'retry');
    expect(sut.progress(3)).toEqual({ done: 2, total: 3, failures: 1 });

    sut.claimed('b');
    expect(sut.progress(3)).toEqual({ done: 1, total: 3, failures: 0 });
    sut.finished('b', 'failed');
    sut.finished('c', 'archived');
    expect(sut.progress(3)).toEqual({ done: 3, total: 3, failures: 1 });
  });

  it('shows the due tasks not yet claimed in the total', () => {
    const sut = new TaskTally();
    sut.claimed('a');
    expect(sut.progress(5)).toEqual({ done: 0, total: 5, failures: 0 });
  });

  it('counts a task that failed, then archived on its retry, as done without failure', () => {
    const sut = new TaskTally();
    sut.claimed('a');
    sut.finished('a', 'retry');
    sut.claimed('a');
    sut.finished('a', 'archived');
    expect(sut.progress(1)).toEqual({ done: 1, total: 1, failures: 0 });
  });
});
