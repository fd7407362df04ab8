import { statusChangeFor, statusesAtOrAfter } from './job-lifecycle.js';

describe('job status rules', () => {
  it('never moves a live job backwards', () => {
    expect(statusesAtOrAfter('started')).not.toContain('processing');
    expect(statusesAtOrAfter('started')).toEqual(
      expect.arrayContaining(['started', 'recording', 'ended', 'done', 'error']),
    );
    expect(statusesAtOrAfter('ended')).toEqual(expect.arrayContaining(['ended', 'done', 'error']));
    expect(statusesAtOrAfter('ended')).not.toContain('recording');
  });

  it('treats done and error as final: neither replaces the other', () => {
    expect(statusesAtOrAfter('done')).toEqual(expect.arrayContaining(['done', 'error']));
    expect(statusesAtOrAfter('error')).toEqual(expect.arrayContaining(['done', 'error']));
  });

  it('archives on end of session and on a final status, never on start', () => {
    expect(statusChangeFor('live.end_session')).toMatchObject({ archives: true, ends: true });
    expect(statusChangeFor('transcription.success')).toMatchObject({ archives: true });
    expect(statusChangeFor('live.start_session')).toMatchObject({ archives: false });
    expect(statusChangeFor('live.end_recording')).toMatchObject({ archives: false, ends: true });
  });

  it('records a job it does not know only on the end of a live session', () => {
    expect(statusChangeFor('live.end_session')).toMatchObject({ recordsUnknown: true });
    for (const kind of ['live.start_session', 'transcription.success'] as const) {
      expect(statusChangeFor(kind)).toMatchObject({ recordsUnknown: false });
    }
  });
});
